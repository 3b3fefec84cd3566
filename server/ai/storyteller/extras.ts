import type { AssistInput } from "../narrator";
import { assistStoryline } from "./assistant";
import { draftCharacters } from "./drafts";
import { draftOutline } from "./outline";
import { Rng } from "./random";
import { childSafe } from "./safe-words";
import { firstSentence, keywords, upperFirst } from "./text";

/**
 * Biographies and the AI Assistant. The storyteller knows no facts about real people, so a
 * "biography" is an honest story portrayal that invents no life events, dates or deeds.
 */
const PORTRAYALS = [
  "thoughtful and observant, slow to judge and quick to notice",
  "warm and direct, with a sense of humour that surfaces at unexpected moments",
  "determined and curious, always asking one more question than expected",
  "calm under pressure, the person others look to when plans go wrong",
  "generous with time and attention, and stubborn about what matters",
];
const PRESENCES = [
  "Other characters tend to lower their voices when {name} speaks, and listen.",
  "In scenes with {name}, the story slows down a little, as if to pay attention.",
  "{name} is written as a steadying presence: someone the protagonist can ask for advice.",
];

export function biography(name: string, childMode = false): string {
  const clean = name.trim().replace(/\s+/g, " ").slice(0, 120) || "This person";
  const rng = new Rng("biography", clean.toLowerCase());
  const text = [
    `${clean} appears in this story as a character inspired by a real person.`,
    "This is a story portrayal, not a biography: the offline storyteller does not know facts about real people and invents none, so add any real background, achievements or dates yourself if you want the story to reflect them.",
    `As they appear in this story, ${clean} is ${rng.pick(PORTRAYALS)}.`,
    rng.pick(PRESENCES).replace(/\{name\}/g, clean),
  ].join(" ");
  return childMode ? childSafe(text) : text;
}

export function assist(input: AssistInput, childMode = false): string {
  // The creator's instructions are followed by the premise reader, never pasted (issue 31).
  const instructions = input.prompt?.trim() || undefined;
  let text: string;
  if (input.type === "storyline") return assistStoryline(input, childMode);
  if (input.type === "characters") {
    const cast = draftCharacters({
      storyline: input.storyline.trim() || input.genre,
      genre: input.genre,
      childMode,
      count: 4,
      instructions,
    });
    text = cast
      .map((c) => `- ${c.name} (${c.role}, ${c.characterType}): ${firstSentence(c.description)}.`)
      .join("\n");
  } else {
    const outline = draftOutline({
      title: upperFirst(keywords(input.storyline, 1)[0] ?? input.genre),
      genre: input.genre,
      childMode,
      chapterCount: 5,
      storyline: input.storyline,
      characters: [],
      instructions,
    });
    text = outline.chapters
      .slice(0, 4)
      .map((c, i) => `${i + 1}. ${c.title} (${c.selectedLocation}): ${c.outline}`)
      .join("\n");
  }
  return childMode ? childSafe(text) : text;
}
