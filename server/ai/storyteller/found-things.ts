import type { Draft } from "./compose";
import type { ItemDef } from "./genres/types";

/**
 * Things the player names that the scene never listed. "Take the letter from under the door"
 * in a story about letters is plausible and becomes the item "Letter"; "take the golden crown"
 * out of nowhere is not, and the scene says there is none here.
 */
const PORTABLE: Record<string, string> = {};
for (const [type, nouns] of Object.entries({
  letter: "letter envelope postcard telegram message invitation",
  note: "note notes scrap receipt",
  key: "key keys keycard",
  map: "map chart",
  book: "book diary journal notebook ledger almanac",
  photo: "photo photograph picture portrait",
  document: "document documents paper papers file folder deed will newspaper",
  light: "candle lantern lamp torch flashlight match matches",
  weapon: "knife dagger sword pistol revolver gun axe club",
  tool: "rope hammer crowbar spade shovel wrench compass lens scissors needle",
  food: "bread apple cake pastry biscuit sandwich cheese loaf",
  drink: "bottle flask canteen wine water",
  charm: "ring locket necklace brooch pendant amulet charm medal coin coins feather shell stone",
  item:
    "bag box case purse wallet glove hat scarf ribbon flower flowers rose handkerchief umbrella " +
    "button watch clock toy doll tape disk chip card badge ticket",
})) {
  for (const noun of nouns.split(" ")) PORTABLE[noun] = type;
}

const DESCRIBE: Record<string, string> = {
  letter: "Folded small, in a careful hand that does not sign its name.",
  note: "A few hurried words, written for someone in particular.",
  key: "Worn smooth by years of other hands.",
  map: "Creased, and marked in faded ink.",
  book: "Well thumbed, with a few pages marked.",
  photo: "A little faded, but every face is clear.",
  document: "Official-looking, and more interesting than it first appears.",
  light: "It still works, which is something.",
  weapon: "Heavier than it looks.",
  tool: "Simple, sturdy and useful.",
  food: "Fresh enough, and very welcome.",
  drink: "Still sealed, and cool to the touch.",
  charm: "Small, and warmer to the touch than it should be.",
  item: "Small enough to carry, and somehow important.",
};

const PLACE_PREPOSITION =
  /^(under|underneath|beneath|behind|inside|in|on|off|between|among|below|above|out of|within)\b/;

/** "from under the door", "from the table": where the player says the thing lies, if they say. */
export function sourcePhrase(d: Draft): string {
  const { target, raw } = d.action;
  if (!target || !/\bfrom\b/i.test(raw)) return "";
  const where = target.split(" ").slice(0, 5).join(" ");
  return `from ${PLACE_PREPOSITION.test(where) ? where : `the ${where}`}`;
}

/** The thing the player names, if it may plausibly be here. */
export function plausibleFind(d: Draft): ItemDef | undefined {
  const { object } = d.action;
  const words = object.split(" ");
  if (!object || words.length > 4 || !/^[a-z][a-z' -]*$/.test(object)) return undefined;
  const head = words[words.length - 1] as string;
  const singular = head.replace(/s$/, "");
  const type = PORTABLE[head] ?? PORTABLE[singular];
  if (!type || (type === "weapon" && d.world.child)) return undefined;
  const { game, recent } = d.world.input;
  const told = [
    game.storyline,
    game.description,
    d.world.chapter?.outline,
    ...recent.slice(-2).map((r) => r.prose),
  ]
    .join(" ")
    .toLowerCase();
  const mentioned = new RegExp(`\\b${singular}s?\\b`).test(told);
  // A place to find it in ("from under the door") makes a small thing plausible by itself.
  if (!mentioned && !sourcePhrase(d)) return undefined;
  return { name: object, type, description: DESCRIBE[type] as string };
}
