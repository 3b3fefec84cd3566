import type { z } from "zod";
import type {
  AssistRequest,
  CharactersRequest,
  CharactersResponse,
  OutlineRequest,
  OutlineResult,
  SequelIdeasRequest,
  SequelIdeasResult,
  SequelOutlineRequest,
} from "../../../contract/ai";
import type {
  CreateGameRequest,
  GameDetail,
  OutlineChapterView,
  QuickStartRequest,
  StoryOutlineRequest,
} from "../../../contract/creation";
import { apiRequest } from "../../api/request";

/** The creation flows' calls (spec 001 §7), typed by the contract. */

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await apiRequest("POST", url, body)).json();

export const createGame = (body: CreateGameRequest) => post<GameDetail>("/api/games", body);
export const quickStart = (body: QuickStartRequest) =>
  post<{ id: string; title: string }>("/api/games/quick-start", body);
export const saveStoryOutline = (gameId: string, body: StoryOutlineRequest) =>
  post<{ chapters: OutlineChapterView[] }>(`/api/games/${encodeURIComponent(gameId)}/story-outline`, body);

export const aiCharacters = (body: z.input<typeof CharactersRequest>) =>
  post<z.infer<typeof CharactersResponse>>("/api/ai/characters", body);
export const aiOutline = (body: z.input<typeof OutlineRequest>) =>
  post<OutlineResult>("/api/ai/generate-story-outline", body);
export const aiBiography = (name: string) => post<{ biography: string }>("/api/ai/fetch-biography", { name });
export const aiSequelOutline = (body: z.input<typeof SequelOutlineRequest>) =>
  post<OutlineResult>("/api/ai/generate-sequel-outline", body);
export const aiSequelIdeas = (body: z.input<typeof SequelIdeasRequest>) =>
  post<SequelIdeasResult>("/api/ai/suggest-sequel-storyline", body);
export const aiGenerate = (body: z.input<typeof AssistRequest>) =>
  post<{ content: string }>("/api/ai/generate", body);

/** Query keys: the default query function GETs the key joined with "/". */
export const gameKey = (id: string) => ["/api/games", id] as const;
export const chaptersKey = (id: string) => ["/api/games", id, "story-outline-chapters"] as const;
