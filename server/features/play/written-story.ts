import type { PlayerState } from "../../../contract/ai";
import type { StoryMemory } from "../../ai/narrator";
import type { StoryBeats } from "../../db/schema";
import { applyChanges } from "../../game/rules";
import {
  type BeatScene,
  beatChoices,
  beatProgress,
  endingBeat,
  findBeat,
  followChoice,
  openingBeat,
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
  memory: StoryMemory & { beatSceneId?: string };
  /** What it did to the game's characters; a written story's own scenes report none. */
  events?: PlayedEvent[];
};

const EXPERIENCE_PER_SCENE = 10;

/** The scene of a written story a player reaches, with the experience and progress it brings. */
export function beatScene(
  beats: StoryBeats,
  beat: BeatScene,
  state: PlayerState,
  memory: StoryMemory,
  progress: number,
): WrittenScene {
  const ending = beat.scene.isEndingScene ? beats.endings?.find((e) => e.id === beat.scene.id) : undefined;
  const target = beatProgress(beat);
  const applied = applyChanges(
    state,
    {
      experienceDelta: EXPERIENCE_PER_SCENE,
      progressDelta: Math.max(0, target - progress),
      achievements: beat.scene.isEndingScene ? [`Ending: ${ending?.title ?? beat.scene.title}`] : undefined,
    },
    progress,
  );
  return {
    refused: false,
    prose: beat.scene.description,
    sceneTitle: beat.scene.title,
    chapterTitle: beat.chapter.title,
    choices: beatChoices(beat),
    quickActions: [],
    state: applied.state,
    progress: Math.round(applied.progress),
    memory: { ...memory, chapter: beat.chapterIndex + 1, beatSceneId: beat.scene.id },
  };
}

/**
 * Where a session is in a written story: its current scene (or the ending it reached that has no
 * scene of its own), or the opening before any.
 */
export function currentBeat(
  beats: StoryBeats,
  memory: StoryMemory & { beatSceneId?: unknown },
): BeatScene | null {
  if (typeof memory.beatSceneId !== "string") return openingBeat(beats);
  return (
    findBeat(beats, memory.beatSceneId) ?? endingBeat(beats, memory.beatSceneId, (memory.chapter ?? 1) - 1)
  );
}

export { findBeat, followChoice, openingBeat };
