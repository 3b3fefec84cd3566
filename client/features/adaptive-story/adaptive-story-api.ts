import type { OutlineChapterView } from "../../../contract/creation";
import type {
  GenerateChapterRequest,
  RegenerateChapterRequest,
  RewriteChapterTitleRequest,
  SaveOutlineChapterRequest,
  SaveOutlineChapterResponse,
} from "../../../contract/outline";
import { UNDO_REVISION_HEADER } from "../../../contract/outline";
import { apiRequest } from "../../api/request";

/** The Adaptive Story page's calls (spec 002 §7, ADR 017), typed by the contract. */

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;
const chapters = (id: string) => `${game(id)}/story-outline-chapters`;
const send = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
  (await apiRequest(method, url, body)).json();

export const saveChapter = (gameId: string, body: SaveOutlineChapterRequest) =>
  send<SaveOutlineChapterResponse>("POST", chapters(gameId), body);
export const loadChapters = (gameId: string) => send<OutlineChapterView[]>("GET", chapters(gameId));
export const reorderChapters = (gameId: string, fromIndex: number, toIndex: number) =>
  send<OutlineChapterView[]>("POST", `${chapters(gameId)}/reorder`, { fromIndex, toIndex });
export const insertChapter = (gameId: string, afterChapterNumber: number) =>
  send<OutlineChapterView[]>("POST", `${chapters(gameId)}/insert`, { afterChapterNumber });
/** The renumbered list, and the revision that keeps the story from before (the Undo), if it changed. */
export async function removeChapter(gameId: string, chapterId: string) {
  const res = await apiRequest("DELETE", `${chapters(gameId)}/${encodeURIComponent(chapterId)}`);
  const list = (await res.json()) as OutlineChapterView[];
  return { list, undoRevisionId: res.headers.get(UNDO_REVISION_HEADER) };
}
export const removeLocation = (gameId: string, location: string) =>
  send<OutlineChapterView[]>("POST", `${chapters(gameId)}/remove-location`, { location });

export const generateChapter = (gameId: string, body: GenerateChapterRequest) =>
  send<{ content: string }>("POST", `${game(gameId)}/generate-chapter`, body);
export const regenerateChapter = (gameId: string, body: RegenerateChapterRequest) =>
  send<{ content: string }>("POST", `${game(gameId)}/regenerate-chapter`, body);
export const rewriteChapterTitle = (gameId: string, body: RewriteChapterTitleRequest) =>
  send<{ newTitle: string }>("POST", `${game(gameId)}/rewrite-chapter-title`, body);

/** ADR 027: brings back the story a revision kept (the toast's Undo). */
export const restoreRevision = (gameId: string, revisionId: string) =>
  send<{ sceneCount: number }>("POST", `${game(gameId)}/revisions/${encodeURIComponent(revisionId)}/restore`);
