import { choiceTextKey } from "../../contract/edit-game";
import type { StoryBeats } from "../db/schema";

/**
 * Walking a written story (GAPS.md, Story content): a game whose `storyBeats` were written by
 * Generate Complete Story is played scene by scene along its choices, with no model call.
 */
type Chapter = StoryBeats["chapters"][number];
type Scene = Chapter["scenes"][number];

export type BeatScene = {
  scene: Scene;
  chapter: Chapter;
  chapterIndex: number;
  chapterCount: number;
};

/** The written story, when the game plays one and it has at least one scene. */
export function writtenStory(game: { useCompleteStorySystem: boolean; storyBeats: StoryBeats | null }) {
  const beats = game.storyBeats;
  return game.useCompleteStorySystem && beats?.chapters.some((c) => c.scenes.length > 0) ? beats : null;
}

export function findBeat(beats: StoryBeats, sceneId: string): BeatScene | null {
  for (const [chapterIndex, chapter] of beats.chapters.entries()) {
    const scene = chapter.scenes.find((s) => s.id === sceneId);
    if (scene) return { scene, chapter, chapterIndex, chapterCount: beats.chapters.length };
  }
  return null;
}

export function openingBeat(beats: StoryBeats): BeatScene | null {
  const chapterIndex = beats.chapters.findIndex((c) => c.scenes.length > 0);
  const chapter = beats.chapters[chapterIndex];
  const scene = chapter?.scenes[0];
  return chapter && scene ? { scene, chapter, chapterIndex, chapterCount: beats.chapters.length } : null;
}

// The same key the contract keeps unique among a scene's choices.
const normalise = choiceTextKey;

/**
 * The scene a player's action leads to: a choice's text (as the choice buttons send it) or its
 * number. Anything else is not a written path (the caller lets the narrator answer it).
 */
export function followChoice(beats: StoryBeats, from: BeatScene, action: string): BeatScene | null {
  const said = normalise(action);
  const byNumber = /^\d+$/.test(said) ? from.scene.choices[Number(said) - 1] : undefined;
  const choice = byNumber ?? from.scene.choices.find((c) => normalise(c.text) === said);
  if (!choice) return null;
  const target =
    (choice.leadsToScene && findBeat(beats, choice.leadsToScene)) ||
    (choice.leadsToEnding &&
      (findBeat(beats, choice.leadsToEnding) ??
        endingBeat(beats, choice.leadsToEnding, from.chapterIndex))) ||
    (choice.leadsToChapter && firstSceneOf(beats, choice.leadsToChapter));
  return target || null;
}

export const closingText = (endingTitle: string) => `The End: ${endingTitle}.`;

/**
 * An ending reached where no scene carries its id (the Story Editor adds endings by id and title
 * alone): a closing scene made from the ending, in the chapter the player reached it from.
 */
export function endingBeat(beats: StoryBeats, endingId: string, chapterIndex: number): BeatScene | null {
  const ending = beats.endings?.find((e) => e.id === endingId);
  const at = Math.min(Math.max(0, chapterIndex), beats.chapters.length - 1);
  const chapter = beats.chapters[at];
  if (!ending || !chapter) return null;
  return {
    scene: {
      id: ending.id,
      title: ending.title,
      description: closingText(ending.title),
      isEndingScene: true,
      choices: [],
    },
    chapter,
    chapterIndex: at,
    chapterCount: beats.chapters.length,
  };
}

function firstSceneOf(beats: StoryBeats, chapterId: string): BeatScene | null {
  const chapterIndex = beats.chapters.findIndex((c) => c.id === chapterId);
  const chapter = beats.chapters[chapterIndex];
  const scene = chapter?.scenes[0];
  return chapter && scene ? { scene, chapter, chapterIndex, chapterCount: beats.chapters.length } : null;
}

/** Completion: chapters reached, and 100 at an ending. */
export function beatProgress(beat: BeatScene): number {
  if (beat.scene.isEndingScene) return 100;
  return Math.round((beat.chapterIndex / Math.max(1, beat.chapterCount)) * 100);
}

/** The choices a scene offers, as the play screen shows them. */
export function beatChoices(beat: BeatScene) {
  return beat.scene.choices.map((c) => ({ text: c.text, hasScene: true }));
}
