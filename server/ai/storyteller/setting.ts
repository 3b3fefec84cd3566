import nlp from "compromise";
import type { GameBible } from "../narrator";
import type { GenreVocab } from "./genres/catalogue";
import type { ItemDef, Noun } from "./genres/types";
import { ING_PLACES } from "./premise-words";
import { clashesWithWorld } from "./setting-clashes";
import { ROWS, SENSES } from "./setting-rows";
import { perText } from "./text";

/**
 * The game's own setting, read from its title, description and storyline. A glasshouse murder
 * happens among glasshouses, a hospital story on wards and stairwells: the genre's stock places
 * (a railway lost-property office, a nursery at the top of the stairs) are only for games whose
 * text names no setting. A civilian setting also keeps stray weapons off the floor.
 */
export type Setting = {
  id: string;
  places: string[];
  senses: string[];
  features: Noun[];
  items: ItemDef[];
  /** Somewhere ordinary people work or live: no revolvers lying about. */
  civil: boolean;
};

const SETTINGS: Setting[] = ROWS.map(([id, , places, features, items, civil]) => ({
  id,
  places,
  senses: SENSES[id] ?? [],
  civil,
  features: features.map((pair) => {
    const [a, the] = pair.split("|") as [string, string];
    return { a, the };
  }),
  items: items.map((row) => {
    const [name, type, description] = row.split("|") as [string, string, string];
    return { name, type, description };
  }),
}));

/** The setting the game's own words name, if any (the title and description count double). */
export function settingOf(game: Pick<GameBible, "title" | "description" | "storyline">): Setting | undefined {
  const raw = `${game.title} ${game.description ?? ""} ${game.description ?? ""} ${game.storyline ?? ""}`;
  const text = namedThingsIn(withoutNameWords(raw));
  let best: Setting | undefined;
  let bestHits = 0;
  ROWS.forEach((row, i) => {
    const hits = text.match(new RegExp(row[1].source, "g"))?.length ?? 0;
    if (hits > bestHits) {
      best = SETTINGS[i];
      bestHits = hits;
    }
  });
  const found = best && pastEra(raw) ? ofItsEra(best) : best;
  return found && withoutClashes(found, raw);
}

/** A seed ark's "deck" is no sailing ship's: the setting's own lines the author's world rules out go. */
const withoutClashes = (setting: Setting, raw: string): Setting => {
  const keep = <T>(list: T[], text: (t: T) => string) => {
    const fitting = list.filter((t) => !clashesWithWorld(text(t), raw));
    return fitting.length === list.length ? list : fitting;
  };
  const senses = keep(setting.senses, (s) => s);
  const features = keep(setting.features, (f) => f.a);
  const items = keep(setting.items, (i) => `${i.name} ${i.description}`);
  const places = keep(setting.places, (p) => p);
  if (
    senses === setting.senses &&
    features === setting.features &&
    items === setting.items &&
    places === setting.places
  )
    return setting;
  return { ...setting, senses, features, items, places };
};

/**
 * The text's noun phrases only, in lower case: a setting is a place or a thing, so "he must keep
 * them apart" makes no castle of a funeral parlour (the castle row's "keep"). A housing estate, an industrial estate and an estate agent are no
 * country house. Read once per text (compromise's tagging).
 */
const namedThingsIn = perText(
  (text: string) =>
    nlp(
      text.replace(/\b(?:housing|council|industrial|trading|business) estates?\b|\bestate agents?\b/gi, "X"),
      ING_PLACES,
    )
      .nouns()
      .out("array")
      .join(" | ")
      .toLowerCase(),
  256,
);

/**
 * "the Dune Sea", "the Alder Street Rink": a word inside a proper name says what the name is
 * only by its head ("Rink"), so "Street" does not make an ice rink a noir city; and a name whose
 * other words name a landscape ("Dune") is that landscape, not the head's ("Sea").
 */
