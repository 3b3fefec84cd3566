import nlp from "compromise";

/**
 * Things a scene's text says the hero takes, picks up, finds or is given (issue 29): offered to
 * the author as one-click choice effects, never given in play without the author's click. Read
 * with compromise: a verb of getting (by its lemma: "picks", "picked" → pick), then the noun
 * phrase after it ("the clockwork key" → "clockwork key"), past a person it is given to
 * ("gives Jane a lantern").
 */

const GETTING = new Set([
  "take",
  "pick",
  "find",
  "grab",
  "receive",
  "collect",
  "pocket",
  "snatch",
  "obtain",
  "buy",
  "steal",
  "give",
  "hand",
  "discover",
  "retrieve",
]);
/** "picks up", not "picks the lock": these need their particle. */
const NEEDS_UP = new Set(["pick"]);
/** Things no one carries off: "takes a deep breath", "finds a seat". */
const NOT_ITEMS = new Set([
  "breath",
  "step",
  "look",
  "glance",
  "moment",
  "seat",
  "turn",
  "chance",
  "time",
  "care",
  "notice",
  "note",
  "aim",
  "rest",
  "place",
  "way",
  "path",
  "lead",
  "hand",
  "courage",
  "heart",
  "comfort",
  "refuge",
  "shelter",
  "cover",
  "sip",
  "bite",
  "peek",
  "nap",
]);

/** The longest item name the contract takes (EFFECT_LIMITS.itemName). */
const ITEM_MAX = 80;

type Term = { text: string; normal?: string; root?: string; tags?: string[]; post?: string };

const has = (term: Term | undefined, tag: string) => Boolean(term?.tags?.includes(tag));
// Participles compromise leaves without a root ("was given a map").
const PARTICIPLES: Record<string, string> = { given: "give", taken: "take", stolen: "steal", bought: "buy" };
const lemma = (term: Term) => {
  const word = (term.root || term.normal || term.text).toLowerCase();
  return PARTICIPLES[word] ?? word;
};
const ends = (term: Term) => /[.,;:!?—–]/.test(term.post ?? "");

/** The noun phrase starting at `i`, without its article or number; null when there is none. */
function thingAt(terms: Term[], start: number): string | null {
  let i = start;
  // Past a determiner, a possessive ("her grandmother's"), a number.
  while (
    i < terms.length &&
    (has(terms[i], "Determiner") || has(terms[i], "Value") || has(terms[i], "Possessive"))
  ) {
    if (ends(terms[i] as Term)) return null;
    i++;
  }
  const words: Term[] = [];
  for (; i < terms.length; i++) {
    const term = terms[i] as Term;
    const fits = (has(term, "Noun") || has(term, "Adjective")) && !has(term, "Pronoun");
    if (!fits || has(term, "Possessive")) break;
    words.push(term);
    if (ends(term)) break;
  }
  const head = words.at(-1);
  if (!head || !has(head, "Noun") || has(head, "Person") || NOT_ITEMS.has(lemma(head))) return null;
  const name = words
    .map((w) => w.text.replace(/[^\p{L}\p{N}'-]+/gu, ""))
    .join(" ")
    .toLowerCase()
    .trim();
  return name && name.length <= ITEM_MAX ? name : null;
}

/** Item names the text says the hero gets, in order, each once. */
export function itemSuggestions(text: string): string[] {
  if (!text.trim()) return [];
  const doc = nlp(text);
  doc.compute("root");
  const options = { terms: { text: true, normal: true, root: true, tags: true, whitespace: true } } as object;
  const sentences = doc.json(options) as Array<{ terms: Term[] }>;
  const found: string[] = [];
  for (const { terms } of sentences) {
    terms.forEach((term, i) => {
      if (!has(term, "Verb") || !GETTING.has(lemma(term)) || ends(term)) return;
      let next = i + 1;
      if (lemma(terms[next] ?? term) === "up") next++;
      else if (NEEDS_UP.has(lemma(term))) return;
      // "gives Jane a lantern", "hands him the map": past the one it is given to.
      if (has(terms[next], "Person") || (has(terms[next], "Pronoun") && lemma(term) !== "take")) next++;
      const thing = thingAt(terms, next);
      if (thing && !found.includes(thing)) found.push(thing);
    });
  }
  return found;
}
