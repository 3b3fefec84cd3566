import { useCallback, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "../../contract/constants";

export type Theme = "light" | "dark";
const STORAGE_KEY = THEME_STORAGE_KEY;
const listeners = new Set<() => void>();

function stored(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

function current(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/**
 * Applies the saved theme, or the system's; called before the first render to avoid a flash.
 * A `?session=` play link's HTML does the same before its pre-paint (server/features/play/play-theme.ts).
 */
export function applyInitialTheme() {
  const prefersDark = window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
  const theme = stored() ?? (prefersDark ? "dark" : "light");
  document.documentElement.classList.toggle("dark", theme === "dark");
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
