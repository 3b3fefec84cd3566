// Authors type fast: "biologist dr amara okonkwo finds…" in the storyline, "Amara Okonkwo" in the
// cast list. Everything the storyteller reads is written with the cast's spelling first, so a
// name comes back capitalised however the author typed it in the prose around it. Only names
// change; the author's other words are read as typed.
import nlp from "compromise";
import { TITLES } from "./premise-names";
import { ABBREVIATED_TITLES } from "./premise-tags";
import { NAME_PARTICLES } from "./premise-words";
import { literal } from "./text";

type Named = { name?: unknown };

/** Lexicon tags that still make a lone word a name ("clive", "doreen", "audi"). */
const NAME_TAGS = new Set(["FirstName", "MaleName", "FemaleName", "LastName", "Person", "Organization"]);
/** Fields of long prose the storyteller does not read for names: a chapter as written, a played scene. */
const PROSE_KEYS = new Set(["content", "currentContent", "prose"]);

/** compromise's own word list (word → its tag); its typings call the world a plain object. */
const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, string | undefined> } } }).model.one
  .lexicon;

const capitalise = (w: string) => w.charAt(0).toLocaleUpperCase("en") + w.slice(1);

/**
 * A name part the author may type on its own in lower case: one English has no other use for
 * ("amara", "okonkwo", "clive"), never one that is also a word ("rose", "will", "hope").
 */
function loneNamePart(part: string): boolean {
  if (part.length < 3 || !/^\p{Lu}/u.test(part)) return false;
  const tag = LEXICON[part.toLowerCase()];
  return tag === undefined || NAME_TAGS.has(tag);
}

export type Speller = (text: string) => string;
const spellers = new Map<string, Speller>();

/** The cast's spelling applied to a text; `names` as the cast list writes them. */
export function castSpeller(names: string[]): Speller {
  const key = names.join("\n");
  const known = spellers.get(key);
  if (known) return known;
  // Only names with a capital to give back; the longest first so a full name wins over its parts.
  // A name the cast list itself has in lower case ("mrs irene kowalczyk") is given its capitals.
  const proper = names
    .map((n) => n.trim().replace(/\s+/g, " "))
    // ("folasade okonkwo-bailey": each part of a double-barrelled name is a name.)
    // ("femke de vries": a particle after the first name stays small, as the writer says it.)
    .map((n) =>
      n === n.toLowerCase()
        ? n
            .split(/(?<=[ -])/)
            .map((w, i) => (i > 0 && NAME_PARTICLES.has(w.trim()) ? w : capitalise(w)))
            .join("")
        : n,
    )
    .filter((n) => /\p{Lu}/u.test(n));
  const spelling = new Map<string, string>();
  for (const name of proper) {
    spelling.set(name.toLowerCase(), name);
    // "Father Declan Ó Murchú": after a title the rest is the name too, so "father" taken as the
    // title still leaves "declan ó murchú" spelt whole (its short "ó" is no lone name part).
    const [first, ...rest] = name.split(" ");
    if (
      rest.length > 1 &&
      TITLES.has((first ?? "").toLowerCase()) &&
      !spelling.has(rest.join(" ").toLowerCase())
    )
      spelling.set(rest.join(" ").toLowerCase(), rest.join(" "));
    for (const part of name.split(" ")) {
      const bare = part.replace(/\.$/, "");
      if (TITLES.has(bare.toLowerCase()) || ABBREVIATED_TITLES.test(bare)) continue;
      if (loneNamePart(part) && !spelling.has(part.toLowerCase())) spelling.set(part.toLowerCase(), part);
    }
  }
  let speller: Speller = (text) => text;
  if (spelling.size > 0) {
    const alternatives = [...spelling.keys()]
      .sort((a, b) => b.length - a.length)
      .map((n) => n.split(" ").map(literal).join("\\s+"));
    const titles = [...TITLES].map(literal).join("|");
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}'’-])(?:((?:${titles})\\.?)\\s+)?(${alternatives.join("|")})(?![\\p{L}\\p{N}-])`,
      "giu",
    );
    speller = (text) =>
      text.replace(pattern, (match, title: string | undefined, name: string) => {
        const spelt = spelling.get(name.toLowerCase().replace(/\s+/g, " "));
        if (!spelt || name === spelt) return match;
        // Only a name typed all in lower case is the author's haste; "Rose" left as written.
        if (name !== name.toLowerCase()) return match;
        const head = title ? `${title === title.toLowerCase() ? capitalise(title) : title} ` : "";
        return `${head}${spelt}`;
      });
  }
  if (spellers.size > 64) spellers.clear();
  spellers.set(key, speller);
  return speller;
}

/** Every `characters[].name` in an input, wherever the input keeps its cast. */
function castNames(value: unknown, found: string[], depth = 0): string[] {
  if (depth > 4 || value === null || typeof value !== "object") return found;
  if (Array.isArray(value)) {
    for (const v of value) castNames(v, found, depth + 1);
    return found;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k === "characters" && Array.isArray(v)) {
      for (const c of v as Named[]) if (typeof c?.name === "string") found.push(c.name);
    } else if (!PROSE_KEYS.has(k)) castNames(v, found, depth + 1);
  }
  return found;
}

// A respelt game bible per original: the bible is the same object turn after turn and the
// storyteller keeps its reading of a game by identity (world.ts), as this does. Other inputs
// (memory, recent scenes) are respelt afresh each call.
const respelt = new WeakMap<object, { speller: Speller; out: unknown }>();

/** The value with names respelt; the very same value (and objects) when nothing needed it. */
function respell<T>(value: T, speller: Speller, depth = 0, key = ""): T {
  if (typeof value === "string") return speller(value) as T;
  if (depth > 6 || value === null || typeof value !== "object") return value;
  const seen = key === "game" ? respelt.get(value) : undefined;
  if (seen?.speller === speller) return seen.out as T;
  let changed = false;
  let out: unknown;
  if (Array.isArray(value)) {
    const items = value.map((v) => respell(v, speller, depth + 1));
    changed = items.some((v, i) => v !== value[i]);
    out = changed ? items : value;
  } else {
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const w = PROSE_KEYS.has(k) ? v : respell(v, speller, depth + 1, k);
      if (w !== v) changed = true;
      fields[k] = w;
    }
    out = changed ? fields : value;
  }
  if (key === "game") respelt.set(value, { speller, out });
  return out as T;
}

/** An input to the storyteller with every cast name spelt as the cast list spells it. */
export function withCastSpelling<T>(input: T): T {
  const names = castNames(input, []);
  if (names.length === 0) return input;
  return respell(input, castSpeller(names));
}
