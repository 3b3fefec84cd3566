import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** How long after the page's load event the region waits for an idle moment. */
const AFTER_LOAD_MS = 2000;

/**
 * After the page has loaded, a little later, when the browser has a moment: not while the first
 * screen still loads its data and fonts (a play page's opening scene comes well after `load`).
 */
function whenIdle(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") {
        idle = window.requestIdleCallback(callback, { timeout: 3000 });
      } else {
        callback();
      }
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The notification region, whose code (Radix Toast) is not part of the start-up script: the
 * first screen shows no toast. It mounts once the browser is idle after the page has loaded,
 * or at once when a toast comes first; an F8 pressed before then mounts it and moves focus
 * into it, as the region's own hotkey does once it is there. A toast mostly answers something
 * the user did, and may be followed at once by a redirect: the first click or key press
 * fetches the region's code, so that it is there by the time the answer comes.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const mounted = idle || hasToasts || focusRequests > 0;

  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (mounted) return;
    const prefetch = () => void loadToaster();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === "F8" || event.key === "F8") setFocusRequests((n) => n + 1);
      else prefetch();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", prefetch, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", prefetch, { capture: true });
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusRequests > 0} />
    </Suspense>
  );
}
