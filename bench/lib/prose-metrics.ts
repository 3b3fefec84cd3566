// Prose figures for the built-in writer (issue 31), shared by bench/writer.ts and the tests.
// Key terms match by their normal form (compromise's roots: "keepers walked" finds "keeper",
// "walk"), never by raw substring; grammar is judged by an independent checker, retext.
import nlp from "compromise";
import { retext } from "retext";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextRepeatedWords from "retext-repeated-words";

/**
 * A sentence as written, as its lower-case roots, and as its lower-case words (one space between
 * words, a space at each end).
 */
export type RootSentence = { text: string; root: string; plain?: string };

type TermJson = { text: string; normal?: string; root?: string };
type SentenceJson = { text: string; terms: TermJson[] };

const rootOf = (t: TermJson) => (t.root ?? t.normal ?? t.text).toLowerCase();
const squash = (s: string) =>
  ` ${s
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

/** Splits prose into sentences (compromise's splitter) with each sentence's normal form. */
export function rootSentences(text: string): RootSentence[] {
  if (!text.trim()) return [];
  const doc = nlp(text);
  doc.compute("root");
  return (doc.json() as SentenceJson[])
    .map((s) => ({
      text: s.text.trim(),
      root: squash(s.terms.map(rootOf).join(" ")),
      plain: squash(s.text.toLowerCase()),
    }))
    .filter((s) => s.text.length > 0);
}

/**
 * A key term's normal form, read as the noun phrase it is in prose: "standing stones" →
 * " standing stone " (alone, compromise would take "standing" for a verb and give "stand stone",
 * which no sentence naming the stones matches).
 */
export function termRoot(term: string): string {
  return rootSentences(`the ${term}`)
    .map((s) => s.root)
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/^ the /, " ");
}

/**
 * Whether a sentence names any of the terms: by their normal forms, or word for word as the author
 * wrote them (compromise reads "The Bundle of Letters" or "her sewing machine" with other roots
 * than the term alone, but the sentence plainly names it).
 */
export function mentions(sentence: RootSentence, termRoots: string[], termWords: string[] = []): boolean {
  return (
    termRoots.some((t) => t.trim() && sentence.root.includes(t)) ||
    termWords.some((t) => t.trim() && sentence.plain?.includes(t))
  );
}

/** A key term as its words, lower case, padded as RootSentence's `plain` is. */
export const termWords = (term: string) => squash(term.toLowerCase());

export type Coverage = { sentences: number; mentioning: number; share: number };

/** Share of sentences that mention at least one key term. `skip` drops sentences (the author's own). */
export function keyTermCoverage(
  text: string | RootSentence[],
  keyTerms: string[],
  skip: (s: RootSentence) => boolean = () => false,
): Coverage {
  const roots = keyTerms.map(termRoot);
  const words = keyTerms.map(termWords);
  const sentences = (typeof text === "string" ? rootSentences(text) : text).filter((s) => !skip(s));
  const mentioning = sentences.filter((s) => mentions(s, roots, words)).length;
  return {
    sentences: sentences.length,
    mentioning,
    share: sentences.length ? mentioning / sentences.length : 0,
  };
}

/** Whether a text (an outline chapter) touches the premise at all. */
export function touchesPremise(text: string, keyTerms: string[]): boolean {
  return keyTermCoverage(text, keyTerms).mentioning > 0;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

function ngrams(list: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= list.length; i++) out.push(list.slice(i, i + n).join(" "));
  return out;
}

/** Whether `text` contains a run of `n` or more of the instruction's words, in order. */
export function pastesInstruction(text: string, instruction: string, n = 6): boolean {
  const asked = words(instruction);
  if (asked.length < n) return ` ${words(text).join(" ")} `.includes(` ${asked.join(" ")} `);
  const haystack = ` ${words(text).join(" ")} `;
  return ngrams(asked, n).some((g) => haystack.includes(` ${g} `));
}

/** The player's typed words echoed back: a run of `n` of them in the prose. */
export function echoes(prose: string, typed: string, n = 4): boolean {
  return pastesInstruction(prose, typed, n);
}

export type Grammar = { articleErrors: number; repeatedWords: number; messages: string[] };

const checker = retext().use(retextEnglish).use(retextIndefiniteArticle).use(retextRepeatedWords);

/**
 * a/an errors and repeated words, by retext. The checker takes a capitalised word for a name
 * and lets "A Alibi" pass, so Title Case words are lower-cased first (acronyms are kept).
 */
export function grammar(text: string): Grammar {
  const lowered = text.replace(/\b([A-Z])([a-z]+)\b/g, (_, a: string, b: string) => a.toLowerCase() + b);
  const file = checker.processSync(lowered);
  let articleErrors = 0;
  let repeatedWords = 0;
  const messages: string[] = [];
  for (const m of file.messages) {
    if (m.source === "retext-indefinite-article") articleErrors++;
    else if (m.source === "retext-repeated-words") repeatedWords++;
    else continue;
    const at = m.place && "start" in m.place ? m.place.start.offset : undefined;
    const context = at === undefined ? "" : ` in “…${text.slice(Math.max(0, at - 30), at + 30)}…”`;
    messages.push(`${m.reason}${context}`);
  }
  return { articleErrors, repeatedWords, messages };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A name the author wrote with a lower-case first word ("the Drowned Queen", "van Duin") starts
 * a sentence with a capital: "The Drowned Queen rises." is right, not a name mis-written.
 */
function sentenceCapital(text: string, at: number, written: string, form: string): boolean {
  if (written.slice(1) !== form.slice(1) || written[0] !== form[0]?.toUpperCase()) return false;
  const before = text.slice(Math.max(0, at - 3), at);
  return at === 0 || /(?:[.!?]["”’)]?\s+|\n\s*|^\s*["“])$/.test(before);
}

/**
 * Names written in another case than the author's: "hazel Quill" for Hazel Quill, "corvin" for
 * Corvin. A part of a longer name ("Hale" of Commander Hale) may be a common word ("hale"), so
 * it is judged only beside another part of the name ("commander hale").
 */
const PARTICLES = new Set("de van von der den da di du la le del della bin ibn al ter ten y".split(" "));

export function capitalisationErrors(text: string, names: string[]): { count: number; found: string[] } {
  const found: string[] = [];
  for (const typed of new Set(names)) {
    // A name the author typed all in lower case ("mrs irene kowalczyk") is written capitalised.
    // Name particles stay small after the first word ("femke de vries" is Femke de Vries).
    const name =
      typed === typed.toLowerCase()
        ? typed.replace(/(^|[\s-])(\p{Ll}+)/gu, (_m, a: string, w: string) =>
            a && PARTICLES.has(w) ? a + w : a + w[0]?.toUpperCase() + w.slice(1),
          )
        : typed;
    const parts = name.split(/\s+/).filter(Boolean);
    // The whole name, or two neighbouring parts of it, or a one-word name alone.
    // "The man in the grey Audi" is a description: "the man" in a sentence is no misspelt name.
    const forms = (parts.length === 1 ? [name] : parts.slice(1).map((p, i) => `${parts[i]} ${p}`)).filter(
      (f) => !/^(?:the|a|an)\s/i.test(f),
    );
    for (const form of forms) {
      const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(form)}(?![\\p{L}])`, "giu");
      for (const m of text.matchAll(re))
        if (m[0] !== form && !sentenceCapital(text, m.index, m[0], form)) found.push(m[0]);
    }
  }
  return { count: found.length, found };
}

