import type { PlayerState } from "../../../contract/ai";
import { chapterImagePath } from "../../../contract/complete-story";
import {
  type ActionResponse,
  HISTORY_RESPONSE_CHARS,
  PLAY_SUMMARY_CHAPTERS,
  PLAY_SUMMARY_TITLE_CHARS,
  type PlayGame,
  type SessionData,
} from "../../../contract/play";
import type { GameRow } from "../../game/game-bible";
import { runEnded } from "./run-end";
import type { TurnRow } from "./turn-chain";

export const HISTORY_LENGTH = 10;

/** At most `max` characters, cut with an ellipsis, never inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * What play shows of the written story: chapter titles and sizes. The scenes reach the player
 * one at a time, as they are played (issue 28 F10: a 3 MB story was 2.9 MB per answer).
 */
function storySummary(beats: GameRow["storyBeats"]): PlayGame["storyBeats"] {
  if (!beats) return null;
  const chapters = Array.isArray(beats.chapters) ? beats.chapters : [];
  const scenes = (chapter: (typeof chapters)[number]) =>
    Array.isArray(chapter.scenes) ? chapter.scenes.length : 0;
  return {
    chapters: chapters.slice(0, PLAY_SUMMARY_CHAPTERS).map((chapter) => ({
      title: cutText(String(chapter.title ?? ""), PLAY_SUMMARY_TITLE_CHARS),
      sceneCount: scenes(chapter),
    })),
    chapterCount: chapters.length,
    sceneCount: chapters.reduce((sum, chapter) => sum + scenes(chapter), 0),
  };
}

export function playGame(game: GameRow, creatorName: string): PlayGame {
  return {
    id: game.id,
    title: game.title,
    description: game.description,
    genre: game.genre,
    creatorId: game.creatorId,
    creatorName,
    childMode: game.childMode,
    gameplayMode:
      game.gameplayMode === "linear" || game.gameplayMode === "story-only"
        ? game.gameplayMode
        : "interactive",
    useCompleteStorySystem: game.useCompleteStorySystem,
    hasStructuredStory: game.hasStructuredStory,
    allowRegeneration: game.allowRegeneration,
    shareSlug: game.shareSlug,
    storyBeats: storySummary(game.storyBeats),
  };
}

/**
 * The picture of the complete-story chapter whose first scene this turn shows as written (not a
 * narrator's answer at it): the story's chapter has its generator chapter's id (ADR 027).
 */
export function chapterImageAt(game: GameRow, turn: TurnRow): string | null {
  const beats = game.storyBeats;
  const sceneId = (turn.memory as { beatSceneId?: unknown }).beatSceneId;
  if (beats?.writtenBy !== "complete-story" || typeof sceneId !== "string") return null;
  const chapter = beats.chapters.find((c) => c.scenes[0]?.id === sceneId);
  const opening = chapter?.scenes[0];
  if (!chapter || !opening?.description || !turn.prose.startsWith(opening.description)) return null;
  return chapterImagePath(chapter.id);
}

/** The scene fields of an answer, from the current turn and the chain leading to it. */
export function sceneView(
  game: GameRow,
  current: TurnRow,
  chain: TurnRow[],
  systemMessage: string | null = null,
): ActionResponse {
  return {
    sceneDescription: current.prose,
    playerState: current.state as PlayerState,
    gameProgress: current.progress,
    // The opening scene answers no action, so it is not part of the action history.
    actionHistory: chain
      .filter((t) => t.parentTurnId !== null)
      .slice(-HISTORY_LENGTH)
      .map((t) => ({
        id: t.id,
        playerAction: t.action,
        gameResponse: cutText(t.prose, HISTORY_RESPONSE_CHARS),
      })),
    choices: current.choices as ActionResponse["choices"],
    quickActions: current.quickActions,
    currentSceneNumber: current.sceneNumber,
    chapterTitle: current.chapterTitle,
    sceneTitle: current.sceneTitle,
    systemMessage: systemMessage ?? current.systemMessage,
    ended: runEnded(game, current),
    chapterImageUrl: chapterImageAt(game, current),
  };
}

export function sessionView(
  game: PlayGame,
  token: string,
  scene: ActionResponse,
  previewMode: boolean,
): SessionData {
  const { sceneDescription, ...rest } = scene;
  return { game, currentScene: sceneDescription, sessionToken: token, previewMode, ...rest };
}
