// Prints one unseen premise in full (issue 31's independent check), driven as bench/writer.ts drives
// it: the assistant's storyline, the outline with the author's cast, instruction and plot line,
// every chapter written in order, and 30 played turns with the bench's typed actions.
import { DEFAULT_PLAYER_STATE, type PlayerState } from "../../contract/ai";
import { EMPTY_MEMORY, type GameBible, type StoryMemory } from "../../server/ai/narrator";
import { createEmbeddedNarrator } from "../../server/ai/storyteller/embedded-narrator";
import { applyChanges } from "../../server/game/rules";
import { typedActions } from "./writer-actions";
import type { WriterPremise } from "./writer-premises";
import { UNSEEN_PREMISES } from "./writer-unseen-premises";

export async function printUnseen(index: number) {
  const p = UNSEEN_PREMISES[index];
  if (!p) throw new Error(`no unseen premise ${index}`);
  await printPremise(p, `unseen-${index}`);
}

/** One premise in full, as the bench drives it; read it whole. */
export async function printPremise(p: WriterPremise, id: string) {
  const n = createEmbeddedNarrator();
  console.log(`=================== ${p.genre}: ${p.title}\n${p.storyline}\nInstruction: ${p.instruction}`);
  console.log(
    `\n--- assistant\n${await n.assist({ type: "storyline", genre: p.genre, storyline: p.storyline, prompt: p.instruction })}`,
  );
  const characters = p.characters.map((c) => ({ ...c, description: c.description ?? null }));
  const outline = await n.outline({
    title: p.title,
    genre: p.genre,
    childMode: false,
    chapterCount: 10,
    storyline: p.storyline,
    characters,
    instructions: p.instruction,
    plotLines: [p.plotLine],
  } as Parameters<typeof n.outline>[0]);
  console.log("\n--- outline");
  for (const c of outline.chapters)
    console.log(
      `${c.chapterNumber}. ${c.title} [${c.selectedLocation}; ${c.selectedCharacters.join(", ")}] ${c.outline}`,
    );
  const game: GameBible = {
    id,
    title: p.title,
    genre: p.genre,
    description: p.storyline,
    storyline: p.storyline,
    childMode: false,
    narrativePerspective: "second_person",
    gameplayMode: "interactive",
    characters,
    chapters: outline.chapters,
    plotLines: [p.plotLine],
  };
  const written: Array<{ chapterNumber: number; title: string; content: string }> = [];
  for (const c of outline.chapters) {
    const content = await n.chapter({
      game,
      chapterNumber: c.chapterNumber,
      chapterTitle: c.title,
      chapterDescription: c.outline,
      selectedCharacters: c.selectedCharacters,
      selectedLocation: c.selectedLocation,
      previousChapters: written.slice(),
      nextChapters: outline.chapters
        .filter((x) => x.chapterNumber > c.chapterNumber)
        .map((x) => ({ chapterNumber: x.chapterNumber, title: x.title, outline: x.outline })),
    });
    written.push({ chapterNumber: c.chapterNumber, title: c.title, content });
    console.log(`\n--- chapter ${c.chapterNumber}: ${c.title}\n${content}`);
  }
  console.log("\n--- 30 played turns");
  const actions = typedActions(p);
  let state: PlayerState = DEFAULT_PLAYER_STATE;
  let memory: StoryMemory = EMPTY_MEMORY;
  let progress = 0;
  let action = "Begin the adventure";
  const recent: Array<{ sceneNumber: number; action: string; prose: string }> = [];
  for (let t = 1; t <= 30; t++) {
    const result = await n.takeTurn({
      seed: `writer-${p.title}`,
      game,
      state,
      sceneNumber: t,
      action,
      memory,
      recent: recent.slice(-3),
      progress,
    }).outcome;
    console.log(`\n[${t}] > ${action}\n${result.prose}\n  choices: ${result.choices.join(" | ")}`);
    const applied = applyChanges(state, result.changes, progress);
    state = { ...applied.state, health: Math.max(applied.state.health, 50) };
    progress = applied.progress >= 100 ? 60 : applied.progress;
    memory = result.memory;
    recent.push({ sceneNumber: t, action, prose: result.prose });
    action = actions.get(t + 1) ?? result.choices[t % result.choices.length] ?? "Continue";
  }
}
