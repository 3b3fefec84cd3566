/**
 * An outline chapter's title (issue 31): the author's named places and people by turns, their
 * things twice at most, the genre's words around them; never one already taken.
 */
import type { GenreVocab } from "./genres/catalogue";
import { type Phase, TITLES } from "./outline-templates";
import type { Rng } from "./random";
import { article, upperFirst } from "./text";

/** The name used least so far, under `cap` uses; "" when every one has had its turns. */
export function leastUsed(names: string[], uses: Map<string, number>, cap: number, rng: Rng): string {
  const open = rng.sample(names, names.length).filter((n) => (uses.get(n) ?? 0) < cap);
  return open.sort((a, b) => (uses.get(a) ?? 0) - (uses.get(b) ?? 0))[0] ?? "";
}

/** A title no other chapter has; `own`: the author's things that may title it. */
export function uniqueTitle(
  phase: Phase,
  vocab: GenreVocab,
  rng: Rng,
  taken: Set<string>,
  own: string[],
  extra: Record<string, string>,
  uses: Map<string, number>,
): string {
  for (let attempt = 0; attempt < 16; attempt++) {
    // The author's own things name most chapters ("The Lamp Logbook"); the genre's nouns the rest.
    // "Lighthouse of the Lighthouse", "A Lighthouse at the Tidal Island": a noun is not its own place.
    const apart = own.filter((n) => !(extra.Place ?? "").toLowerCase().includes(n.toLowerCase()));
    // Each of the author's things titles two chapters at most: five "Shared Guidebook"s read as a machine.
    const fresh = leastUsed(apart, uses, 2, rng);
    const noun = fresh && rng.chance(0.9) ? fresh : rng.pick(vocab.titleNouns);
    const values: Record<string, string> = {
      ...extra,
      Adj: rng.pick(vocab.titleAdjectives),
      Noun: noun,
      Noun2: rng.pickAvoiding(vocab.titleNouns, (n) => n === noun),
    };
    // {Own} and {Who} name the author's own places and people ("Word from Vetrano Basso",
    // "Odile Brancato's Price"); a title that would need one the author did not write is skipped.
    const fits = TITLES[phase].filter(
      (t) =>
        (!t.includes("{Own") || extra.Own) &&
        (!t.includes("{Place") || extra.Place) &&
        (!t.includes("{Who}") || extra.Who) &&
        (!t.includes("{Hero}") || /^\p{Lu}/u.test(extra.Hero ?? "")),
    );
    // With the author's things to hand, most titles are the kind that can name one; the author's
    // named places and people most of all (a common noun of the storyline is seldom what the story
    // is about: the independent lists' titles named their world in under half the chapters).
    // Once the author's things have had their turns, a title names a place or a person instead.
    const ownNoun = (t: string) => !!fresh || !/\{Noun\}/.test(t);
    const naming = fits.filter((t) => /\{(Noun|Place|PlaceAt|Own|OwnAt|Who)\}/.test(t) && ownNoun(t));
    const named = fits.filter((t) => /\{(Own|OwnAt|Who|Hero)\}/.test(t) && ownNoun(t));
    const pool =
      (extra.Own || extra.Who) && named.length && rng.chance(0.6)
        ? named
        : (own.length || extra.Own || extra.Who) && naming.length && rng.chance(0.9)
          ? naming
          : fits;
    const title = rng
      .pick(pool)
      .replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "")
      .replace(/(?<=\S) The /g, " the ")
      // "The Last {Noun}" with the author's "last salt caravan": one "Last", not two.
      .replace(/\b(\w+) \1\b/gi, "$1")
      // "When the Bells Fall", not "Falls": a plural noun takes a plural verb.
      .replace(/([^s]s) (Wake|Wait|Fall)s\b/g, "$1 $2")
      // "Under an Iron Sky", "An Alibi at…": the article follows the next word's sound.
      .replace(/\b([Aa]) (?=(\S+))/g, (_, a: string, next: string) =>
        a === "A" ? `${upperFirst(article(next))} ` : `${article(next)} `,
      )
      .slice(0, 150);
    if (!taken.has(title.toLowerCase())) {
      taken.add(title.toLowerCase());
      if (title.toLowerCase().includes(noun.toLowerCase())) uses.set(noun, (uses.get(noun) ?? 0) + 1);
      return title;
    }
  }
  const base = `The ${rng.pick(vocab.titleAdjectives)} ${rng.pick(vocab.titleNouns)}`;
  let n = 2;
  while (taken.has(`${base} ${roman(n)}`.toLowerCase())) n++;
  taken.add(`${base} ${roman(n)}`.toLowerCase());
  return `${base} ${roman(n)}`;
}

function roman(n: number): string {
  const table: Array<[number, string]> = [
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  let rest = n;
  for (const [value, mark] of table)
    while (rest >= value) {
      out += mark;
      rest -= value;
    }
  return out;
}
