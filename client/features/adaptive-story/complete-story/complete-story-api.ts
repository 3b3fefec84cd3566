import type {
  CompleteStoryProgress,
  UpdateStoryChapterRequest,
  WrittenStoryChapter,
} from "../../../../contract/complete-story";
import type { RestoreRevisionResponse } from "../../../../contract/story-revisions";
import { apiRequest } from "../../../api/request";

/** The Complete Story Generator's calls (spec 002 §7, ADR 018), typed by the contract. */

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;
const chapter = (gameId: string, chapterId: string) =>
  `${game(gameId)}/complete-story/chapters/${encodeURIComponent(chapterId)}`;
const send = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
  (await apiRequest(method, url, body)).json();

/** Query key: the default query function GETs the key joined with "/". */
export const progressKey = (gameId: string) => ["/api/games", gameId, "complete-story-progress"] as const;
export const progressStreamUrl = (gameId: string) => `${game(gameId)}/complete-story-progress/stream`;

export const fetchProgress = (gameId: string) =>
  send<CompleteStoryProgress>("GET", `${game(gameId)}/complete-story-progress`);
export const startStory = (gameId: string) =>
  send<CompleteStoryProgress>("POST", `${game(gameId)}/generate-complete-story`);
export const deleteStory = (gameId: string) =>
  send<CompleteStoryProgress>("DELETE", `${game(gameId)}/complete-story`);
export const saveStoryChapter = (gameId: string, chapterId: string, body: UpdateStoryChapterRequest) =>
  send<WrittenStoryChapter>("PATCH", chapter(gameId, chapterId), body);
export const regenerateStoryChapter = (gameId: string, chapterId: string, direction: string) =>
  send<WrittenStoryChapter>("POST", `${chapter(gameId, chapterId)}/regenerate`, { direction });
/** Undo (ADR 027): the story as it was before a write, brought back from its revision. */
export const restoreRevision = (gameId: string, revisionId: string) =>
  send<RestoreRevisionResponse>(
    "POST",
    `${game(gameId)}/revisions/${encodeURIComponent(revisionId)}/restore`,
  );
