import { PRESET_LOCATIONS } from "../../../contract/constants";
import { type Draft, enterPlace } from "./compose";
import { namedPlace, type Place, presetPlace } from "./locations";
import { matchByWords } from "./world";

/**
 * Places the player names. "Go down to the harbour" must arrive at the harbour: a place the
 * story already knows (a preset, the chapter's, the genre's, one visited before) when every
 * telling word matches, otherwise a new place named from the player's own words.
 */
const PRESETS = PRESET_LOCATIONS.map((name) => presetPlace(name) as Place);

/** Head nouns that name somewhere one can stand, so "search the abandoned chapel" goes there. */
const PLACE_NOUNS = new Set(
  (
    "abbey alley apartment arcade archive attic bakery bank bar barn barracks barrow basement bay beach " +
    "bedroom boathouse bookshop bookstore bridge cabin cafe camp canal canyon castle cathedral cave cavern " +
    "cellar cemetery chamber chapel church churchyard cinema clearing cliff cliffs clinic cloister club " +
    "college conservatory corridor cottage courtyard cove crypt dock docks dormitory dungeon estate factory " +
    "farm farmhouse field fields forest forge fort fortress garage garden gardens gatehouse glasshouse " +
    "graveyard greenhouse grotto hall hallway hangar harbor harbour hill hills hospital hotel house hut inn " +
    "island jetty jungle kitchen lab laboratory lagoon lake landing library lighthouse lobby lodge loft " +
    "manor market marsh meadow mill mine monastery moor museum nursery observatory office orchard palace " +
    "parlour park passage pier plaza pond port quarry quay ravine restaurant river road room ruins school " +
    "shed shop shore shrine square stable stables station street studio study swamp tavern temple theatre " +
    "tower town valley vault village vineyard ward warehouse watchtower wharf woods workshop yard"
  ).split(" "),
);

/** Words that mean "right here" rather than somewhere else. */
export const HERE = /^(around|about|surroundings|here|room|area|place|everything|everywhere|this place|it)$/;

/** The player's words in the case they typed them ("Via Lucca"), and whether "the" came first. */
export function typedWords(raw: string, object: string): { text: string; article: boolean } {
  const at = raw.toLowerCase().indexOf(object);
  if (at !== -1)
    return { text: raw.slice(at, at + object.length), article: /\bthe\s+$/i.test(raw.slice(0, at)) };
  // "the Dr. Folasade Okonkwo-Bailey", read as "dr folasade okonkwo-bailey": a title's stop aside.
  const words = object.split(/\s+/).filter(Boolean);
  if (!words.length) return { text: object, article: false };
  const loose = new RegExp(
    words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\.?\\s+"),
    "i",
  ).exec(raw);
  if (!loose) return { text: object, article: false };
  return { text: loose[0], article: /\bthe\s+$/i.test(raw.slice(0, loose.index)) };
}

export function isHere(d: Draft, words: string): boolean {
  return HERE.test(words) || Boolean(matchByWords(words, [d.place], placeWords, true));
}

function placeWords(p: Place): string {
  return `${p.name} ${p.phrase}`;
}

/** A place the story already knows whose name holds every telling word the player used. */
export function knownPlace(d: Draft, words: string): Place | undefined {
  const { known, memory } = d.world;
  const visited = memory.places.map((name) => namedPlace(name, known));
  return (
    matchByWords(words, PRESETS, placeWords, true) ??
    matchByWords(words, visited, placeWords, true) ??
    matchByWords(words, known, placeWords, true)
  );
}

/** "abandoned chapel", "barrow on the hill": its head noun is somewhere to stand. */
export function soundsLikePlace(words: string): boolean {
  const head = words.split(" of ")[0]?.split(/ (?:on|by|in|at|near|under|beyond) /)[0] ?? "";
  const last = head.trim().split(" ").pop() ?? "";
  return PLACE_NOUNS.has(last) || PLACE_NOUNS.has(last.replace(/s$/, ""));
}

/** A new place named from the player's words, cased as a place: "Harbour", "Abandoned Chapel". */
export function playerPlace(d: Draft, words: string): Place | undefined {
  if (!/^\p{L}[\p{L}' -]{1,40}$/u.test(words) || words.split(" ").length > 5) return undefined;
  const typed = typedWords(d.action.raw, words);
  // A capitalised name typed without "the" is a proper name: "Via Lucca", not "the Via Lucca".
  if (/^\p{Lu}/u.test(typed.text) && !typed.article && /\s/.test(typed.text)) {
    return { name: typed.text, phrase: typed.text };
  }
  return namedPlace(typed.article ? `the ${typed.text}` : typed.text, d.world.known);
}

/** Where "look at / search X" should take the player, if X is a place at all. */
export function placeNamed(d: Draft, words: string): Place | undefined {
  const known = knownPlace(d, words);
  if (known) return known;
  return soundsLikePlace(words) ? playerPlace(d, words) : undefined;
}

export function moveTo(d: Draft, place: Place): void {
  enterPlace(d, place);
  if (!d.world.memory.places.includes(place.name)) d.experience += 2;
}
