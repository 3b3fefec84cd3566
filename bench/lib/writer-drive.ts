// Drives the writer through the app's own entry points, as bench/writer.ts measures it and
// scripts/writer-samples.ts prints it: the outline with the author's cast, instruction and plot
// line, every chapter in order, and 30 played turns with the bench's typed actions.
import { DEFAULT_PLAYER_STATE, type OutlineChapter, type PlayerState } from "../../contract/ai";
import { EMPTY_MEMORY, type GameBible, type Narrator, type StoryMemory } from "../../server/ai/narrator";
import { applyChanges } from "../../server/game/rules";
import { typedActions } from "./writer-actions";
import type { WriterPremise } from "./writer-premises";
import { CHAPTERS, TURNS } from "./writer-report";

export function bibleOf(p: WriterPremise, chapters: OutlineChapter[], id = `writer-${p.title}`): GameBible {
  return {
    id,
    title: p.title,
    genre: p.genre,
    description: p.storyline,
    storyline: p.storyline,
    childMode: false,
    // The perspective every new game has (contract/creation.ts): the written story as authors get it.
    narrativePerspective: "third_person",
    gameplayMode: "interactive",
    characters: p.characters.map((c) => ({ ...c, description: c.description ?? null })),
    chapters,
    // Edit Game's plot lines, as games.plot_lines keeps them (a narrator that knows none ignores them).
    plotLines: [p.plotLine],
  };
}

/** The outline generator, as /api/ai/generate-story-outline calls it, with the author's asks. */
export function outlineOf(narrator: Narrator, p: WriterPremise) {
  return narrator.outline({
    title: p.title,
    genre: p.genre,
    childMode: false,
    chapterCount: CHAPTERS,
    storyline: p.storyline,
    characters: p.characters.map((c) => ({ ...c, description: c.description ?? null })),
    instructions: p.instruction,
    plotLines: [p.plotLine],
  });
}

export type Written = { chapterNumber: number; title: string; content: string };

/** Chapter writing in the planner, one chapter after another (generate-chapter). */
export async function writeChapters(narrator: Narrator, bible: GameBible): Promise<Written[]> {
  const written: Written[] = [];
  for (const c of bible.chapters) {
    const content = await narrator.chapter({
      game: bible,
      chapterNumber: c.chapterNumber,
      chapterTitle: c.title,
      chapterDescription: c.outline,
      selectedCharacters: c.selectedCharacters,
      selectedLocation: c.selectedLocation,
      previousChapters: written.slice(),
      nextChapters: bible.chapters
        .filter((n) => n.chapterNumber > c.chapterNumber)
        .map((n) => ({ chapterNumber: n.chapterNumber, title: n.title, outline: n.outline })),
    });
    written.push({ chapterNumber: c.chapterNumber, title: c.title, content });
  }
  return written;
}

export type PlayedScene = { action: string; prose: string; items: string[]; choices: string[] };

/** Thirty played turns: the player's typed words at their turns, the story's choices between. */
export async function playTurns(
  narrator: Narrator,
  p: WriterPremise,
  bible: GameBible,
): Promise<PlayedScene[]> {
  const typed = typedActions(p);
  let state: PlayerState = DEFAULT_PLAYER_STATE;
  let memory: StoryMemory = EMPTY_MEMORY;
  let progress = 0;
  let action = "Begin the adventure";
  const recent: Array<{ sceneNumber: number; action: string; prose: string }> = [];
  const scenes: PlayedScene[] = [];
  for (let n = 1; n <= TURNS; n++) {
    const result = await narrator.takeTurn({
      seed: `writer-${p.title}`,
      game: bible,
      state,
      sceneNumber: n,
      action,
      memory,
      recent: recent.slice(-3),
      progress,
    }).outcome;
    scenes.push({
      action,
      prose: result.prose,
      items: (result.changes.addItems ?? []).map((i) => i.name),
      choices: result.choices,
    });
    const applied = applyChanges(state, result.changes, progress);
    // The bench keeps the hero alive and the story short of its end: 30 turns of play to read.
    state = { ...applied.state, health: Math.max(applied.state.health, 50) };
    progress = applied.progress >= 100 ? 60 : applied.progress;
    memory = result.memory;
    recent.push({ sceneNumber: n, action, prose: result.prose });
    action = typed.get(n + 1) ?? result.choices[n % result.choices.length] ?? "Continue";
  }
  return scenes;
}
