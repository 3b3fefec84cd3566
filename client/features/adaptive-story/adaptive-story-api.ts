import type { OutlineChapterView } from "../../../contract/creation";
import type {
  GenerateChapterRequest,
  RegenerateChapterRequest,
  RewriteChapterTitleRequest,
  SaveOutlineChapterRequest,
} from "../../../contract/outline";
import { apiRequest } from "../../api/request";

/** The Adaptive Story page's calls (spec 002 §7, ADR 017), typed by the contract. */

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;
const chapters = (id: string) => `${game(id)}/story-outline-chapters`;
const send = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
  (await apiRequest(method, url, body)).json();

export const saveChapter = (gameId: string, body: SaveOutlineChapterRequest) =>
  send<OutlineChapterView>("POST", chapters(gameId), body);
export const reorderChapters = (gameId: string, fromIndex: number, toIndex: number) =>
  send<OutlineChapterView[]>("POST", `${chapters(gameId)}/reorder`, { fromIndex, toIndex });
export const insertChapter = (gameId: string, afterChapterNumber: number) =>
  send<OutlineChapterView[]>("POST", `${chapters(gameId)}/insert`, { afterChapterNumber });
export const removeChapter = (gameId: string, chapterId: string) =>
  send<OutlineChapterView[]>("DELETE", `${chapters(gameId)}/${encodeURIComponent(chapterId)}`);
export const removeLocation = (gameId: string, location: string) =>
  send<OutlineChapterView[]>("POST", `${chapters(gameId)}/remove-location`, { location });

export const generateChapter = (gameId: string, body: GenerateChapterRequest) =>
  send<{ content: string }>("POST", `${game(gameId)}/generate-chapter`, body);
export const regenerateChapter = (gameId: string, body: RegenerateChapterRequest) =>
  send<{ content: string }>("POST", `${game(gameId)}/regenerate-chapter`, body);
export const rewriteChapterTitle = (gameId: string, body: RewriteChapterTitleRequest) =>
  send<{ newTitle: string }>("POST", `${game(gameId)}/rewrite-chapter-title`, body);