function withoutNameWords(text: string): string {
  return text.replace(
    /(?<=[a-z,;:]\s+(?:the\s+)?)((?:\p{Lu}[\p{L}'’-]*\s+){1,3})(\p{Lu}[\p{L}'’-]*)/gu,
    (_m, lead: string, head: string) => {
      const words = lead.trim().split(/\s+/);
      const landscape = words.find((w) => LANDSCAPE.test(w));
      // "Constance Mbeki-Ward": a hyphenated surname is no ward.
      return `${words.map(() => "X").join(" ")} ${landscape ?? (head.includes("-") ? "X" : head)}`;
    },
  );
}
const LANDSCAPE = /^(?:dunes?|sands?|desert|salt|ice|snow|forest|marsh|moor)$/i;

/** A year before 1970, or an old word for the times: the setting's modern fittings stay out. */
function pastEra(text: string): boolean {
  const year = /\b(1[0-8]\d\d|19[0-6]\d)s?\b/.exec(text);
  return (
    !!year || /\b(medieval|victorian|edwardian|regency|tudor|elizabethan|viking|roman|wartime)\b/i.test(text)
  );
}
const MODERN =
  /\b(monitors?|beeps?|fluorescent|keycards?|sprinklers?|data chip|screens?|cctv|cameras?|laptops?|phones?|neon|electric|elevator music|vending)\b/i;
const eras = new Map<string, Setting>();
function ofItsEra(setting: Setting): Setting {
  let out = eras.get(setting.id);
  if (!out) {
    const keep = <T>(list: T[], text: (t: T) => string) => {
      const fitting = list.filter((t) => !MODERN.test(text(t)));
      return fitting.length ? fitting : list;
    };
    out = {
      ...setting,
      senses: keep(setting.senses, (s) => s),
      features: keep(setting.features, (f) => f.a),
      items: keep(setting.items, (i) => `${i.name} ${i.description}`),
      places: keep(setting.places, (p) => p),
    };
    eras.set(setting.id, out);
  }
  return out;
}

/** Words naming a kind of place; a stock mystery that names one the setting lacks is out of place. */
const PLACE_WORDS =
  /\b(harbou?r|station|railway|nursery|stairs|lighthouse|chapel|church|manor|castle|ship|dock|docks|pier|mill|inn|tavern|library|cellar|attic|school|hospital|museum|bakery|market|forest|orbit|bridge|vault|hotel|nightclub|casino|diner|moor|barrow|barrows|theatre|theater|subway|pawnshop)\b/g;

/** A city's furniture: out of place in a setting that is not a city, unless the game names it. */
const URBAN_WORDS =
  /\b(street|streets|streetlights?|pavement|neon|traffic|tarmac|patrol car|alley|alleys|nightclub|subway)\b/g;

/** Does `phrase` name a kind of place that neither the setting nor the game's text has? */
export function outOfPlace(
  phrase: string,
  setting: Setting | undefined,
  gameText: string,
  strict = false,
): boolean {
  // Clover on a glacier, a cargo bay on a dairy farm: the author's world rules them out.
  if (clashesWithWorld(phrase, gameText)) return true;
  // Strict (the long-form writer): streetlights and neon only where the setting is a city.
  if (strict && setting && setting.id !== "city") {
    const urban = phrase.toLowerCase().match(URBAN_WORDS);
    if (urban?.some((w) => !gameText.toLowerCase().includes(w))) return true;
  }
  const named = phrase.toLowerCase().match(PLACE_WORDS);
  if (!named) return false;
  const own = `${gameText} ${setting?.places.join(" ") ?? ""}`.toLowerCase();
  return named.some((w) => !own.includes(w.replace(/s$/, "")));
}

/** Setting items by name, so an item seen at a place keeps its type and description. */
export const SETTING_ITEMS = new Map<string, ItemDef>(
  SETTINGS.flatMap((st) => st.items.map((i) => [i.name, i] as const)),
);

/** Everything the creator wrote about the game: what its own material may mention. */
export function gameText(game: GameBible): string {
  const chapters = game.chapters.map((c) => `${c.outline} ${c.selectedLocation}`).join(" ");
  const people = game.characters.map((c) => `${c.role} ${c.description ?? ""}`).join(" ");
  return `${game.title} ${game.description ?? ""} ${game.storyline ?? ""} ${chapters} ${people}`;
}

/**
 * The genre's stock material without what would contradict the game: no "promise made at the
 * harbour" in Florence, no revolver lying in a hospital ward. A list never empties.
 */
export function fitSetting(
  vocab: GenreVocab,
  setting: Setting | undefined,
  text: string,
  strict = false,
): GenreVocab {
  const keep = <T>(list: T[], phrase: (t: T) => string): T[] => {
    const fitting = list.filter((t) => !outOfPlace(phrase(t), setting, text, strict));
    return fitting.length ? fitting : list;
  };
  const items = keep(
    setting?.civil ? vocab.items.filter((i) => i.type !== "weapon") : vocab.items,
    (i) => `${i.name} ${i.description}`,
  );
  return {
    ...vocab,
    items: items.length ? items : vocab.items,
    mysteries: keep(vocab.mysteries, (m) => m),
    senses: keep(vocab.senses, (m) => m),
    lore: keep(vocab.lore, (m) => m),
    lines: keep(vocab.lines, (m) => m),
    features: keep(vocab.features, (f) => `${f.a} ${f.the}`),
    threats: keep(vocab.threats, (f) => `${f.a} ${f.the}`),
    // Stock places are the outline's to choose; here only what the author's world rules out goes.
    places: vocab.places.some((p) => !clashesWithWorld(p, text))
      ? vocab.places.filter((p) => !clashesWithWorld(p, text))
      : vocab.places,
  };
}
