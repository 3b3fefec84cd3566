/**
 * The play screen's look where the server draws it too (ADR 036, the pre-paint): the class
 * strings of the parts of the React screen that a `?session=` link's HTML paints before the
 * app's code has run, shared by client/features/play/ and server/features/play/play-prepaint.ts
 * so that React's first render lands on the same boxes. Tailwind scans client/ only (Vite's
 * root): client/styles.css names this file as a source of its own.
 */

/** The page behind everything (PlayScreen). */
export const PLAY_PAGE = "min-h-dvh bg-ink-50 dark:bg-ink-950";

/** The sticky header of one 56 px row (PlayHeader, issue 33 item 7). */
export const PLAY_HEADER =
  "sticky top-0 z-30 h-14 border-white/10 border-b bg-ink-950/95 text-white backdrop-blur supports-[backdrop-filter]:bg-ink-950/85";
export const PLAY_HEADER_ROW =
  "mx-auto flex h-full max-w-7xl flex-nowrap items-center gap-2 px-2 sm:gap-3 sm:px-6";
export const PLAY_HEADER_BACK =
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink-100 hover:bg-white/10";
export const PLAY_HEADER_TITLE_BOX = "min-w-0 flex-1";
export const PLAY_HEADER_TITLE_ROW = "flex min-w-0 items-center gap-2";
export const PLAY_HEADER_TITLE =
  "line-clamp-2 font-display font-semibold text-sm leading-tight tracking-tight sm:line-clamp-1 sm:text-lg";
export const PLAY_HEADER_BYLINE = "truncate text-ink-300 text-xs";
/** A stat's pill (health, inventory); `inline-flex`, or the caller's display classes. */
export const PLAY_HEADER_STAT =
  "shrink-0 items-center gap-1.5 rounded-full bg-white/8 px-2 py-1 font-medium text-ink-100 text-xs tabular-nums sm:px-2.5 sm:text-sm";
export const PLAY_HEADER_STAT_WIDE = "hidden sm:inline-flex";
/** Desktop headers: the scene tools that are buttons of their own, then the media toggles. */
export const PLAY_HEADER_TOOLS = "hidden shrink-0 items-center gap-1.5 lg:flex";
export const PLAY_HEADER_TOOL =
  "inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-white/15 bg-white/5 px-2.5 font-medium text-sm text-white transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-white/5 [&_svg]:size-4 [&_svg]:shrink-0";
/** A tool's words: its icon's name below 1536 px, beside it from there. */
export const PLAY_HEADER_TOOL_LABEL = "sr-only 2xl:not-sr-only";
export const PLAY_HEADER_MEDIA = "hidden shrink-0 items-center border-white/10 border-l pl-3 lg:flex";
export const MEDIA_CONTROLS = "flex flex-wrap items-center gap-1.5";
export const MEDIA_CONTROL =
  "inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2.5 font-medium text-sm transition-colors [&_svg]:size-4 [&_svg]:shrink-0";
export const MEDIA_CONTROL_IDLE = "border-white/15 bg-white/5 text-white hover:bg-white/15";
export const PLAY_HEADER_MENU =
  "inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-white/15 bg-white/5 px-2.5 font-medium text-sm text-white hover:bg-white/15 [&_svg]:size-4";
export const PLAY_HEADER_MENU_LABEL = "sr-only sm:not-sr-only";

/** The header's night sky running on behind the top of the page, with the lantern's glow. */
export const PLAY_BAND =
  "pointer-events-none absolute inset-x-0 top-0 h-56 bg-ink-950 bg-[radial-gradient(ellipse_at_top_right,rgba(245,165,36,0.2),transparent_50%),radial-gradient(ellipse_at_top_left,rgba(109,95,163,0.4),transparent_55%)] sm:h-64";
/** The main column and the player's sidebar beside it from desktop width. */
export const PLAY_GRID =
  "relative mx-auto grid max-w-7xl gap-5 px-4 py-5 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]";
export const PLAY_MAIN = "grid min-w-0 content-start gap-5";

/** The run above the current scene, and the place its end is scrolled to on opening a run. */
export const TRANSCRIPT = "min-w-0";
export const TRANSCRIPT_END = "scroll-mt-24";
/**
 * An earlier scene in the run above (transcript.tsx's PastScene; bench/transcript.ts's static
 * control draws the same): its card, number, title and text.
 */
export const TRANSCRIPT_SCENE =
  "rounded-2xl border border-ink-200/70 bg-white px-5 py-5 sm:px-10 dark:border-ink-800 dark:bg-ink-900";
