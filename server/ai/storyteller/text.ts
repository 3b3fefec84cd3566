/** Small text helpers shared by every part of the storyteller. */
import { NAME_PARTICLES } from "./premise-words";

export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/** A text matched as written inside a RegExp: "Mr. Pike (Jr)" escapes its dot and brackets. */
export const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function upperFirst(text: string): string {
  return text.length ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function lowerFirst(text: string): string {
  return text.length ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * A sentence's first letter lowered to follow a colon, unless it opens with a name ("Hazel Quill
 * is…", "Hazel's…", "Hazel is…"): "hazel Quill" never (issue 31).
 */
export function lowerOpening(text: string): string {
  if (
    /^[A-Z][\w-]*(?:\s+[A-Z]|['’]s\b|\s+(?:is|was|has|had|can|will|would|who|knows|keeps|never)\b)/.test(text)
  )
    return text;
  if (/^[A-Z]{2,}\b/.test(text)) return text;
  return lowerFirst(text);
}

// After a question or exclamation closing a quote comes the attribution ("…?" the medium says).
const SENTENCE_START = /(^|[.!?]\s+|[.]["”]\s+|\n\s*)(["“]?)([a-z])/g;

/** Templates are written lower-case where a slot may open a sentence; this fixes the capitals. */
export function capitalizeSentences(text: string): string {
  return text.replace(
    SENTENCE_START,
    (whole: string, lead: string, quote: string, letter: string, at: number) => {
      // "Dr. hale" is not a new sentence: the stop belongs to the title.
      if (lead.startsWith(".") && endsWithAbbreviation(text.slice(0, at))) return whole;
      return `${lead}${quote}${letter.toUpperCase()}`;
    },
  );
}

/**
 * Titles and abbreviations whose full stop does not end a sentence. Cast members are often
 * "Dr. Hale" or "Capt. Reyes"; cutting there gave "Dr. says" and storylines that stopped at
 * "you must expose what Dr.".
 */
export const HONORIFICS = [
  "Dr",
  "Mr",
  "Mrs",
  "Ms",
  "Mx",
  "Prof",
  "St",
  "Capt",
  "Sgt",
  "Lt",
  "Col",
  "Gen",
  "Cmdr",
  "Adm",
  "Maj",
  "Cpl",
  "Pvt",
  "Rev",
  "Fr",
  "Sr",
  "Jr",
  "Hon",
  "Gov",
  "Pres",
  "Supt",
  "Insp",
  "Det",
  "Mme",
  "Mlle",
  "Messrs",
  "Rt",
  "Br",
  "Esq",
] as const;
const ABBREVIATIONS = new Set([
  ...HONORIFICS.map((h) => h.toLowerCase()),
  ...["mt", "ft", "no", "vol", "vs", "approx", "dept", "est", "inc", "ltd", "co", "ave", "rd"],
]);

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const FULL_STOP = 46;

/** Does the text end in a word whose full stop is an abbreviation's ("Dr", "J", "e.g")? */
export function endsWithAbbreviation(text: string): boolean {
  // Only the last word counts: the ASCII letters before a full stop or two at the very end.
  // Asked at every full stop of every scene, so it is scanned by hand.
  let end = text.length;
  if (text.charCodeAt(end - 1) === FULL_STOP) end--;
  const stripped = end;
  if (text.charCodeAt(end - 1) === FULL_STOP) end--;
  const floor = Math.max(0, text.length - 24);
  let start = end;
  while (start > floor && isLetter(text.charCodeAt(start - 1))) start--;
  if (start === end) return false;
  const word = text.slice(start, end);
  if (word.length === 1) {
    if (/^[A-Z]$/.test(word)) return true; // an initial: "J. R. Hartley"
    return /(^|[^A-Za-z])[a-z]\.[a-z]$/i.test(text.slice(Math.max(0, stripped - 4), stripped)); // e.g, i.e
  }
  return ABBREVIATIONS.has(word.toLowerCase()) && /^[A-Z]/.test(word);
}

/** A title word such as "Dr", "Dr.", "Captain" or "Sister": never a name to shorten to. */
const TITLE_WORDS = new Set(
  [
    ...HONORIFICS,
    ..."the old young little sir lady lord dame miss master madame madam doctor professor captain detective agent inspector sergeant constable officer commander lieutenant colonel general chief judge nurse saint king queen prince princess aunt uncle father mother sister brother pilot engineer reverend countess duchess duke baron baroness earl marquess viscount emperor empress abbot abbess vicar rector pastor admiral marshal sheriff provost chancellor mayor elder bishop archbishop cardinal rabbi imam sheikh emir sultan khan governor senator magistrate deacon friar canon dean warden commodore".split(
      " ",
    ),
  ].map((w) => w.toLowerCase()),
);

export function isTitleWord(word: string): boolean {
  return TITLE_WORDS.has(word.toLowerCase().replace(/\.$/, ""));
}

/** Words that belong to the surname after them: "Mac Giolla", "van der Berg", "de la Cruz", "Ó Murchú". */
const SURNAME_PARTICLES = new Set(
  "mac mc ó o ní nic ua van von der den de da di del della des du la le ter ten bin ibn al el ap".split(" "),
);

/** "Dr. Hale" → "Hale", "Captain Ana Reyes" → "Ana": how the story calls someone after the first time. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const titled = parts.length > 1 && isTitleWord(parts[0] as string);
  if (!titled) return parts[0] ?? name;
  const rest = parts.slice(1).filter((p) => !isTitleWord(p));
  if (!rest.length) return name;
  // A titled person keeps the title: "Dr. Hale", not a bare "Hale" that could be anyone; and the
  // whole surname: "Father Mac Giolla", not "Father Giolla". The first name is never a particle.
  let from = rest.length - 1;
  while (from > 1 && SURNAME_PARTICLES.has((rest[from - 1] as string).toLowerCase())) from--;
  return `${parts[0]} ${rest.slice(from).join(" ")}`;
}

/** "a" or "an" by the first letter, with the few exceptions our vocabularies contain. */
export function article(phrase: string): string {
  // An acronym is said letter by letter: "a USB drive", "an MRI scan", "an SOS".
  const acronym = /^([A-Z])[A-Z]+\b/.exec(phrase);
  if (acronym) return "AEFHILMNORSX".includes(acronym[1] as string) ? "an" : "a";
  const lower = phrase.toLowerCase();
  if (/^(hour|honest|heir)/.test(lower)) return "an";
  // "a usurper", "a unicorn", "a one-eyed goose": a vowel letter that sounds like "y" or "w".
  if (/^(uni(?!n)|use|usu|usur|uten|uti|uto|ura|uro|ubiq|eu|one|once)/.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** "a, b and c". */
export function listJoin(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "and",
  "or",
  "in",
  "on",
  "at",
  "to",
  "by",
  "for",
  "with",
]);

export function titleCase(phrase: string): string {
  const words = phrase.split(" ");
  // "Pieter van Duin", "the Huis ten Bosch": a particle inside a name keeps the author's case.
  // ("Francisco de la Rocha": a run of particles between two capitals, each kept.)
  const inName = (i: number) => {
    if (!NAME_PARTICLES.has(words[i] as string)) return false;
    let before = i - 1;
    while (before > 0 && NAME_PARTICLES.has(words[before] as string)) before--;
    let after = i + 1;
    while (after < words.length - 1 && NAME_PARTICLES.has(words[after] as string)) after++;
    return /^\p{Lu}/u.test(words[before] ?? "") && /^\p{Lu}/u.test(words[after] ?? "");
  };
  return words
    .map((word, i) => (i > 0 && (SMALL_WORDS.has(word) || inName(i)) ? word : upperFirst(word)))
    .join(" ");
}

/** "the ruined chapel" → "Ruined Chapel": how a place shows in the player's sidebar. */
export function displayName(phrase: string): string {
  return titleCase(phrase.replace(/^(the|a|an)\s+/i, ""));
}

/** The first sentence of a text, without its final stop. */
export function firstSentence(text: string): string {
  return (sentences(text)[0] ?? text.trim()).replace(/[.!?]+$/, "");
}

/**
 * A text cut into sentences, each with the space after it, so that joining them gives the
 * text back. A full stop after a title or initial ("Dr. Hale", "J. Hart") does not end one.
 */
export function sentenceSpans(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?]+["”’)]?(\s+|$)/g)) {
    const end = (m.index as number) + m[0].length;
    const stop = (m.index as number) + m[0].trimEnd().length;
    if (m[0].startsWith(".") && m[0].trimEnd() === "." && endsWithAbbreviation(text.slice(start, m.index))) {
      // "Dr. hale" never, "Dr. Hale" always: a title runs on into the name after it.
      if (end < text.length) continue;
    }
    if (stop > start) out.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/**
 * `compute` with its answers for recent texts remembered. Each turn asks the same questions of
 * the last few scenes (a scene stays among them for three turns) and of the same template
 * lines, and a text's answer never changes. The memory is dropped whole when full: cheap, and
 * the scenes in play come straight back. Answers are shared: callers must not change them.
 */
export function perText<T>(compute: (text: string) => T, max = 1024): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let out = memo.get(text);
    if (out === undefined) {
      out = compute(text);
      if (memo.size >= max) memo.clear();
      memo.set(text, out);
    }
    return out;
  };
}

/** How many scenes the per-scene memories keep: the three recent ones of ~1,300 players. */
export const SCENES_KEPT = 4096;

/** A text's sentences, trimmed; for a text split once (a whole scene), `sentences` for the rest. */
export function sentenceList(text: string): string[] {
  const spans = sentenceSpans(text)
    .map((s) => s.trim())
    .filter(Boolean);
  return spans.length ? spans : [text];
}

/**
 * A text's sentences, trimmed. The same lines (a template's, an outline's) are split again and
 * again, so the last few splits are kept, shared with other callers: read them, never change them.
 */
export const sentences: (text: string) => readonly string[] = perText(sentenceList, 256);

const STOPWORDS = new Set(
  (
    "the a an and or but of to in on at by for with from into onto over under about after before " +
    "their there they them this that these those then than when where which while who whom whose " +
    "what your yours you our ours his her hers its it's is are was were be been being have has had " +
    "will would could should must can may might shall not no nor only just also very more most " +
    "some such each every other another again once upon until story tale game player adventure " +
    "chapter world must finds find found make makes made take takes took begins begin between " +
    "through against during without within because himself herself itself themselves everyone"
  ).split(" "),
);

/** Content words of a text, most frequent first: the storyline's own vocabulary. */
export function keywords(text: string, limit = 6): string[] {
  const counts = new Map<string, number>();
  for (const raw of text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []) {
    const word = raw.replace(/'s$/, "");
    if (STOPWORDS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
    .slice(0, limit)
    .map(([word]) => word);
}

/** Capitalised phrases such as "the Lantern of Hollow Vale": a storyline's named things. */
export function namedThings(text: string): string[] {
  const found: string[] = [];
  const pattern = /\b(?:the|The) ((?:[A-Z][\w'-]+)(?: (?:of|and|the) [A-Z][\w'-]+| [A-Z][\w'-]+)*)/g;
  for (const match of text.matchAll(pattern)) {
    let phrase = `the ${match[1]}`;
    // "the Moon's lost button", not "the Moon's": a possessive owns the words after it.
    if (/(?:'s|’s)$/.test(phrase)) {
      const after = text.slice((match.index ?? 0) + match[0].length);
      const owned = /^\s+((?:[a-z-]+\s+){0,2}[a-z-]+)(?=[\s.,;:!?]|$)/.exec(after)?.[1];
      const words = (owned ?? "").split(/\s+/);
      const stop = words.findIndex((w) =>
        /^(before|after|and|or|to|of|in|on|at|by|for|with|from|that|who|which|is|are|was|were)$/.test(w),
      );
      const kept = (stop === -1 ? words : words.slice(0, stop)).filter(Boolean);
      if (!kept.length) continue;
      phrase = `${phrase} ${kept.join(" ")}`;
    }
    if (!found.includes(phrase)) found.push(phrase);
  }
  return found;
}

/** Word-ish chunks (a word and the space after it) for streaming. */
export function chunkWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** Cuts a text to at most `max` words, ending on a sentence where possible. */
export function limitWords(text: string, max: number): string {
  if (wordCount(text) <= max) return text;
  const words = text.split(/(\s+)/);
  let out = "";
  let count = 0;
  for (const part of words) {
    if (/^\s+$/.test(part)) {
      out += part;
      continue;
    }
    if (!part) continue;
    if (count >= max) break;
    out += part;
    count++;
  }
  const cut = out.trimEnd();
  const spans = sentenceSpans(cut);
  const last = (spans[spans.length - 1] ?? "").trimEnd();
  if (/[.!?]["”]?$/.test(last) && !endsWithAbbreviation(last.replace(/["”]$/, ""))) return cut;
  const whole = spans.slice(0, -1).join("").trimEnd();
  if (whole.length > cut.length / 2) return whole;
  // Never end on a dangling title: "…you must expose what Dr." reads as a cut, not a stop.
  const clean = endsWithAbbreviation(cut) ? cut.replace(/\s*\S+$/, "") : cut;
  return /[.!?]["”]?$/.test(clean) ? clean : `${clean.replace(/[,;:]$/, "")}.`;
}

/** "The Ashen King" reads "the Ashen King" mid-sentence; the capitaliser restores it at a start. */
export function inline(name: string): string {
  return name.replace(/^The /, "the ");
}
