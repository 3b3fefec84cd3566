import type { GameCharacter } from "../narrator";
import type { GenreVocab } from "./genres/catalogue";
import type { Noun } from "./genres/types";
import type { Place } from "./locations";
import { GONE } from "./premise-words";
import { Rng } from "./random";
import { firstSentence, isTitleWord, lowerFirst, lowerOpening, perText, titleCase, wordCount } from "./text";
import { matchByWords, type Person, type World } from "./world";

/**
 * The people of a story. The game's own cast always comes first: a genre's stock people
 * (the bartender, the inspector) and stock villains only fill a part the cast leaves empty,
 * and never one that would contradict it (a second "inspector" beside an inspector hero).
 */
const UNHELPFUL_ROLES = new Set([
  "protagonist",
  "antagonist",
  "supporting",
  "background",
  "minor",
  "deuteragonist",
  "main",
  "character",
]);

const COMMON = new Set(
  "the and with from into about over under that this their there who whom whose what which when where have".split(
    " ",
  ),
);

/** Everyone but the protagonist, with a role phrase and a short note for the prose. */

export function castOf(chars: readonly GameCharacter[], hero: GameCharacter | undefined): Person[] {
  return chars
    .filter((c) => c !== hero && (c.name ?? "").trim() && !GONE.test(c.role ?? ""))
    .map((c) => ({
      name: (c.name ?? "").trim(),
      role: rolePhrase(c.role ?? ""),
      note: noteFrom(c.description ?? ""),
      antagonist: (c.characterType ?? "").toLowerCase() === "antagonist",
    }));
}

