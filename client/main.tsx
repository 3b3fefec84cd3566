import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { applyInitialTheme } from "./app/theme";
import { prefetchResume, prestartSession } from "./features/play/session-prestart";

applyInitialTheme();
// Before React renders: a new play session's opening scene is the first view's longest wait.
prestartSession(window.location);
prefetchResume(window.location);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// As a transition, React renders the first screen in slices rather than in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
