// Authors type fast: "year 2141. the kelp farm hollow reach sits off the tasman shelf. biologist
// dr amara okonkwo finds…". Read as typed, that premise has no hero, no people and no places (the
// reader finds names by their capitals), and the assistant, which has no cast list to spell them
// by (cast-spelling.ts), invented a hero. A text typed in lower case gets its capitals back first:
// sentence starts, "I", and the words an English dictionary spells only with a capital
// ("Tasman", "Clive", "Welshman", "Tuesday", "okonkwo", "gethin"): those compromise knows as a
// name, or that neither compromise nor an English word list knows. Words English also uses in lower case
// ("hollow reach", "rose", "will") are left as typed: nothing can tell them apart.
import { readFileSync } from "node:fs";
import nlp from "compromise";
import wordListPath from "word-list";
import { TITLES } from "./premise-names";
import { ABBREVIATED_TITLES } from "./premise-tags";

let wordList: string | undefined;

/**
 * `word-list`'s 274,000 English words in lower case (with their inflections, British spellings
 * and rare words: "clockmaker", "orrery", "tyres"), and no proper names. Kept as one string and
 * searched, not made a Set: building the Set costs ~0.6 s here, and only a text typed in lower
 * case asks, a few dozen words a premise (memoised).
 */
function englishWords(): string {
  wordList ??= `\n${readFileSync(wordListPath, "utf8")}\n`;
  return wordList;
}
const known = new Map<string, boolean>();
function english(word: string): boolean {
  let found = known.get(word);
  if (found === undefined) {
    found = englishWords().includes(`\n${word}\n`);
    if (known.size > 4096) known.clear();
    known.set(word, found);
  }
  return found;
}

/** compromise's own word list (word → its tag or tags); its typings call the world a plain object. */
const LEXICON = (
  nlp.world() as { model: { one: { lexicon: Record<string, string | string[] | undefined> } } }
).model.one.lexicon;
/** Tags English always writes with a capital ("friday", "ohio", "welsh", "august"). */
const ALWAYS = new Set(["WeekDay", "Month", "Region", "Country", "City", "Place", "Demonym", "ProperNoun"]);
/** Tags of names that are also words ("miller", "abbey", "rose"): a capital only if no word. */
const NAMES = new Set(["FirstName", "MaleName", "FemaleName", "LastName", "Person"]);

/** A contraction typed without its apostrophe ("shouldnt", "shes"). */
const NO_APOSTROPHE =
  /^(?:(?:should|could|would|must|ca|do|did|does|is|was|were|are|has|have|had|wo|ai|need)nt|(?:she|he|it|that|there|what|who)s|(?:you|they|we)re|(?:i|you|we|they)ve|(?:you|we|they|she|he|it)ll)$/;

