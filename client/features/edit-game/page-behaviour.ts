import { useEffect } from "react";

/** The browser's own "Leave site?" question while there is something unsaved. */
export function useUnsavedWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}

/**
 * Keyboard users tab down a long form: the page scrolls each field into view clear of the
 * sticky Save Changes bar, not underneath it.
 */
export function useScrollClearOf(bottom: string) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = bottom;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [bottom]);
}
