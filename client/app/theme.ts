import { useCallback, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "../../contract/constants";
import { applyInitialTheme as applyThemeBeforePaint } from "../../contract/initial-theme";

export type Theme = "light" | "dark";
const STORAGE_KEY = THEME_STORAGE_KEY;
const listeners = new Set<() => void>();

function current(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/**
 * Applies the saved theme, or the system's; called before the first render to avoid a flash.
 * A `?session=` play link's HTML runs the same function's source before its pre-paint.
 */
export function applyInitialTheme() {
  applyThemeBeforePaint(STORAGE_KEY);
}

export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => "light" as Theme,
  );
  const toggle = useCallback(() => {
    const next: Theme = current() === "dark" ? "light" : "dark";
    document.documentElement.classList.toggle("dark", next === "dark");
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggle };
}
