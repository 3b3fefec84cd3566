/** Small text helpers shared by every part of the storyteller. */

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

export function upperFirst(text: string): string {
  return text.length ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function lowerFirst(text: string): string {
  return text.length ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

// After a question or exclamation closing a quote comes the attribution ("…?" the medium says).
const SENTENCE_START = /(^|[.!?]\s+|[.]["”]\s+|\n\s*)(["“]?)([a-z])/g;

/** Templates are written lower-case where a slot may open a sentence; this fixes the capitals. */
export function capitalizeSentences(text: string): string {
  return text.replace(SENTENCE_START, (_, lead: string, quote: string, letter: string) => {
    return `${lead}${quote}${letter.toUpperCase()}`;
  });
}

/** "a" or "an" by the first letter, with the few exceptions our vocabularies contain. */
export function article(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (/^(hour|honest|heir)/.test(lower)) return "an";
  if (/^(uni|use|one|eu)/.test(lower)) return "a";
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
  return phrase
    .split(" ")
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : upperFirst(word)))
    .join(" ");
}

/** "the ruined chapel" → "Ruined Chapel": how a place shows in the player's sidebar. */
export function displayName(phrase: string): string {
  return titleCase(phrase.replace(/^(the|a|an)\s+/i, ""));
}

/** The first sentence of a text, without its final stop. */
export function firstSentence(text: string): string {
  const match = /^[\s\S]*?[.!?](\s|$)/.exec(text.trim());
  return (match ? match[0] : text).trim().replace(/[.!?]+$/, "");
}

export function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["”]?/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

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
    const phrase = `the ${match[1]}`;
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
  const lastStop = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  if (lastStop > cut.length / 2) return cut.slice(0, lastStop + 1);
  return /[.!?]["”]?$/.test(cut) ? cut : `${cut.replace(/[,;:]$/, "")}.`;
}

/** "The Ashen King" reads "the Ashen King" mid-sentence; the capitaliser restores it at a start. */
export function inline(name: string): string {
  return name.replace(/^The /, "the ");
}
