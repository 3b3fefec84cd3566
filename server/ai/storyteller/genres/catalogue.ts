import { adventure } from "./adventure";
import { everyday } from "./everyday";
import { fantasy } from "./fantasy";
import { historical } from "./historical";
import { horror } from "./horror";
import { mystery } from "./mystery";
import { romance } from "./romance";
import { scifi } from "./scifi";
import type { Beat, Family, Vocab } from "./types";

/** Every family, in the order a fuzzy genre name is matched against them. */
export const FAMILIES: readonly Family[] = [
  fantasy,
  scifi,
  mystery,
  horror,
  romance,
  historical,
  everyday,
  adventure,
];

/** A genre's resolved vocabulary: its family's lists with the sub-genre's flavour laid over them. */
export type GenreVocab = Vocab & {
  genre: string;
  family: Family;
  beats: Record<Beat, string[]>;
  darkBeats: Partial<Record<Beat, string[]>>;
  lines: string[];
  lore: string[];
};

const BY_GENRE = new Map<string, Family>();
for (const family of FAMILIES) for (const genre of family.genres) BY_GENRE.set(genre, family);

/** Words in a genre name we have no entry for, and the family they suggest. */
const HINTS: Array<[RegExp, Family]> = [
  [/myth|fairy|magic|sorcer|wizard|dragon|fae|elf|legend/, fantasy],
  [/sci|space|cyber|robot|future|alien|galac|tech|dystop|time/, scifi],
  [/myster|detect|crime|spy|heist|thrill|noir|sleuth|police|legal|caper/, mystery],
  [/horror|ghost|goth|haunt|paranorm|supernat|occult|vampire|zombie|psycho|terror/, horror],
  [/roman|love|erot|passion|relationship/, romance],
  [/histor|war|west|steam|medieval|victorian|regency|ancient|period|cowboy|samurai/, historical],
  [
    /comed|life|modern|drama|literar|coming|young|teen|family|school|sport|biograph|experiment|satire/,
    everyday,
  ],
  [/advent|action|hero|apocal|surviv|pirate|quest|explor|martial|jungle|treasure/, adventure],
];

const cache = new Map<string, GenreVocab>();

export function normalizeGenre(genre: string): string {
  return genre
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

export function familyFor(genre: string): Family {
  const key = normalizeGenre(genre);
  const direct = BY_GENRE.get(key);
  if (direct) return direct;
  for (const [pattern, family] of HINTS) if (pattern.test(key)) return family;
  return adventure;
}

export function vocabFor(genre: string): GenreVocab {
  const key = normalizeGenre(genre);
  const hit = cache.get(key);
  if (hit) return hit;
  const family = familyFor(key);
  const flavour = family.flavours[key] ?? {};
  const beats = { ...family.beats };
  for (const [beat, extra] of Object.entries(flavour.beats ?? {}) as Array<[Beat, string[]]>) {
    beats[beat] = [...extra, ...beats[beat]];
  }
  const darkBeats = { ...family.darkBeats };
  for (const [beat, extra] of Object.entries(flavour.darkBeats ?? {}) as Array<[Beat, string[]]>) {
    darkBeats[beat] = [...extra, ...(darkBeats[beat] ?? [])];
  }
  const vocab: GenreVocab = {
    genre: key,
    family,
    places: flavour.places ?? family.places,
    items: flavour.items ? [...flavour.items, ...family.items.slice(0, 4)] : family.items,
    senses: flavour.senses ?? family.senses,
    features: flavour.features ?? family.features,
    threats: flavour.threats ?? family.threats,
    gentleThreats: flavour.gentleThreats ?? family.gentleThreats,
    npcs: flavour.npcs ?? family.npcs,
    mysteries: flavour.mysteries ?? family.mysteries,
    titleNouns: flavour.titleNouns ?? family.titleNouns,
    titleAdjectives: flavour.titleAdjectives ?? family.titleAdjectives,
    firstNames: flavour.firstNames ?? family.firstNames,
    lastNames: flavour.lastNames ?? family.lastNames,
    foes: flavour.foes ?? family.foes,
    gentleFoes: flavour.gentleFoes ?? family.gentleFoes,
    beats,
    darkBeats,
    // A flavour with enough lines of its own speaks only in them: capes do not talk like explorers.
    lines:
      (flavour.lines?.length ?? 0) >= 4
        ? (flavour.lines as string[])
        : [...(flavour.lines ?? []), ...family.lines],
    lore: flavour.lore ?? family.lore,
  };
  if (cache.size < 256) cache.set(key, vocab);
  return vocab;
}

/** Every item any family knows, by lower-case name: dropped items keep their type and text. */
export const ITEM_INDEX = new Map<string, { name: string; type: string; description: string }>();
for (const family of FAMILIES) {
  for (const item of [...family.items, ...Object.values(family.flavours).flatMap((f) => f.items ?? [])]) {
    if (!ITEM_INDEX.has(item.name)) ITEM_INDEX.set(item.name, item);
  }
}
