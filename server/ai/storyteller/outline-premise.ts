import type { DraftCharacter } from "../../../contract/ai";
import { ANCHORS } from "./outline-templates";
import type { Premise } from "./premise";
import { hashString, type Rng } from "./random";
import { titleCase, upperFirst } from "./text";

/**
 * How an outline carries the author's premise (issue 31, ADR 028): the people they asked for,
 * the anchor line for a chapter that names nothing of theirs, the author's things ("clues")
 * that come round in the sentence after each chapter's event and in titles, and the English
 * those need (a plural takes a plural verb).
 */
/** A cast member the author asked for or named ("the drowned brother"), as opposed to stock. */
export function askedFor(c: DraftCharacter, premise: Premise): boolean {
  const role = c.role.toLowerCase();
  return premise.people.some(
    (p) => (p.name && p.name === c.name) || (p.role && p.role.toLowerCase() === role),
  );
}

export type Anchors = {
  hero: string;
  role?: string;
  place0?: string;
  object?: string;
  persons: Array<{ text: string; creature: boolean }>;
};

export function anchorValues(
  premise: Premise,
  hero: string,
  heroRole: string | undefined,
  asked: DraftCharacter[],
): Anchors {
  const role = premise.hero.role ?? heroRole?.toLowerCase();
  return {
    hero,
    role: role ? `the ${role}` : undefined,
    place0: premise.places[0],
    // The author's specific thing before a bare word ("the reactor core", not "the crack").
    object: premise.objects.find((o) => /\s/.test(o.replace(/^the /i, ""))) ?? premise.objects[0],
    persons: asked.map((c) => {
      const p = premise.people.find(
        (x) => x.name === c.name || x.role.toLowerCase() === c.role.toLowerCase(),
      );
      const creature = !!p?.creature;
      // "The ship's mind" as the author typed it: one article, not "the the ship's mind".
      // "vicar of Fenmoor": the role's common words in lower case, the author's names as written.
      const r = roleAsWritten(c.role.replace(/^(?:the|a|an)\s+/i, ""));
      const owned = /^\S+['’]s\s/.test(r) && !/^(?:ship|station|house|city)['’]s\s/.test(r);
      return {
        text: creature ? `${c.name}, ${hero}'s ${r}` : owned ? `${c.name}, ${r}` : `${c.name}, the ${r}`,
        creature,
      };
    }),
  };
}

/** Does the text already name the premise (any of its key terms)? */
export function touches(text: string, premise: Premise): boolean {
  const lower = text.toLowerCase();
  return premise.keyTerms.some((t) =>
    new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(lower),
  );
}

/** A line tying the chapter to the premise: a requested person in turn, else role, place, object. */
export function anchorLine(
  text: string,
  premise: Premise,
  a: Anchors,
  rng: Rng,
  i: number,
): string | undefined {
  const person = a.persons[i % Math.max(1, a.persons.length)];
  const named = person && text.includes(person.text.split(",")[0] as string);
  // A requested person is recalled every third chapter, not every other: it reads as a refrain.
  if (touches(text, premise) && (named || !person || i % 3 !== 0)) return undefined;
  const kinds: Array<[keyof typeof ANCHORS, string, string]> = [];
  if (person && !named) kinds.push([person.creature ? "creature" : "person", "{person}", person.text]);
  if (a.role) kinds.push(["role", "{role}", a.role]);
  if (a.place0) kinds.push(["place", "{place0}", a.place0]);
  if (a.object) kinds.push(["object", "{object}", a.object]);
  const pick = kinds[0];
  if (!pick) return undefined;
  const [kind, key, found] = touches(text, premise) ? pick : (kinds[i % kinds.length] ?? pick);
  // "Corin, Fenwick's one-eyed goose, is never far behind": an appositive closes with a comma.
  const value = kind === "creature" ? `${found},` : found;
  // The chapter's own turn through the lines: a requested person recalled four times in an
  // outline is not said four times the same way.
  // A line naming the author's place or object as well is said when there is one to name.
  const extra: Record<string, string | undefined> = { "{place0}": a.place0, "{object}": a.object };
  const usable = ANCHORS[kind].filter((t) =>
    Object.entries(extra).every(([slot, v]) => v || !t.includes(slot) || slot === key),
  );
  const woven = usable.filter((t) => Object.keys(extra).some((slot) => slot !== key && t.includes(slot)));
  const lines = woven.length ? woven : usable;
  // (The pick is still drawn, so the rest of the outline keeps its course.)
  const drawn = rng.pick(lines);
  const line = lines[(i + Math.floor(i / 6) + hashString(a.hero)) % lines.length] ?? drawn;
  return upperFirst(
    line
      .replace(key, value)
      .replace("{place0}", a.place0 ?? "")
      .replace("{object}", a.object ?? "")
      .replace(/\{hero\}/g, a.hero),
  );
}

