import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPlayPage } from "./app/routes";
import { applyInitialTheme } from "./app/theme";
import { prefetchResume, prestartSession, startupReadSettled } from "./features/play/session-prestart";

applyInitialTheme();
// Before React renders: a new play session's opening scene is the first view's longest wait.
prestartSession(window.location);
prefetchResume(window.location);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// A play link's page code (preloaded by play.html) is ready before the first render, so the
// player's first view is the scene, not a loader and then the scene. A failed load is left to
// the route, which reports it as before.
// A run the address names is waited for too (up to 1.5 s; the page's loader shows meanwhile), so
// the first render holds it rather than a skeleton and then the run.
const ready = /^\/play\//.test(window.location.pathname)
  ? Promise.all([preloadPlayPage().catch(() => undefined), startupReadSettled(1500)])
  : Promise.resolve();
void ready.then(() =>
  // As a transition, React renders the first screen in slices rather than in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
