import type { PlayerState } from "../../../contract/ai";
import type { GameBible, StoryMemory } from "../../ai/narrator";
import type { StoryBeats } from "../../db/schema";
import { type AuthoredEffects, applyAuthored, fallenScene, fullPackNote } from "../../game/rules";
import {
  type BeatScene,
  beatChoices,
  beatProgress,
  chapterBeat,
  endingBeat,
  findBeat,
  followChoice,
  openingBeat,
  takeChoice,
} from "../../game/story-walk";
import type { PlayedEvent } from "./turn-events";

/** A scene ready to be stored as a turn, whoever wrote it. */
export type WrittenScene = {
  refused: false;
  prose: string;
  sceneTitle: string | null;
  chapterTitle: string | null;
  choices: unknown[];
  quickActions: string[];
  state: PlayerState;
  progress: number;
  memory: BeatMemory;
  /** What it did to the game's characters; a written story's own scenes report none. */
  events?: PlayedEvent[];
};

/**
 * Where a session stands in a written story: at a written scene, or in a chapter with no scenes
 * that the narrator opened (chapter ids and scene ids are unique apart, so they are kept apart).
 */
export type BeatMemory = StoryMemory & { beatSceneId?: string; beatChapterId?: string };

/** The memory of a session standing at this beat. */
export function beatMemory(memory: StoryMemory, beat: BeatScene): BeatMemory {
  const { beatSceneId: _s, beatChapterId: _c, ...rest } = memory as BeatMemory;
  const where = beat.opensEmptyChapter ? { beatChapterId: beat.chapter.id } : { beatSceneId: beat.scene.id };
  return { ...rest, chapter: beat.chapterIndex + 1, ...where };
}

const EXPERIENCE_PER_SCENE = 10;

/**
 * The scene of a written story a player reaches, with the experience and progress it brings and
 * the effects of the choice taken to reach it. What the rules decided against the author's
 * effects (a full pack, a fall) is said after the text, so that the story and the state agree.
 */
export function beatScene(
  beats: StoryBeats,
  beat: BeatScene,
  state: PlayerState,
  memory: StoryMemory,
  progress: number,
  effects?: AuthoredEffects,
  perspective?: GameBible["narrativePerspective"],
): WrittenScene {
  const ending = beat.scene.isEndingScene ? beats.endings?.find((e) => e.id === beat.scene.id) : undefined;
  const target = beatProgress(beat);
  const applied = applyAuthored(
    state,
    {
      experienceDelta: EXPERIENCE_PER_SCENE,
      progressDelta: Math.max(0, target - progress),
      achievements: beat.scene.isEndingScene ? [`Ending: ${ending?.title ?? beat.scene.title}`] : undefined,
    },
    effects,
    progress,
  );
  // The author's text as written; the level a player reaches shows beside it, but an item the
  // author gives that does not fit must be said, and so must a fall.
  const said = [beat.scene.description];
  if (applied.refusedItems.length) said.push(fullPackNote(applied.refusedItems));
  if (applied.died) said.push(fallenScene("", perspective).prose);
  return {
    refused: false,
    prose: said.join("\n\n"),
    sceneTitle: beat.scene.title,
    chapterTitle: beat.chapter.title,
    choices: applied.died ? [] : beatChoices(beat),
    quickActions: [],
    state: applied.state,
    progress: Math.round(applied.progress),
    memory: beatMemory(memory, beat),
  };
}

/**
 * Where a session is in a written story: its current scene (or the ending it reached that has no
 * scene of its own), the chapter without scenes the narrator opened, or the opening before any.
 * A scene the author has since removed leaves the session at the start of the chapter it was in —
 * never back at the story's opening — and progress, which only grows, is kept.
 */
export function currentBeat(
  beats: StoryBeats,
  memory: StoryMemory & { beatSceneId?: unknown; beatChapterId?: unknown },
): BeatScene | null {
  const chapterIndex = (memory.chapter ?? 1) - 1;
  if (typeof memory.beatChapterId === "string") {
    const index = beats.chapters.findIndex((c) => c.id === memory.beatChapterId);
    return chapterBeat(beats, index >= 0 ? index : chapterIndex) ?? openingBeat(beats);
  }
  if (typeof memory.beatSceneId !== "string")
    return (chapterIndex > 0 && chapterBeat(beats, chapterIndex)) || openingBeat(beats);
  return (
    findBeat(beats, memory.beatSceneId) ??
    endingBeat(beats, memory.beatSceneId, chapterIndex) ??
    chapterBeat(beats, chapterIndex) ??
    openingBeat(beats)
  );
}

export { findBeat, followChoice, openingBeat, takeChoice };
