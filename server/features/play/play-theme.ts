import { THEME_STORAGE_KEY } from "../../../contract/constants";
import { applyInitialTheme } from "../../../contract/initial-theme";

/**
 * The app's own `applyInitialTheme` (contract/initial-theme.ts), sent as a classic script for the
 * head of a `?session=` link's HTML (ADR 036): the saved theme, or the system's, set on `<html>`
 * before the body's pre-paint is parsed, so a dark-theme reader sees no light page first. The
 * app's start-up script runs the same function later, as a module. Allowed by its hash in that
 * page's CSP (static-client.ts's `headScripts`), computed from this string.
 */
export const THEME_SCRIPT_SOURCE = `(${applyInitialTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`;

export const THEME_SCRIPT = `<script>${THEME_SCRIPT_SOURCE}</script>`;
