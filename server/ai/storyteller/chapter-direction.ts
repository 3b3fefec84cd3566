import { type GenreVocab, vocabFor } from "./genres/catalogue";
import type { Beat } from "./genres/types";

/** How a chapter is written: a regeneration's direction ("make it eerier, and shorter") read. */
export type Options = {
  mood?: string;
  salt?: string;
  scale?: number;
  dialogue?: boolean;
  description?: boolean;
};

const MOODS: Array<[RegExp, string]> = [
  [/eer|creep|scar|spook|dark|sinister|haunt|horror|ominous|unsettl|dread|gothic/, "horror"],
  [/fun|humou?r|comic|light|silly|playful|whims|joke/, "comedy"],
  [/action|excit|tense|thrill|fast|fight|battle|danger|pace/, "adventure"],
  [/roman|tender|love|warm|heart/, "romance"],
  [/myster|suspense|clue|puzzl|intrigu/, "mystery"],
  [/magic|fantas|enchant/, "fantasy"],
  [/futur|tech|sci/, "science-fiction"],
];

/** "Make it eerier" → the horror family's senses and beats laid over the game's own. */
export function blend(base: GenreVocab, mood: string | undefined): GenreVocab {
  if (!mood) return base;
  const m = vocabFor(mood);
  if (m.family === base.family && mood !== "comedy") return base;
  const beats = { ...base.beats };
  for (const beat of Object.keys(beats) as Beat[])
    beats[beat] = [...m.beats[beat], ...base.beats[beat].slice(0, 1)];
  return {
    ...base,
    senses: [...m.senses, ...base.senses.slice(0, 3)],
    features: [...m.features.slice(0, 3), ...base.features],
    threats: m.threats,
    gentleThreats: m.gentleThreats,
    lore: [...m.lore, ...base.lore.slice(0, 2)],
    lines: [...m.lines.slice(0, 3), ...base.lines],
    beats,
  };
}

export function directionOptions(direction: string): Options {
  const d = direction.toLowerCase();
  const mood = MOODS.find(([pattern]) => pattern.test(d))?.[1];
  const scale = /short|brief|concise|tight/.test(d)
    ? 0.7
    : /long|expand|more detail|richer|deeper/.test(d)
      ? 1.3
      : 1;
  return {
    mood,
    scale,
    dialogue: /dialog|conversation|talk|speak/.test(d),
    description: /descri|atmospher|sensory|vivid|setting/.test(d),
  };
}
