import type { GameDetail } from "../../../contract/creation";

/** The Story Editor of a game (the spec names no way in: Edit Game and the dashboard link here). */
export const storyEditorHref = (gameId: string) => `/story-editor/${encodeURIComponent(gameId)}`;

/** The Story Editor with its History panel open (Edit Game's History link). */
export const storyHistoryHref = (gameId: string) => `${storyEditorHref(gameId)}?panel=history`;

/** Spec 002 §2: Preview goes to /gameplay (the owner's preview of the game, GAPS.md). */
export const previewHref = (gameId: string) => `/gameplay?gameId=${encodeURIComponent(gameId)}`;

/** Spec 002 §2: Play goes to /quick-start. */
export const QUICK_START_HREF = "/quick-start";

/** Preview from here: the owner's preview, opened at one scene of the saved story. */
export const previewFromSceneHref = (game: Pick<GameDetail, "shareSlug">, sceneId: string) =>
  `/play/${encodeURIComponent(game.shareSlug)}?preview=true&scene=${encodeURIComponent(sceneId)}`;
