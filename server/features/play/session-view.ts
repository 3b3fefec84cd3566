import type { PlayerState } from "../../../contract/ai";
import type { ActionResponse, PlayGame, SessionData } from "../../../contract/play";
import type { GameRow } from "../../game/game-bible";
import { runEnded } from "./run-end";
import type { TurnRow } from "./turn-chain";

export const HISTORY_LENGTH = 10;

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
    storyBeats: game.storyBeats ?? null,
  };
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
      .map((t) => ({ id: t.id, playerAction: t.action, gameResponse: t.prose })),
    choices: current.choices as ActionResponse["choices"],
    quickActions: current.quickActions,
    currentSceneNumber: current.sceneNumber,
    chapterTitle: current.chapterTitle,
    sceneTitle: current.sceneTitle,
    systemMessage: systemMessage ?? current.systemMessage,
    ended: runEnded(game, current),
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
