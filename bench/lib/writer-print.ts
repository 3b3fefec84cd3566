// Prints one premise in full (issue 31's independent check, or the bench's own), driven as
// bench/writer.ts drives it: the assistant's storyline, the outline with the author's cast,
// instruction and plot line, every chapter written in order, and 30 played turns.
import { createEmbeddedNarrator } from "../../server/ai/storyteller/embedded-narrator";
import { bibleOf, outlineOf, playTurns, writeChapters } from "./writer-drive";
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
  const assisted = await n.assist({
    type: "storyline",
    genre: p.genre,
    storyline: p.storyline,
    prompt: p.instruction,
  });
  console.log(`\n--- assistant\n${assisted}`);
  const outline = await outlineOf(n, p);
  console.log("\n--- outline");
  for (const c of outline.chapters)
    console.log(
      `${c.chapterNumber}. ${c.title} [${c.selectedLocation}; ${c.selectedCharacters.join(", ")}] ${c.outline}`,
    );
  const game = bibleOf(p, outline.chapters, id);
  for (const c of await writeChapters(n, game))
    console.log(`\n--- chapter ${c.chapterNumber}: ${c.title}\n${c.content}`);
  console.log("\n--- 30 played turns");
  for (const [i, s] of (await playTurns(n, p, game)).entries())
    console.log(`\n[${i + 1}] > ${s.action}\n${s.prose}\n  choices: ${s.choices.join(" | ")}`);
}