export const TRANSCRIPT_SCENE_NUMBER =
  "font-semibold text-ember-700 text-xs uppercase tracking-[0.16em] dark:text-ember-400";
export const TRANSCRIPT_SCENE_TITLE = "mt-1 font-display font-semibold text-ink-900 text-xl dark:text-ink-50";
export const TRANSCRIPT_SCENE_TEXT =
  "mx-auto mt-3 max-w-[65ch] space-y-4 font-display text-[1rem] text-ink-800 leading-[1.75] sm:text-[1.0625rem] dark:text-ink-200";
/**
 * A drawn item of the windowed list: contained, so its inside never lays out or paints the page
 * around it, and its margins stay inside (its measured height is the room it takes).
 */
export const WINDOWED_ROW = "contain-content";
/** The player's action between two scenes. */
export const PLAYER_ACTION =
  "mx-auto my-4 max-w-[65ch] border-ember-500 border-l-2 pl-4 font-sans text-ink-700 text-sm italic sm:text-base dark:text-ink-300";

/**
 * The pre-paint only: the room above the run's end where the React screen, scrolled to that end
 * (Transcript), shows the bottom of the scene before. The end lands 68 + 96 px from the top
 * (styles.css's scroll-padding-top, TRANSCRIPT_END's scroll margin); the main column starts
 * 56 + 20 px down (32 from `sm`), and the action's 16 px top margin falls between.
 */
export const PREPAINT_RUN_ABOVE = "h-18 sm:h-15";

/** A chapter's own picture in the scene's image place (ui/chapter-picture.tsx). */
export const CHAPTER_PICTURE = "aspect-[3/2] overflow-hidden bg-ink-100 dark:bg-ink-800";
export const SCENE_PICTURE = "border-ink-100 border-b dark:border-ink-800";

/** The current scene (SceneView). */
export const SCENE_ARTICLE =
  "scroll-mt-32 overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-ink-900/5 shadow-sm dark:border-ink-800 dark:bg-ink-900";
export const SCENE_HEADER =
  "border-ink-100 border-b bg-gradient-to-b from-ember-300/10 to-transparent px-5 pt-5 pb-4 sm:px-10 sm:pt-7 dark:border-ink-800";
/**
 * The scene's number, then its chapter after a dot. The dot goes with the chapter, in the gap
 * before it: when a long chapter wraps to the next line, the dot is left of the eyebrow's box
 * and clipped, never dangling after the number (issue 33's phone).
 */
export const SCENE_EYEBROW =
  "flex flex-wrap items-center gap-x-5 overflow-hidden font-semibold text-ember-700 text-xs uppercase tracking-[0.16em] dark:text-ember-400";
export const SCENE_EYEBROW_CHAPTER = "relative min-w-0";
export const SCENE_EYEBROW_DOT = "absolute right-full w-5 text-center text-ink-300 dark:text-ink-600";
export const SCENE_HEADING_ROW = "flex flex-wrap items-end justify-between gap-x-3 gap-y-2";
export const SCENE_HEADING =
  "mt-1.5 font-display font-semibold text-2xl text-ink-950 tracking-tight outline-none sm:text-3xl dark:text-white";
export const SCENE_TEXT_BOX =
  "px-5 py-6 outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60 focus-visible:ring-inset sm:px-10 sm:py-8 lg:max-h-[min(62vh,40rem)] lg:overflow-y-auto";
export const SCENE_PROSE =
  "mx-auto max-w-[65ch] space-y-5 font-display text-[1.0625rem] text-ink-900 leading-[1.8] sm:text-[1.125rem] dark:text-ink-100";
/** A paragraph of the scene: the first one opens with a drop capital. */
export const SCENE_PARAGRAPH =
  "first:first-letter:float-left first:first-letter:mt-1 first:first-letter:mr-2 first:first-letter:font-semibold first:first-letter:text-[3.4rem] first:first-letter:text-ember-600 first:first-letter:leading-[0.85] dark:first:first-letter:text-ember-400";

/** A scene's text as the page shows it: one paragraph a line, blank lines dropped. */
export function sceneParagraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The scene's title as the page shows it (the picture's alt text too). */
export function sceneHeading(session: {
  sceneTitle?: string | null;
  chapterTitle?: string | null;
  currentSceneNumber: number;
}): string {
  return session.sceneTitle || session.chapterTitle || `Scene ${session.currentSceneNumber}`;
}