/** Whether a word typed in lower case is a name English writes with a capital. */
function proper(word: string): boolean {
  // "don't", "won't": a contraction is no name.
  if (/['’](?:t|ll|re|ve|d|m)$/.test(word) || NO_APOSTROPHE.test(word)) return false;
  const bare = word.replace(/['’]s$/, "");
  if (bare.length < 3) return false;
  const entry = LEXICON[bare];
  if (entry === undefined) return !english(bare);
  const tags = Array.isArray(entry) ? entry : [entry];
  if (tags.some((t) => ALWAYS.has(t))) return true;
  return tags.some((t) => NAMES.has(t)) && !english(bare);
}

/**
 * A word before a name that is the person's job, not their name ("Lifeguard Dev Kaur"): an
 * English word no lexicon knows as a name.
 */
export function commonWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 2 && !nameWord(lower) && !proper(lower) && english(lower);
}

/** Particles Irish names write with a capital ("Ó Murchú", "Ní Bhriain", "Mac Giolla"). */
const IRISH_PARTICLES = new Set(["ó", "ní", "nic", "mac", "ua"]);

/** A lower-case noun that can stand before a job ("tugboat", "police"), never a verb or function word. */
const modifier = (word: string) => {
  if (!commonWord(word)) return false;
  const doc = nlp(word);
  return (
    !/[^s]s$/.test(word) &&
    doc.has("#Noun") &&
    !doc.has("#Verb") &&
    !doc.has("#Determiner") &&
    !doc.has("#Preposition")
  );
};

/** A first or last name that is also a word ("ruth", "sam", "miller"): a name beside a name. */
function nameWord(word: string): boolean {
  const entry = LEXICON[word.replace(/['’]s$/, "")];
  return (Array.isArray(entry) ? entry : [entry]).some((t) => !!t && NAMES.has(t));
}

/** Whether most of a text's sentences start in lower case: the author's haste, not their style. */
export function typedLowerCase(text: string): boolean {
  const starts = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => /\p{L}/u.exec(s)?.[0])
    .filter((c): c is string => !!c);
  if (!starts.length) return false;
  const lower = starts.filter((c) => c === c.toLowerCase() && c !== c.toUpperCase()).length;
  return lower * 2 > starts.length;
}

/** "okonkwo" → "Okonkwo"; "mccready" → "McCready". */
const capital = (w: string) =>
  /^mc\p{L}{3}/u.test(w)
    ? `Mc${w.charAt(2).toLocaleUpperCase("en")}${w.slice(3)}`
    : w.charAt(0).toLocaleUpperCase("en") + w.slice(1);

/**
 * A text typed in lower case with its capitals given back; any other text as it is. Only words
 * typed all in lower case change, so an author's own "Rudd" or "BLUE HERON" stays as written.
 */
export function truecase(text: string): string {
  if (!text || !typedLowerCase(text)) return text;
  const tokens = text.split(/([\p{L}]+(?:['’][\p{L}]+)*)/u);
  // Odd indexes are words, even ones what lies between them.
  const named = new Set<number>();
  let sentenceStart = true;
  for (let i = 1; i < tokens.length; i += 2) {
    const before = tokens[i - 1] as string;
    if (/[.!?]\s*$|\n/.test(before) || (i === 1 && !/\S/.test(before))) sentenceStart = true;
    const word = tokens[i] as string;
    if (word === word.toLowerCase()) {
      if (proper(word)) named.add(i);
      if (sentenceStart || word === "i" || named.has(i)) tokens[i] = capital(word);
    } else if (!sentenceStart) named.add(i);
    sentenceStart = false;
  }
  // Beside a name, a name that is also a word is a name ("ruth Okafor", "Captain sam"), and a
  // title before a name takes its capital ("dr Amara"; "station chief Rudd" keeps "chief").
  const joined = (i: number, j: number) => /^\s+$|^\.\s+$/.test(tokens[Math.min(i, j) + 1] as string);
  for (let i = 1; i < tokens.length; i += 2) {
    const word = tokens[i] as string;
    if (named.has(i) || word !== word.toLowerCase()) continue;
    // "okonkwo-bailey", "okafor-smith": a double-barrelled name's second part is the name's too,
    // even when it is also a word (not "well-known": "well" is no name).
    if (i >= 3 && named.has(i - 2) && tokens[i - 1] === "-") {
      tokens[i] = capital(word);
      named.add(i);
      continue;
    }
    const next = named.has(i + 2) && joined(i, i + 2);
    const prev = i >= 3 && named.has(i - 2) && joined(i - 2, i);
    const title =
      i >= 3 &&
      (TITLES.has((tokens[i - 2] as string).toLowerCase()) ||
        ABBREVIATED_TITLES.test(tokens[i - 2] as string)) &&
      joined(i - 2, i) &&
      /^\p{Lu}/u.test(tokens[i - 2] as string);
    if ((next || prev || title) && nameWord(word)) {
      tokens[i] = capital(word);
      named.add(i);
    }
    // "tugboat captain femke", "police sergeant levan": a title after a noun is the job, not the name's.
    // ("glaciologist dr ines": an abbreviated title is always the name's.)
    const job =
      i >= 3 &&
      !ABBREVIATED_TITLES.test(word) &&
      joined(i - 2, i) &&
      modifier((tokens[i - 2] as string).toLowerCase());
    if (next && !job && (TITLES.has(word) || ABBREVIATED_TITLES.test(word))) tokens[i] = capital(word);
    // "declan ó murchú": an Irish name's particle takes its capital inside the name.
    if (next && prev && IRISH_PARTICLES.has(word)) tokens[i] = capital(word);
  }
  return tokens.join("");
}
