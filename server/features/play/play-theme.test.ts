import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "../../../contract/constants";
import { THEME_SCRIPT_SOURCE } from "./play-theme";

/** Runs the head script as a page would, with this saved theme and system preference. */
function themeAfter(saved: string | null | "throws", systemDark: boolean | undefined): boolean {
  const classes = new Set<string>();
  const window = {
    matchMedia:
      systemDark === undefined
        ? undefined
        : (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }),
  };
  const localStorage = {
    getItem: (key: string) => {
      if (saved === "throws") throw new Error("private mode");
      return key === THEME_STORAGE_KEY ? saved : null;
    },
  };
  const document = {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    },
  };
  new Function("window", "localStorage", "document", THEME_SCRIPT_SOURCE)(window, localStorage, document);
  return classes.has("dark");
}

// contract/initial-theme.ts, the app's own start-up theme, sent before the pre-paint is drawn (issue 33).
describe("the play pre-paint's theme script", () => {
  it("takes the saved theme first", () => {
    expect(themeAfter("dark", false)).toBe(true);
    expect(themeAfter("light", true)).toBe(false);
  });

  it("takes the system's when none is saved, or it cannot be read", () => {
    expect(themeAfter(null, true)).toBe(true);
    expect(themeAfter(null, false)).toBe(false);
    expect(themeAfter("purple", true)).toBe(true);
    expect(themeAfter("throws", true)).toBe(true);
    expect(themeAfter(null, undefined)).toBe(false);
  });
});
