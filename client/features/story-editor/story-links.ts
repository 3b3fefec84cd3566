/** The Story Editor of a game (the spec names no way in: Edit Game and the dashboard link here). */
export const storyEditorHref = (gameId: string) => `/story-editor/${encodeURIComponent(gameId)}`;

/** The Story Editor with its History panel open (Edit Game's History link). */
export const storyHistoryHref = (gameId: string) => `${storyEditorHref(gameId)}?panel=history`;

/** Spec 002 §2: Preview goes to /gameplay (the owner's preview of the game, GAPS.md). */
export const previewHref = (gameId: string) => `/gameplay?gameId=${encodeURIComponent(gameId)}`;

/** Spec 002 §2's /quick-start: the editor's "Generate with Quick Start" (ADR 034; Play is a playtest). */
export const QUICK_START_HREF = "/quick-start";