/** Words the game's own people (protagonist included) already own: names, and what they are. */
export function claimedWords(chars: readonly GameCharacter[]): Set<string> {
  const out = new Set<string>();
  for (const c of chars) {
    for (const w of `${c.name ?? ""} ${roleHead(c.role ?? "")}`.toLowerCase().split(/[^\p{L}']+/u)) {
      if (w.length > 3 && !COMMON.has(w) && !UNHELPFUL_ROLES.has(w)) out.add(w.replace(/s$/, ""));
    }
  }
  return out;
}

/** A stock name that would make a second inspector, a second rival or another Felix. */
export function contradictsCast(claimed: ReadonlySet<string>, phrase: string): boolean {
  for (const w of phrase.toLowerCase().split(/[^\p{L}']+/u)) {
    if (w.length > 3 && claimed.has(w.replace(/s$/, ""))) return true;
  }
  return false;
}

/** The cast's antagonist, else a genre villain (one that fits beside the cast; see fitVocab). */
export function pickFoe(cast: Person[], vocab: GenreVocab, child: boolean, rng: Rng): string {
  return cast.find((p) => p.antagonist)?.name ?? rng.pick(child ? vocab.gentleFoes : vocab.foes);
}

/**
 * The genre's stock people, villains and threats without those that would clash with the
 * cast: no stock "inspector" beside an inspector, no "rival heir" beside a rival baker.
 */
export function fitVocab(vocab: GenreVocab, claimed: ReadonlySet<string>): GenreVocab {
  if (!claimed.size) return vocab;
  const nouns = (list: Noun[]) => keep(list, (n) => n.the);
  const keep = <T>(list: T[], phrase: (t: T) => string): T[] => {
    const fitting = list.filter((t) => !contradictsCast(claimed, phrase(t)));
    return fitting.length ? fitting : list;
  };
  const npcs = nouns(vocab.npcs);
  const threats = nouns(vocab.threats);
  const gentleThreats = nouns(vocab.gentleThreats);
  const foes = keep(vocab.foes, (f) => f);
  const gentleFoes = keep(vocab.gentleFoes, (f) => f);
  const same =
    npcs === vocab.npcs &&
    threats === vocab.threats &&
    gentleThreats === vocab.gentleThreats &&
    foes === vocab.foes &&
    gentleFoes === vocab.gentleFoes;
  return same ? vocab : { ...vocab, npcs, threats, gentleThreats, foes, gentleFoes };
}

function rolePhrase(role: string): string {
  const clean = role.trim().replace(/[.]+$/, "");
  if (!clean || UNHELPFUL_ROLES.has(clean.toLowerCase()) || wordCount(clean) > 8) return "";
  // "Giulia's grandmother" keeps its name and takes no "the".
  if (/^[A-Z][\w.-]*(?:'s|’s) /.test(clean)) return clean;
  const lower = /^[A-Z][a-z]/.test(clean) ? lowerFirst(clean) : clean;
  return /^(the|a|an|his|her|their) /i.test(lower) ? lower : `the ${lower}`;
}

function noteFrom(description: string): string {
  const first = firstSentence(withoutPronouns(description));
  return first && wordCount(first) <= 14 ? lowerOpening(first) : "";
}

/**
 * "She/her.", "they/them;", "(he/him)": the pronouns an author tags a character with. They are
 * for the prose to use, never a note to quote ("Everyone says the same of Sam: they/them").
 */
const PRONOUN_TAG =
  /^\s*\(?\s*(she|he|they|xe|ze|it)\s*\/\s*(?:her|hers|him|his|them|their|theirs|its|xem|xyr|zir|hir|she|he|they)(?:\s*\/\s*[a-z]+)*\s*\)?\s*[.;,:]?\s*/i;

/** The pronoun an author's description gives a character ("She/her. Casts bells…" → "she"). */
export function pronounTagOf(description: string): "she" | "he" | "they" | undefined {
  const found = PRONOUN_TAG.exec(description)?.[1]?.toLowerCase();
  if (found === "she" || found === "he") return found;
  return found ? "they" : undefined;
}

/** A description with its pronoun tag taken off: what is left is what the author says of them. */
export function withoutPronouns(description: string): string {
  return description.replace(PRONOUN_TAG, "").trim();
}

/** Who is on hand this scene: the chapter's people first, then the cast; a local only if neither. */
export function presentPerson(world: World, place: Place, avoidFoe: boolean): Person {
  const outline = world.chapter?.outline ?? "";
  const chapterNames = (world.chapter?.selectedCharacters ?? [])
    .map((n) => n.trim().toLowerCase())
    .filter((n) => !absentInChapter(outline, n));
  const pool = world.cast.filter((p) => !(avoidFoe && p.antagonist) && !absentInChapter(outline, p.name));
  const inChapter = pool.filter((p) => chapterNames.includes(p.name.toLowerCase()));
  const extra = chapterNames
    .filter((n) => n && n !== world.hero.toLowerCase() && !world.cast.some((p) => p.name.toLowerCase() === n))
    .map((n) => ({ name: titleCase(n), role: "", note: "", antagonist: false }));
  const candidates = inChapter.length ? inChapter : extra.length ? extra : pool;
  const rng = new Rng(world.input.seed, "who", world.input.sceneNumber, place.name);
  if (candidates.length) {
    return rng.pickAvoiding(candidates, (p) => world.memory.met.includes(p.name) && rng.chance(0.5));
  }
  const local: Noun = new Rng(world.input.seed, "local", place.name).pick(world.vocab.npcs);
  return { name: local.the, role: "", note: "", antagonist: false };
}

const ABSENCE =
  "missing|gone|vanished|disappeared|kidnapped|captured|taken|lost|absent|imprisoned|dead|asleep|sleeping";

/** Who a chapter's outline says is absent, by name, worked out as asked. */
const absences = perText(() => new Map<string, boolean>(), 256);

/** "Wren finds the lantern cold and Maud missing": the chapter's outline says Maud is not here. */
export function absentInChapter(outline: string, name: string): boolean {
  if (!outline) return false;
  const known = absences(outline);
  let absent = known.get(name);
  if (absent === undefined) {
    absent = saysAbsent(outline, name);
    known.set(name, absent);
  }
  return absent;
}

function saysAbsent(outline: string, name: string): boolean {
  const parts = name
    .toLowerCase()
    .split(/\s+/)
    // "Dr. Hale missing" is about Hale: a title names nobody in particular.
    .filter((w) => w.length > 2 && !isTitleWord(w));
  const text = outline.toLowerCase();
  return parts.some((part) => {
    const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const after = new RegExp(
      `\\b${escaped}\\b(?:\\s+\\S+){0,2}?\\s+(?:is\\s+|has\\s+)?(?:been\\s+)?(?:${ABSENCE})\\b`,
    );
    const before = new RegExp(
      `\\b(?:search(?:es|ing)? for|looks? for|rescues?|find|finds|mourns?|misses)\\s+${escaped}\\b`,
    );
    return after.test(text) || before.test(text);
  });
}

/** "the keeper of the lantern" → "keeper": the word that says what someone is. */
function roleHead(role: string): string {
  const words =
    role
      .toLowerCase()
      .split(/ (?:of|to|from|at|in|for|with) /)[0]
      ?.trim()
      .split(/\s+/) ?? [];
  return words[words.length - 1] ?? "";
}

/**
 * The person the player's words name: a cast member by name, then by role ("the nephew"),
 * then a stock local that fits beside the cast. Never the protagonist.
 */
/**
 * The cast member a sentence names anywhere in it ("where were you at four, Tomasz", "tell tomasz
 * the tide has opinions"): a first name or surname of theirs as a whole word. Only the cast: the
 * genre's stock people are too common words ("the guard") to find in free speech.
 */
export function personNamedIn(world: World, words: string): Person | undefined {
  const said = new Set(words.toLowerCase().split(/[^\p{L}'-]+/u));
  return world.cast.find((p) =>
    p.name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.length > 2 && !isTitleWord(w) && said.has(w)),
  );
}

/** "tomasz a humbug" → Tomasz and "a humbug": a cast member named by the first words, and the rest. */
export function personLeading(world: World, words: string): { person: Person; rest: string } | undefined {
  const parts = words.split(" ");
  for (let n = Math.min(4, parts.length - 1); n >= 1; n--) {
    const person = matchByWords(parts.slice(0, n).join(" "), world.cast, (p) => p.name, true);
    if (person)
      return {
        person,
        rest: parts
          .slice(n)
          .join(" ")
          .replace(/^(the|a|an|some) /, ""),
      };
  }
  return undefined;
}

export function findPerson(world: World, words: string): Person | undefined {
  if (!words) return undefined;
  const named = matchByWords(words, world.cast, (p) => p.name);
  if (named) return named;
  const said = words.toLowerCase().split(/\s+/);
  const byRole = world.cast.find((p) => p.role && said.includes(roleHead(p.role)));
  if (byRole) return byRole;
  const local = matchByWords(words, world.vocab.npcs, (n) => n.the);
  return local ? { name: local.the, role: "", note: "", antagonist: false } : undefined;
}
