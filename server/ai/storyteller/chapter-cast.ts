import type { ChapterInput } from "../narrator";
import type { Premise } from "./premise";
import { calledBy } from "./premise-names";
import { CREATURE_HEADS, GONE, PERSON_HEADS } from "./premise-words";
import { inline, lowerFirst, wordCount } from "./text";

/**
 * Who is in a written chapter (issue 31): the author's people remembered by name, the one met
 * along the way, and how a person's role is said. Split from chapters.ts (seventh session).
 */

/** "One-eyed goose", "maintenance robot": a companion that does not talk. */
export const isCreature = (role: string | null | undefined) =>
  CREATURE_HEADS.has((role ?? "").trim().toLowerCase().split(/\s+/).pop() ?? "");

/** "Claire" is "Claire Fenn": a name is taken when any of its words is a present person's. */
function isTaken(name: string, taken: Set<string>): boolean {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  return [...taken].some((t) => t === name.toLowerCase() || t.split(/\s+/).some((w) => words.includes(w)));
}

/** One person once: "Claire" and "Claire Fenn" are the same, said by the longer name. */
function firstOfName(name: string, i: number, all: string[]): boolean {
  const words = (n: string) =>
    n
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2);
  const mine = words(name);
  return !all.some((m, j) => {
    if (j === i) return false;
    const theirs = words(m);
    const shared = theirs.some((w) => mine.includes(w));
    return shared && (theirs.length > mine.length || (theirs.length === mine.length && j < i));
  });
}

/**
 * The people the book's other chapters bring in ("Marek", asked for by an instruction and cast
 * by the outline) but the game's cast list does not hold.
 */
function bookCast(game: ChapterInput["game"]): string[] {
  const listed = new Set(game.characters.map((c) => c.name.trim().toLowerCase()));
  return game.chapters
    .flatMap((c) => c.selectedCharacters ?? [])
    .filter((n) => n.trim() && !listed.has(n.trim().toLowerCase()));
}

/** The author's named people (cast and storyline) who are neither the hero, gone, nor in the chapter. */
export function absentPeople(
  game: ChapterInput["game"],
  premise: Premise,
  hero: string,
  present: Array<{ name: string }>,
): string[] {
  const lower = (x: string) => x.trim().toLowerCase();
  const taken = new Set([lower(hero), ...present.map((c) => lower(c.name))]);
  // "Oyelaran", "Interpreter Sanne Vogel": the storyline's hero under another form of the name.
  const heroWords = [hero, premise.hero.name ?? ""]
    .flatMap((n) => n.split(/\s+/))
    .filter((w) => w.length > 2);
  const isHero = (n: string) => n.split(/\s+/).some((w) => heroWords.includes(w));
  return [
    ...game.characters.filter((c) => !GONE.test(c.role ?? "") && !isCreature(c.role)).map((c) => c.name),
    ...bookCast(game),
    ...premise.people.filter((x) => x.name && !x.creature && !GONE.test(x.role)).map((x) => x.name as string),
  ]
    .filter((n, i, all) => n.trim() && !isTaken(n, taken) && !isHero(n) && firstOfName(n, i, all))
    .map(inline);
}

/**
 * One of the author's named people who is neither the hero, the foe, gone, nor already in the
 * chapter: the one the chapter's description or title names, else the next by chapter number.
 */
export function authorsLocal(
  game: ChapterInput["game"],
  premise: Premise,
  input: ChapterInput,
  hero: string,
  present: Array<{ name: string }>,
  isFoe: (c: { name: string; characterType?: string }) => boolean,
): string | undefined {
  const lower = (x: string) => x.trim().toLowerCase();
  const taken = new Set([lower(hero), ...present.map((c) => lower(c.name))]);
  const heroWords = [hero, premise.hero.name ?? ""]
    .flatMap((n) => n.split(/\s+/))
    .filter((w) => w.length > 2);
  const names = [
    ...game.characters
      .filter((c) => !GONE.test(c.role ?? "") && !isCreature(c.role) && !isFoe(c))
      .map((c) => c.name),
    ...premise.people
      .filter((x) => x.name && !x.creature && !GONE.test(x.role) && !/\b(foe|villain)\b/i.test(x.role))
      .map((x) => x.name as string),
  ].filter(
    (n, i, all) =>
      n.trim() &&
      !isTaken(n, taken) &&
      !n.split(/\s+/).some((w) => heroWords.includes(w)) &&
      firstOfName(n, i, all),
  );
  // A foe the storyline names ("Commander Aldana") is met as a foe, never as a friendly local.
  const foe = lower(premise.foe ?? "");
  const usable = names.filter((n) => !isFoe({ name: n }) && (!foe || lower(n) !== foe));
  if (!usable.length) return undefined;
  const about = `${input.chapterTitle} ${input.chapterDescription}`.toLowerCase();
  const named = usable.find((n) => about.includes(lower(calledBy(n))) || about.includes(lower(n)));
  return inline(named ?? (usable[input.chapterNumber % usable.length] as string));
}

/** "the king's steward", "the young miller": a person the premise reader took for a thing. */
export function personLike(phrase: string, cast: Array<{ name: string; role?: string | null }>): boolean {
  const head = phrase.toLowerCase().split(/\s+/).pop() ?? "";
  const castWords = cast.flatMap((c) => `${c.name} ${c.role ?? ""}`.toLowerCase().split(/\s+/));
  return PERSON_HEADS.has(head) || castWords.includes(head);
}

/** "Lighthouse keeper" → "lighthouse keeper"; "NASA pilot" keeps its capitals. */
export function lowerCommonRole(role: string): string {
  return /^[A-Z][a-z]/.test(role) ? lowerFirst(role) : role;
}

export function roleOf(role: string, hero = "", perspective = "second_person"): string {
  const clean = role.trim();
  if (!clean || /^(protagonist|antagonist|supporting|background|minor)$/i.test(clean) || wordCount(clean) > 8)
    return "";
  // "Lio's sister" keeps its owner's name (never "the lio's sister"); when Lio is the hero told
  // as "you", she is "your sister".
  const owner = /^(\p{Lu}[\p{L}-]*)['’]s\s+(.+)$/u.exec(clean);
  if (owner) {
    const [, name = "", rest = ""] = owner;
    if (perspective !== "third_person" && hero.split(/\s+/)[0] === name)
      return `${perspective === "first_person" ? "my" : "your"} ${rest}`;
    return clean;
  }
  // "his daughter" as the author typed a role: "the daughter", never "the his daughter".
  const lower = (/^[A-Z][a-z]/.test(clean) ? lowerFirst(clean) : clean).replace(
    /^(?:his|her|their|its|my|our|your) /i,
    "",
  );
  return /^(the|a|an) /i.test(lower) ? lower : `the ${lower}`;
}
