import { choiceTextKey } from "../../contract/edit-game";
import type { StoryBeats } from "../db/schema";
import { matchChoice } from "./choice-match";
import { closingText, continueChoiceText } from "./story-chapters";

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
  /** A chapter with no scenes: there is no written scene, the narrator writes the chapter's. */
  opensEmptyChapter?: boolean;
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

type Choice = Scene["choices"][number];

/** A choice taken: the scene it leads to, or a chapter that has no scenes yet (the narrator opens it). */
export type ChoiceTaken = { choice: Choice; to: BeatScene };

/**
 * The choice a player's action takes: its text (as the choice buttons send it), its number, or
 * the choice the action means (choice-match.ts). Anything else is not a written path (the caller
 * lets the narrator answer it in place).
 */
export function takeChoice(beats: StoryBeats, from: BeatScene, action: string): ChoiceTaken | null {
  const said = normalise(action);
  const byNumber = /^\d+$/.test(said) ? from.scene.choices[Number(said) - 1] : undefined;
  const exact = byNumber ?? from.scene.choices.find((c) => normalise(c.text) === said);
  const choice =
    exact ??
    from.scene.choices[
      matchChoice(
        action,
        from.scene.choices.map((c) => c.text),
      )
    ];
  if (!choice) return null;
  const target =
    (choice.leadsToScene && findBeat(beats, choice.leadsToScene)) ||
    (choice.leadsToEnding &&
      (findBeat(beats, choice.leadsToEnding) ??
        endingBeat(beats, choice.leadsToEnding, from.chapterIndex))) ||
    (choice.leadsToChapter && chapterBeat(beats, chapterIndexOf(beats, choice.leadsToChapter)));
  return target ? { choice, to: target } : null;
}

/** The scene a player's action leads to (see takeChoice). */
export function followChoice(beats: StoryBeats, from: BeatScene, action: string): BeatScene | null {
  return takeChoice(beats, from, action)?.to ?? null;
}

export { closingText };

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

const chapterIndexOf = (beats: StoryBeats, chapterId: string) =>
  beats.chapters.findIndex((c) => c.id === chapterId);

/**
 * Where a chapter begins: its first scene, or — a chapter with no scenes yet — a stand-in the
 * narrator opens (`opensEmptyChapter`), whose one choice goes on to the next chapter.
 */
export function chapterBeat(beats: StoryBeats, chapterIndex: number): BeatScene | null {
  const chapter = beats.chapters[chapterIndex];
  if (!chapter) return null;
  const at = { chapter, chapterIndex, chapterCount: beats.chapters.length };
  const scene = chapter.scenes[0];
  if (scene) return { scene, ...at };
  const next = beats.chapters[chapterIndex + 1];
  return {
    scene: {
      id: chapter.id,
      title: chapter.title,
      description: "",
      choices: next
        ? [
            {
              id: `${chapter.id}-on`,
              text: continueChoiceText(chapterIndex + 2, next.title),
              leadsToChapter: next.id,
            },
          ]
        : [],
    },
    ...at,
    opensEmptyChapter: true,
  };
}

/** Completion: chapters reached, and 100 at an ending. */
export function beatProgress(beat: BeatScene): number {
  // An ending, or the last chapter's scene with nowhere left to go (a story written as
  // chapters ends so): the story is done.
  const last = beat.chapterIndex === beat.chapterCount - 1 && beat.scene.choices.length === 0;
  if (beat.scene.isEndingScene || last) return 100;
  return Math.round((beat.chapterIndex / Math.max(1, beat.chapterCount)) * 100);
}

/** The choices a scene offers, as the play screen shows them. */
export function beatChoices(beat: BeatScene) {
  return beat.scene.choices.map((c) => ({ text: c.text, hasScene: true }));
}
