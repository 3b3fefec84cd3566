import type { PlayerState } from "../../../contract/ai";
import type { StoryMemory } from "../../ai/narrator";
import type { GameRow } from "../../game/game-bible";
import { writtenStory } from "../../game/story-walk";
import type { TurnRow } from "./turn-chain";
import { currentBeat } from "./written-story";

/**
 * Whether a run is over at this turn: the player fell (health 0), or a written story reached
 * one of its endings. No action goes on from there (the server answers 409), so the play screen
 * is told, and offers Roll Back and a new game instead of buttons that can only fail.
 */
export function runEnded(game: GameRow, turn: TurnRow): boolean {
  if ((turn.state as PlayerState).health <= 0) return true;
  const beats = writtenStory(game);
  return Boolean(beats && currentBeat(beats, turn.memory as StoryMemory)?.scene.isEndingScene);
}