const normalSentence = (s: string) => words(s).join(" ");

/** Share of sentences that repeat an earlier one (case and punctuation ignored). */
export function repeatedSentenceShare(sentences: string[]): {
  repeats: number;
  total: number;
  share: number;
} {
  const seen = new Set<string>();
  let repeats = 0;
  let total = 0;
  for (const s of sentences) {
    const n = normalSentence(s);
    if (!n) continue;
    total++;
    if (seen.has(n)) repeats++;
    else seen.add(n);
  }
  return { repeats, total, share: total ? repeats / total : 0 };
}

/** Unique 4-grams over all 4-grams, counted within each text (never across two texts). */
export function distinct4(texts: string[]): number {
  const all = texts.flatMap((t) => ngrams(words(t), 4));
  return all.length ? new Set(all).size / all.length : 1;
}

const TITLE =
  /^(dr|mr|mrs|ms|miss|mx|sir|dame|lady|lord|father|sister|brother|mother|captain|capt|reverend|rev|professor|prof|inspector|sergeant|sgt|detective|officer|doctor|nurse|judge|aunt|uncle|grandma|grandpa)\.?$/i;

/**
 * The names a story calls a key-term person by once it has named them in full, when the term is
 * a cast member's full name: "Halvard Øyen-Marsh" → "Halvard"; "Dr. Amara Okafor" → "Dr. Okafor".
 * None when another of the cast answers to the same name, or the term is no cast member's.
 */
export function calledBy(term: string, cast: string[]): string[] {
  const words = term.trim().split(/\s+/);
  const person = cast.find((n) => n.toLowerCase() === term.toLowerCase());
  if (!person || words.length < 2) return [];
  const short = TITLE.test(words[0] ?? "") ? `${words[0]} ${words.at(-1)}` : (words[0] as string);
  if (short.length < 3) return [];
  const shared = cast.some(
    (n) => n !== person && n.split(/\s+/).some((w) => w.toLowerCase() === (words[0] ?? "").toLowerCase()),
  );
  return shared ? [] : [short];
}
