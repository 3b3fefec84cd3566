import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The notification region in a chunk of its own: Radix Toast stays out of the start-up script,
 * and its code downloads beside the first screen's rather than before it. A toast sent before
 * it is there waits in the store (toast-store.ts) and shows once it is; an F8 pressed before
 * then moves focus into it once it is there, as the region's own hotkey does afterwards.
 */
export function LazyToaster() {
  const [focusOnMount, setFocusOnMount] = useState(false);

  useEffect(() => {
    if (focusOnMount) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === "F8" || event.key === "F8") setFocusOnMount(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [focusOnMount]);

  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  );
}
