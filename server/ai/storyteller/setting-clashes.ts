/**
 * What an author's setting rules out, whatever the genre's stock says (issue 31, the hold-out
 * reading: clover and bees on a glacier, a cargo bay on a dairy farm, birds overhead in a mine).
 * Data: each row is a kind of world the author's words mark, and the stock words it cannot hold.
 * A word the author wrote themselves is never ruled out (setting.ts: outOfPlace).
 */
import { absentByAsking } from "./absence-clashes";
import { storyYear } from "./era";
import { kindsForYear, OUT_OF_WORLD } from "./genres/eras";
import { perText } from "./text";

type Clash = { marks: RegExp; unless?: RegExp; clashes: RegExp };

export const CLASHES: Clash[] = [
  {
    // Ice and snow: nothing grows, nothing hums.
    marks:
      /\b(glaciers?|ice[- ](?:field|shelf|cap|sheet|miners?|mines?|caves?)|ice-miners?|frozen|arctic|antarctic|tundra|permafrost|snowfields?|polar|icebound|ice station)\b/,
    clashes:
      /\b(clover|bees?|beehives?|honeysuckle|moss(?:-covered|y)?|meadows?|blossoms?|wildflowers?|flowers?|butterfl\w*|orchards?|hedgerows?|hedge-\w+|hedges?|crickets?|frogs?|palms?|vines?|brambles?|heather|ferns?|lilies|roses?|cornfields?|hay|ivy|warm rain|sun-warmed|apple trees?|green shoots?)\b/,
  },
  {
    // A heatwave, a drought (often an instruction: "set it in a heatwave"): no frost on the
    // windows, no rain on the roof (a scratch4 reading: rain and frost all through a heatwave).
    marks:
      /\b(heat ?waves?|sweltering|scorching|blistering heat|droughts?|hosepipe ban|hottest (?:day|days|summer|week)|baking hot)\b/,
    clashes:
      /\b(frost\w*|snow\w*|icicles?|sleet|hailstones?|blizzards?|rain|rains|raining|rain-\w+|drizzle|puddles?|dripping eaves|freezing|bitter cold|wintry)\b/,
  },
  {
    // Deep winter: no summer's heat or insects.
    marks: /\b(blizzards?|snowbound|snowed[- ]in|snowstorms?|midwinter|deep winter|hard frost)\b/,
    clashes:
      /\b(heat shimmer|sweltering|sun-baked|scorching|cicadas?|sunburn\w*|sunbath\w*|crickets?|bees?|butterfl\w*|wasps?)\b/,
  },
  {
    // Sand and heat.
    marks: /\b(deserts?|dunes?|sahara|gobi|kalahari|oasis|caravanserai)\b/,
    clashes:
      /\b(moss(?:-covered|y)?|ferns?|snow\w*|icicles?|bogs?|marsh\w*|puddles?|mushrooms?|toadstools?|frogs?|dripping eaves)\b/,
  },
  {
    // Underground: no sky, no weather, no birds overhead.
    marks: /\b(mines?|tunnels?|caves?|caverns?|underground|sewers?|catacombs?|bunkers?|cave system)\b/,
    unless: /\b(town|village|city|farm|surface|valley|island)\b/,
    clashes:
      /\b(overhead|sky|skies|stars?|starlight|moonlight|sunlight|sunset|clouds?|crows?|gulls?|birdsong|birds?)\b/,
  },
  {
    // Spacecraft and stations: no weather, no wildlife, no horses.
    marks:
      /\b(space station|spaceships?|starships?|in orbit|orbital|asteroids?|generation ship|airlocks?|zero-g|cryosleep|seed ark|space)\b/,
    clashes:
      /\b(crows?|gulls?|owls?|birdsong|dogs? barks?|horses?|carts?|cobbles?|hedgerows?|wind in the trees|rain on the roof|church bells?|swells?|rigging|salt spray|spyglass|timbers|sails?|waves?|tides?|oars?|tar and rope|lanterns? swing|sea charts?|barnacles?|compass rose)\b/,
  },
  {
    // On the ground, in ordinary places: a spacecraft's furniture is out of place.
    marks:
      /\b(farms?|ranch|village|town|city|pond|barns?|allotments?|offices?|call cent(?:re|er)|cottage|kitchen|diner|school|shop|market|newspaper|garden|orchard)\b/,
    unless:
      /\b(space|starship|spaceship|station|orbit|asteroid|airlock|generation ship|colony|ark|planet|moon base)\b/,
    clashes:
      /\b(cargo bay|airlocks?|bulkheads?|hull|starships?|zero-g|hydroponics?|escape pods?|docking (?:ring|bay)|reactor core|command deck|bridge crew|viewports?|observation deck|engine room)\b/,
  },
];

const GLOBAL = CLASHES.map((row) => new RegExp(row.clashes.source, "g"));

/** The rows the author's text marks, and that text in lower case (read once per text). */
const worldOf = perText((ownText: string) => {
  const own = ownText.toLowerCase();
  const rows = GLOBAL.filter((_, i) => CLASHES[i]?.marks.test(own) && !CLASHES[i]?.unless?.test(own));
  const year = storyYear(ownText);
  const era = year === undefined ? undefined : eraWords(kindsForYear(year).join(" "));
  return { own, rows: era ? [...rows, era] : rows };
}, 256);

/** The stock a story's own year lacks (genres/eras.ts): no typewriter on the Isle of Ely in 1790. */
const eraWords = perText((kinds: string) => {
  const words = kinds
    .split(" ")
    .filter(Boolean)
    .flatMap((k) => [...(OUT_OF_WORLD[k as keyof typeof OUT_OF_WORLD] ?? [])]);
  return words.length ? new RegExp(`\\b(${words.join("|")})s?\\b`, "g") : undefined;
}, 64);

/** Does the phrase hold a word the author's world rules out (and the author never wrote)? */
export function clashesWithWorld(phrase: string, ownText: string): boolean {
  // "no aliens": an instruction of absence rules its kind out, though the author named it.
  if (absentByAsking(phrase, ownText)) return true;
  const { own, rows } = worldOf(ownText);
  if (!rows.length) return false;
  const said = phrase.toLowerCase();
  // The author's own word, whole: "train" is no "rain".
  return rows.some((re) => said.match(re)?.some((w) => !new RegExp(`\\b${w}\\b`).test(own)) ?? false);
}
