import {
  type Backdrop,
  GENRE_PLACES,
  INDOOR,
  MOOD_WORDS,
  type Mood,
  PEOPLE_WORDS,
  PLACE_WORDS,
  PROP_WORDS,
  type PropId,
  TIME_WORDS,
  type TimeOfDay,
  UNSAFE_PROPS,
  WEATHER_WORDS,
  type Weather,
} from "./scene-words";
import { hash32 } from "./seeded";

/** What the embedded illustrator draws, read from the scene's words and the game's world. */
export type SceneReading = {
  backdrop: Backdrop;
  indoor: boolean;
  /** Most mentioned first. */
  props: PropId[];
  /** People besides the player, 0–3. */
  people: number;
  time: TimeOfDay;
  mood: Mood;
  weather: Weather;
  childMode: boolean;
  /** Science fiction: people in suits, not hats and hoods. */
  futuristic: boolean;
  seed: number;
};

const asPattern = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");

/** One pattern per list: the words with their plural, -ed and -ing forms. */
function matcher(words: readonly string[]) {
  return new RegExp(`\\b(?:${words.map(asPattern).join("|")})(?:s|es|ed|ing|'s)?\\b`, "gi");
}
const compile = <K extends string>(table: Record<K, readonly string[]>) =>
  Object.entries(table).map(([key, words]) => [key as K, matcher(words as string[])] as const);

const PLACES = compile(PLACE_WORDS);
const PROPS = compile(PROP_WORDS);
const TIMES = compile(TIME_WORDS);
const MOODS = compile(MOOD_WORDS);
const WEATHERS = compile(WEATHER_WORDS);
const PEOPLE = matcher(PEOPLE_WORDS);
/** Child mode reads the scene without these words at all, so no mood or prop comes of them. */
const UNSAFE_WORDS = matcher([...UNSAFE_PROPS].flatMap((p) => PROP_WORDS[p]));

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Keys by mentions, most first; ties keep the table's order. */
function ranked<K extends string>(text: string, table: readonly (readonly [K, RegExp])[]) {
  return table
    .map(([key, pattern], order) => ({ key, n: count(text, pattern), order }))
    .filter((e) => e.n > 0)
    .sort((a, b) => b.n - a.n || a.order - b.order)
    .map((e) => e.key);
}

export function readScene(
  sceneText: string,
  world: { title: string; genre: string; childMode: boolean },
): SceneReading {
  const seed = hash32(`${world.genre}|${world.title}|${sceneText}`);
  const text = world.childMode ? sceneText.replace(UNSAFE_WORDS, " ") : sceneText;
  const genre = world.genre.toLowerCase();

  const backdrop = ranked(text, PLACES)[0] ?? genrePlace(genre, seed);
  const props = ranked(text, PROPS)
    .filter((p) => !(world.childMode && UNSAFE_PROPS.has(p)))
    .slice(0, 6);
  const mood = ranked(text, MOODS)[0] ?? (/horror|supernatural|gothic/.test(genre) ? "eerie" : "calm");
  const weather = ranked(text, WEATHERS)[0] ?? "clear";
  const time = ranked(text, TIMES)[0] ?? defaultTime(mood, seed);
  const people = Math.min(3, count(text, PEOPLE));
  const futuristic = backdrop === "corridor" || backdrop === "planet" || /sci|space|cyber|future/.test(genre);
  return {
    backdrop,
    indoor: INDOOR.has(backdrop),
    props,
    people,
    time,
    mood,
    weather,
    childMode: world.childMode,
    futuristic,
    seed,
  };
}

function genrePlace(genre: string, seed: number): Backdrop {
  const places = GENRE_PLACES.find(([pattern]) => pattern.test(genre))?.[1] ?? [
    "forest",
    "village",
    "mountains",
  ];
  return places[seed % places.length] as Backdrop;
}

function defaultTime(mood: Mood, seed: number): TimeOfDay {
  const byMood: Record<Mood, TimeOfDay[]> = {
    calm: ["day", "dawn", "dusk"],
    joyful: ["day", "day", "dusk"],
    tense: ["dusk", "night", "night"],
    eerie: ["night", "dusk", "night"],
  };
  const times = byMood[mood];
  return times[(seed >>> 8) % times.length] as TimeOfDay;
}
