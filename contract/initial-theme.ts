/**
 * Sets `<html class="dark">` from the saved theme, or else the system's. One function for two
 * callers: the app's start (client/app/theme.ts, before the first render) and the head script of a
 * `?session=` play link's HTML (server/features/play/play-theme.ts sends its source, so a dark-theme
 * reader sees no light pre-paint). Being sent as source, it must stay self-contained: no imports
 * or outer names inside, only what every browser the app supports has.
 */
export function applyInitialTheme(storageKey: string): void {
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(storageKey);
  } catch {
    // Private mode, or storage blocked: the system's theme.
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
}
