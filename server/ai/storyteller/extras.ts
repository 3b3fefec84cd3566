import type { AssistInput } from "../narrator";
import { draftCharacters, storylineLead, storyThing } from "./drafts";
import { vocabFor } from "./genres/catalogue";
import { draftOutline } from "./outline";
import { Rng } from "./random";
import { childSafe } from "./safe-words";
import { firstSentence, keywords, upperFirst, withArticle } from "./text";

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
  const vocab = vocabFor(input.genre);
  const rng = new Rng("assist", input.type, input.genre, input.storyline, input.prompt ?? "");
  const source = `${input.storyline} ${input.prompt ?? ""}`.trim();
  // The creator's own instructions, in their words (keywords alone read as nonsense: "leans into twist").
  const asked = (input.prompt ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "")
    .slice(0, 200);
  let text: string;
  if (input.type === "storyline") {
    const lead = storylineLead(input.storyline);
    const hero = lead.name ?? `${rng.pick(vocab.firstNames)} ${rng.pick(vocab.lastNames)}`;
    const role = lead.role ?? rng.pick(vocab.family.roles.protagonist);
    const thing = storyThing(source, vocab, rng);
    const foe = rng.pick(childMode ? vocab.gentleFoes : vocab.foes);
    const place = rng.pick(vocab.places);
    const opening = input.storyline.trim() ? `${input.storyline.trim().replace(/([^.!?])$/, "$1.")} ` : "";
    text =
      `${opening}${hero}, ${withArticle(role)}, is drawn out of an ordinary life at ${place} when ${rng.pick(vocab.mysteries)} comes to light. ` +
      `The trail leads toward ${thing}, and ${foe} wants it too. ` +
      `Along the way ${hero} must find allies worth trusting, face ${rng.pick(childMode ? vocab.gentleThreats : vocab.threats).a}, and decide what the journey is really for.${asked ? ` Above all, the story keeps to this: ${asked}.` : ""}`;
  } else if (input.type === "characters") {
    const cast = draftCharacters({
      storyline: source || input.genre,
      genre: input.genre,
      childMode,
      count: 4,
    });
    text = cast
      .map((c) => `- ${c.name} (${c.role}, ${c.characterType}): ${firstSentence(c.description)}.`)
      .join("\n");
    if (asked) text += `\nDirection: ${asked}.`;
  } else {
    const outline = draftOutline({
      title: upperFirst(keywords(source, 1)[0] ?? input.genre),
      genre: input.genre,
      childMode,
      chapterCount: 5,
      storyline: source,
      characters: [],
    });
    text = outline.chapters
      .slice(0, 4)
      .map((c, i) => `${i + 1}. ${c.title} (${c.selectedLocation}): ${c.outline}`)
      .join("\n");
    if (asked) text += `\nDirection: ${asked}.`;
  }
  return childMode ? childSafe(text) : text;
}
