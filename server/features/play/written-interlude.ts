import nlp from "compromise";
import type { PlayerState } from "../../../contract/ai";
import type { BibleChapter, StoryMemory, TurnInput } from "../../ai/narrator";
import { lastOpenedChapter } from "../../ai/storyteller/world";
import type { StoryBeats } from "../../db/schema";
import { type BeatScene, beatProgress } from "../../game/story-walk";

/**
 * The narrator's view of a written story while it answers a player at one of its scenes
 * (issue 29). It used to be given the game's plan — the outline's chapters, which are not the
 * story's — and a memory with no mark that the chapter had begun: so an action at scene 3 was
 * answered with the plan's chapter opening, titled with the plan's first chapter, which read as
 * being sent back to the start at 0 %. It is now given the story's own chapters, the scene the
 * player stands at as the chapter's text and place, and the chapter marked as begun — unless it
 * is opening a chapter that has no scenes, which is then its to open.
 */

const OUTLINE_MAX = 3000;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A scene title that names a place ("The Canal Bank", not "Jane Takes the Key"). */
function placeOf(title: string): string | undefined {
  const name = title.trim();
  if (!name || name.length > 80 || nlp(name).has("#Verb")) return undefined;
  return name;
}

function storyChapters(beats: StoryBeats, at: BeatScene): BibleChapter[] {
  return beats.chapters.map((chapter, i) => {
    const here = i === at.chapterIndex && !at.opensEmptyChapter;
    return {
      chapterNumber: i + 1,
      title: clip(chapter.title, 150),
      outline: clip(chapter.scenes.map((s) => s.title).join(". "), OUTLINE_MAX),
      selectedCharacters: [],
      selectedLocation: (here && placeOf(at.scene.title)) || "",
      // A scene with no text yet is the narrator's to write: no content to follow.
      content: here && at.scene.description.trim() ? at.scene.description : null,
    };
  });
}

export function narratorAtBeat(
  input: TurnInput,
  beats: StoryBeats,
  at: BeatScene,
  state: PlayerState,
): TurnInput {
  const chapter = at.chapterIndex + 1;
  const memory: StoryMemory = { ...input.memory, chapter };
  const begun = !at.opensEmptyChapter && lastOpenedChapter(memory.beats ?? []) < chapter;
  if (begun) memory.beats = [...(memory.beats ?? []), `open:${chapter}`];
  const place = at.opensEmptyChapter ? undefined : placeOf(at.scene.title);
  return {
    ...input,
    game: { ...input.game, chapters: storyChapters(beats, at) },
    state: place ? { ...state, currentLocation: place } : state,
    memory,
    // The narrator's sense of where the story stands is the chapter's, whatever progress reached.
    progress: beatProgress(at),
  };
}
