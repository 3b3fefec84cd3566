// Prints what the built-in writer makes of a few premises: the assistant's storyline, the
// outline and a written (complete) story. Read it whole (issue 31).
// Usage: node --import tsx scripts/writer-samples.ts [index]
//    or: node --import tsx scripts/writer-samples.ts --premises <list> <index> (bench/lib/writer-lists.ts) — one of the
//        independent check's premises (or the bench's own), in full: assistant, outline, every
//        written chapter, and 30 played turns.

import { listFromArgs } from "../bench/lib/writer-lists";
import type { WriterPremise } from "../bench/lib/writer-premises";
import { printPremise, printUnseen } from "../bench/lib/writer-print";
import type { GameBible } from "../server/ai/narrator";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";

if (process.argv.includes("--premises")) {
  const { name, list } = listFromArgs(process.argv);
  const index = Number(process.argv[process.argv.indexOf("--premises") + 2] ?? 0);
  if (name === "unseen") await printUnseen(index);
  else await printPremise(list[index] as WriterPremise, `${name === "own" ? "writer" : name}-${index}`);
  process.exit(0);
}

type Premise = { genre: string; title: string; storyline: string; instruction: string };
const PREMISES: Premise[] = [
  {
    genre: "mystery",
    title: "The Tidal Light",
    storyline: "A lighthouse keeper on a tidal island",
    instruction: "Make the keeper a retired clockmaker, and include a drowned brother",
  },
  {
    genre: "fantasy",
    title: "The Salt Road",
    storyline:
      "A beekeeper's apprentice carries a cracked bell across a frozen marsh to the monastery of Saint Oda",
    instruction: "Give her a one-eyed goose as a companion and keep the tone gentle",
  },
  {
    genre: "sci-fi",
    title: "Night Shift on Ceres",
    storyline:
      "Priya Nair, a hydroponics technician on a mining colony, finds seed vaults emptied the night before the supply ship docks",
    instruction: "Include a malfunctioning maintenance robot and a quarantine",
  },
];

const n = createEmbeddedNarrator();
const only = process.argv[2] ? [Number(process.argv[2])] : PREMISES.map((_, i) => i);
for (const i of only) {
  const p = PREMISES[i] as Premise;
  console.log(`\n=================== ${p.genre}: ${p.title}\n${p.storyline} / ${p.instruction}`);
  const assisted = await n.assist({
    type: "storyline",
    genre: p.genre,
    storyline: p.storyline,
    prompt: p.instruction,
  });
  console.log(`\n--- assistant\n${assisted}`);
  const outline = await n.outline({
    title: p.title,
    genre: p.genre,
    childMode: false,
    chapterCount: 8,
    storyline: assisted,
    characters: [],
    instructions: p.instruction,
  } as Parameters<typeof n.outline>[0]);
  console.log("\n--- cast");
  for (const c of outline.mainCharacters)
    console.log(`${c.name} (${c.role}, ${c.characterType}): ${c.description}`);
  console.log("\n--- outline");
  for (const c of outline.chapters)
    console.log(`${c.chapterNumber}. ${c.title} [${c.selectedLocation}] ${c.outline}`);
  const game: GameBible = {
    id: `sample-${i}`,
    title: p.title,
    genre: p.genre,
    description: null,
    storyline: assisted,
    childMode: false,
    narrativePerspective: "third_person",
    narrativeStyle: null,
    authorInfluence: null,
    gameplayMode: "interactive",
    characters: outline.mainCharacters,
    chapters: outline.chapters,
  };
  const first = outline.chapters[0];
  if (first) {
    const chapter = await n.chapter({
      game,
      chapterNumber: 1,
      chapterTitle: first.title,
      chapterDescription: first.outline,
      selectedCharacters: first.selectedCharacters,
      selectedLocation: first.selectedLocation,
      previousChapters: [],
      nextChapters: outline.chapters.slice(1, 2),
    });
    console.log(`\n--- chapter 1, written\n${chapter}`);
  }
  const story = await n.completeStory({ game, chapterCount: 5 });
  console.log("\n--- written story");
  for (const ch of story.chapters) {
    console.log(`\n## ${ch.title}`);
    for (const s of ch.scenes.slice(0, 2)) console.log(`${s.description}\n`);
  }
}