/**
 * The author's own things, in turn, for the sentence after each chapter's event: their objects,
 * places and the people they named or asked for, by role ("the drowned brother") — never the
 * hero, who is the one looking.
 */
export function clueList(premise: Premise, heroRole: string | undefined): string[] {
  const heroRoles = [premise.hero.role, heroRole].filter(Boolean).map((r) => (r as string).toLowerCase());
  // A person the author named is called by that name ("Don Francisco de la Rocha", not "the
  // master"); only the unnamed go by their role.
  const heroWords = (premise.hero.name ?? "").split(/\s+/).filter((w) => w.length > 2);
  const people = premise.people
    .filter((p) =>
      p.name
        ? !p.name.split(/\s+/).some((w) => heroWords.includes(w))
        : p.role && !/['’]s\b/.test(p.role) && !heroRoles.includes(p.role.toLowerCase()),
    )
    .map((p) => p.name ?? `the ${p.role}`);
  // The storyline's own things come round twice as often as what an instruction asked for.
  const asked = (c: string) => premise.requested.some((r) => c.endsWith(r.replace(/^an? /, "")));
  // A bare word ("the crack", "the cargo") comes round only when the author named no specific thing.
  const bare = (o: string) => !/\s/.test(o.replace(/^the /i, ""));
  const objects = premise.objects.some((o) => !bare(o))
    ? premise.objects.filter((o) => !bare(o))
    : premise.objects;
  const core = [...objects, ...premise.places].filter((c) => !asked(c));
  const extra = premise.objects.filter(asked);
  const all = [...core, ...extra, ...core, ...people].filter(
    (c) => !heroRoles.some((r) => c.toLowerCase() === `the ${r}`),
  );
  return all;
}

/** Chapter i's clue, not the place or thing its event already names. */
export function clueFor(clues: string[], i: number, avoid: string[]): string | undefined {
  for (let k = 0; k < clues.length; k++) {
    const c = clues[(i + k) % clues.length] as string;
    if (!avoid.includes(c)) return c;
  }
  return clues[0];
}

/** Title nouns from the author's common things: "the lamp logbook" → "Lamp Logbook". */
export function premiseNouns(premise: Premise): string[] {
  return (
    [...premise.objects, ...premise.places]
      .map((p) => p.replace(/^the /i, ""))
      // Common nouns only: "The Last Harrow Lane" would misuse a name.
      .filter((p) => p.split(" ").length <= 3 && !/['’]s\b|[A-Z]/.test(p))
      .map(titleCase)
  );
}

/** "the white tulips matter", not "matters": a plural noun phrase takes a plural verb. */
export function agreeWith(phrase: string, verb: string): string {
  const head =
    phrase
      .replace(/\s+of\s+.*$/, "")
      .split(" ")
      .pop() ?? "";
  if (!/^[a-z]+[^sui']s$/.test(head)) return verb;
  const v = verb.trim();
  const plural =
    v === "is"
      ? "are"
      : v === "was"
        ? "were"
        : v === "has"
          ? "have"
          : v.endsWith("es") && /(ch|sh|ss|x|o)es$/.test(v)
            ? v.slice(0, -2)
            : v.slice(0, -1);
  return ` ${plural}`;
}

export const shareWord = (a: string, b: string) => {
  const words = new Set(
    b
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 3),
  );
  return a
    .toLowerCase()
    .split(/\W+/)
    .some((w) => words.has(w));
};

/**
 * A cast role in a sentence: "Lighthouse keeper" → "lighthouse keeper", "vicar of Fenmoor" keeps
 * its name, a role typed in title case ("Head Of The Guild") lower-cased up to its "of".
 */
export function roleAsWritten(role: string): string {
  const words = role.split(" ");
  const titleCase = words.every((w) => /^(?:of|the|and)$/i.test(w) || /^\p{Lu}/u.test(w));
  // "Orrin's talking compass": an owner's name keeps its capital.
  if (/^\p{Lu}\S*['’]s\s/u.test(role)) return role;
  if (!titleCase) return role.replace(/^\p{Lu}[\p{Ll}'’-]*/u, (w) => w.toLowerCase());
  const of = words.findIndex((w) => /^of$/i.test(w));
  return words.map((w, i) => (of < 0 || i < of ? w.toLowerCase() : i === of ? "of" : w)).join(" ");
}
