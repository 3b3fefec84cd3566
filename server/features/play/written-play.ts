import type { TurnInput } from "../../ai/narrator";
import type { StoryBeats } from "../../db/schema";
import { type BeatScene, beatChoices, takeChoice } from "../../game/story-walk";
import { narratorAtBeat } from "./written-interlude";
import { beatMemory, beatScene, type WrittenScene } from "./written-story";

/**
 * A turn in a written story (issue 29): an action that takes one of the scene's choices — its
 * text, its number or what it means — reaches the scene it leads to, with the choice's effects
 * and no model call; a choice to a chapter with no scenes, or to a scene with no text yet, has
 * the narrator write it, forward; anything else the narrator answers in place: the player stays at the scene, its
 * choices offered again, and progress never drops.
 */

/** A scene by the narrator, or its refusal (child mode): the play service's `write`. */
type Narrated = WrittenScene | { refused: true; systemMessage: string };
export type Narrate = (input: TurnInput) => Promise<Narrated>;

export function writtenTurn(
  beats: StoryBeats,
  at: BeatScene,
  input: TurnInput,
  narrate: Narrate,
  onText?: (text: string) => void,
): Promise<Narrated> {
  const taken = takeChoice(beats, at, input.action);
  if (taken) return reachBeat(beats, taken.to, input, narrate, onText, taken.choice.effects);
  return answerAt(beats, at, input, narrate);
}

/**
 * The player reaches `to` (a choice's target, or the next chapter's start): its written scene,
 * or — a chapter with no scenes — the narrator's opening of it, written with the effects given.
 */
export async function reachBeat(
  beats: StoryBeats,
  to: BeatScene,
  input: TurnInput,
  narrate: Narrate,
  onText?: (text: string) => void,
  effects?: NonNullable<StoryBeats["chapters"][number]["scenes"][number]["choices"][number]["effects"]>,
): Promise<Narrated> {
  const scene = beatScene(
    beats,
    to,
    input.state,
    input.memory,
    input.progress,
    effects,
    input.game.narrativePerspective,
  );
  // An effect that takes the last of the player's health ends the run there. A scene the author
  // has not written yet (no text, not an ending: an import's broken link, ADR 033) is written
  // by the narrator from the player's action, as a chapter with no scenes is.
  if ((!to.opensEmptyChapter && !unwritten(to)) || scene.state.health === 0) {
    onText?.(scene.prose);
    return scene;
  }
  return answerAt(beats, to, { ...input, state: scene.state }, narrate, scene.progress);
}

/** A written scene with no text that is not an ending: the narrator writes it when reached. */
export const unwritten = (beat: BeatScene) =>
  !beat.opensEmptyChapter && !beat.scene.isEndingScene && beat.scene.description.trim() === "";

/** The narrator's scene at `here`: an answer at a written scene, or a chapter it opens. */
async function answerAt(
  beats: StoryBeats,
  here: BeatScene,
  input: TurnInput,
  narrate: Narrate,
  progress = input.progress,
): Promise<Narrated> {
  const interlude = await narrate(narratorAtBeat(input, beats, here, input.state));
  if (interlude.refused) return interlude;
  const offered = beatChoices(here);
  return {
    ...interlude,
    // A written scene stays the scene the player is at; a chapter the narrator opens is its own.
    sceneTitle: here.opensEmptyChapter ? interlude.sceneTitle : here.scene.title,
    choices: here.opensEmptyChapter ? [...interlude.choices, ...offered] : offered,
    chapterTitle: here.chapter.title,
    progress: Math.max(input.progress, progress),
    memory: beatMemory(interlude.memory, here),
  };
}
