import { THEME_STORAGE_KEY } from "../../../contract/constants";

/**
 * client/app/theme.ts's `applyInitialTheme` as a classic script for the head of a `?session=`
 * link's HTML (ADR 036): the saved theme, or the system's, set on `<html>` before the body's
 * pre-paint is parsed, so a dark-theme reader sees no light page first. The app's own start-up
 * script runs later, a module. Allowed by its hash in that page's CSP (static-client.ts's `headScripts`).
 */
export const THEME_SCRIPT_SOURCE =
  `(()=>{let t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}` +
  `if(t!=="light"&&t!=="dark")t=window.matchMedia?.("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.classList.toggle("dark",t==="dark")})()`;

export const THEME_SCRIPT = `<script>${THEME_SCRIPT_SOURCE}</script>`;
