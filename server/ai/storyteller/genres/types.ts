/**
 * The shape of a genre family's vocabulary. Templates use the notation of ../render.ts.
 * Everything in `beats`, `lines` and the gentle lists must be fit for child mode; harsher
 * sentences go in `darkBeats`, which child mode never draws from.
 */

export type Beat =
  | "arrival"
  | "discovery"
  | "encounter"
  | "dialogue"
  | "setback"
  | "revelation"
  | "respite"
  | "climax";

export const BEATS: readonly Beat[] = [
  "arrival",
  "discovery",
  "encounter",
  "dialogue",
  "setback",
  "revelation",
  "respite",
  "climax",
];

/** A noun phrase in its two forms: first mention and later mentions. */
export type Noun = { a: string; the: string };

/** An item the world can offer. `name` is lower-case prose ("brass key"). */
export type ItemDef = { name: string; type: string; description: string };

export type CastKind =
  | "protagonist"
  | "antagonist"
  | "mentor"
  | "ally"
  | "rival"
  | "love-interest"
  | "companion";

export type Vocab = {
  /** Places as prose phrases: "the ruined chapel". */
  places: string[];
  items: ItemDef[];
  /** Independent clauses: "wet moss swallows every footstep". */
  senses: string[];
  /** Things to examine or open. */
  features: Noun[];
  threats: Noun[];
  /** Child mode's threats: mischievous or spooky at most. */
  gentleThreats: Noun[];
  /** Unnamed people the protagonist can meet. */
  npcs: Noun[];
  /** Noun phrases for open questions: "the missing ferryman". */
  mysteries: string[];
  titleNouns: string[];
  titleAdjectives: string[];
  firstNames: string[];
  lastNames: string[];
  /** Villains for games that name none; `gentleFoes` for child mode. */
  foes: string[];
  gentleFoes: string[];
};

export type Flavour = Partial<Vocab> & {
  beats?: Partial<Record<Beat, string[]>>;
  darkBeats?: Partial<Record<Beat, string[]>>;
  lines?: string[];
  lore?: string[];
};

export type Family = Vocab & {
  id: string;
  genres: string[];
  beats: Record<Beat, string[]>;
  darkBeats: Partial<Record<Beat, string[]>>;
  /** A place's history and hearsay, for depth between events. */
  lore: string[];
  /** Things people say; may use {hero}, {place}, {thread}, {foe}, {item}. */
  lines: string[];
  /** "social" families (romance, everyday life) fight with words, not fists. */
  conflict: "physical" | "social";
  /** Role phrases for drafted characters, by kind. */
  roles: Record<CastKind, string[]>;
  /** Sub-genres whose lists replace the family's (places, threats…) or add beats and lines. */
  flavours: Record<string, Flavour>;
};

/** Space-separated word lists keep long name pools on a few lines. */
export const words = (list: string): string[] => list.trim().split(/\s+/);
