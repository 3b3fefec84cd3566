import { FINALE_ACHIEVEMENT } from "./beats";
import { type Draft, ORDER, say } from "./compose";

/**
 * Every state change a scene proposes is told in its prose (audit 6): a new location is named,
 * an achievement is earned on the page. Items are told where they are taken (action-things.ts).
 */
const HERE = [
  "{S} {be} at {place} now; {sense}.",
  "All of this happens at {place}, where {sense}.",
  "Around {O}, {place} keeps its own counsel; {sense}.",
];

const EARNED: Record<string, string[]> = {
  "Finders Keepers": ["It is the first thing {S} [have|has] found worth keeping, and finders keepers."],
  "Into the Fray": ["{S} went into the fray and came out the other side, and that counts for something."],
  "Brave Heart": ["It took a brave heart, and {S} found one when it mattered."],
  "Held My Ground": ["{S} held {P} ground, and nobody watching will forget it."],
  "Keen Eye": ["It took a keen eye to spot it; not everyone would have."],
  "Piece of the Puzzle": ["Another piece of the puzzle falls into place."],
  "Face to Face": ["At last it comes to this: face to face."],
  [FINALE_ACHIEVEMENT]: ["It is, in every sense that matters, journey's end."],
};

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ");

export function narrateChanges(d: Draft): void {
  const told = () => plain(d.segments.map((s) => s.text).join(" "));
  if (d.location) {
    const names = [d.place.phrase, d.place.name].map((n) =>
      plain(n)
        .replace(/^ ?the /, "")
        .trim(),
    );
    if (!names.some((n) => n && told().includes(n))) say(d, HERE, ORDER.weave, true);
  }
  for (const name of d.achievements) {
    const words = plain(name)
      .split(" ")
      .filter((w) => w.length > 3 && w !== "my");
    if (words.length && words.every((w) => told().includes(w))) continue;
    say(d, EARNED[name] ?? ["{S} will remember this moment for a long time."], ORDER.consequence, true);
  }
}
