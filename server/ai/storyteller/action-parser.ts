/**
 * The player's words as a verb and its object. Deliberately forgiving: anything it cannot
 * place becomes "other", which the scene plays out as an attempt rather than refusing it.
 */
import nlp from "compromise";

export type Verb =
  | "take"
  | "drop"
  | "use"
  | "talk"
  | "attack"
  | "flee"
  | "go"
  | "look"
  | "search"
  | "open"
  | "wait"
  | "inventory"
  | "continue"
  | "other";

export type ParsedAction = {
  verb: Verb;
  /** What the verb acts on, without articles: "brass key", "old maud". */
  object: string;
  /** A second noun: the topic of a question ("about the lantern"), the target of a use. */
  target: string;
  /** The cleaned action as typed, for playing out free text. */
  raw: string;
  /** "look for", "search for": the object is sought, not where to look. */
  seeking?: boolean;
  /** "Ask Tobias where my brother is": the question, in the player's own words. */
  question?: string;
};

const QUESTION_WORDS = new Set([
  "where",
  "why",
  "how",
  "what",
  "who",
  "whom",
  "whether",
  "if",
  "when",
  "which",
]);

/**
 * "tobias where my brother is" → the person ("tobias") and the question as typed ("where my
 * brother is"), its capitals kept from the raw action so names survive.
 */
function splitQuestion(object: string, raw: string): { object: string; question: string } | undefined {
  const words = object.split(" ");
  const at = words.findIndex((w, i) => i > 0 && QUESTION_WORDS.has(w));
  if (at <= 0) return undefined;
  const rawWords = raw.split(" ");
  const from = rawWords.findIndex(
    (w, i) => w.toLowerCase() === words[at] && i > 0 && rawWords.slice(0, i).some((r) => /\p{L}/u.test(r)),
  );
  const question = (from >= 0 ? rawWords.slice(from) : words.slice(at)).join(" ").replace(/[?.!]+$/, "");
  return { object: words.slice(0, at).join(" "), question };
}

/** Verb phrases, "|"-separated; the index below sorts them longest first, so "pick up" wins over "pick". */
const PHRASES: Array<[Verb, string]> = [
  [
    "inventory",
    "check inventory|check my inventory|check the inventory|check my pack|check my bag|" +
      "inventory|what am i carrying|what do i have|look in my bag|look in my pack|open my pack|" +
      "open my bag|inv",
  ],
  [
    "continue",
    "begin the adventure|begin adventure|begin reading|begin|start|continue|carry on|" +
      "keep going|go on|proceed|next scene|next|onward|resume",
  ],
  ["take", "pick up|take|grab|get|collect|pocket|snatch|gather|steal|loot|lift"],
  ["drop", "put down|set down|leave behind|throw away|get rid of|drop|discard|abandon"],
  [
    "talk",
    "talk to|talk with|speak to|speak with|chat with|call out to|call to|ask|talk|speak|tell|" +
      "greet|say|question|chat|whisper to|shout to|reply to|thank|persuade|convince",
  ],
  [
    "attack",
    "stand your ground against|stand my ground against|stand your ground|stand up to|" +
      "fight back|attack|fight|strike|hit|punch|kick|slash|stab|shoot|kill|slay|battle|" +
      "charge at|charge|confront|face|defend against|defend|tackle|wrestle|duel|ambush|swing at",
  ],
  [
    "flee",
    "run away from|run away|walk away from|walk away|back away from|back away|flee from|flee|" +
      "escape from|escape|retreat from|retreat|hide from|hide|slip away from|slip away|" +
      "sneak away",
  ],
  [
    "search",
    "look for|search for|search|explore|investigate|rummage through|rummage|dig|scour|" + "hunt for|forage",
  ],
  [
    "look",
    "look around|look at|look|examine surroundings|examine|inspect|study|observe|watch|listen|" +
      "read|check|survey|peer at|peer|gaze at|stare at|smell|touch|feel",
  ],
  ["open", "open|unlock|pry open|force open|break open|unseal|lift the lid of"],
  [
    "use",
    "use|drink|eat|light|play|wear|equip|apply|activate|wield|ring|swallow|throw|give|offer|" + "show|hand",
  ],
  [
    "go",
    "move forward|go forward|go back|head for|head to|head toward|head towards|make for|" +
      "walk to|walk|go to|go into|go|run to|run|enter|move|head|travel to|travel|climb|follow|" +
      "return to|return|leave|cross|approach|descend|ascend|visit|sneak",
  ],
  [
    "wait",
    "rest|wait|sleep|sit down|sit|pause|camp|make camp|meditate|relax|nap|heal|tend my wounds|" +
      "tend your wounds|catch my breath|catch your breath|take a break|take a rest",
  ],
];

type Entry = { verb: Verb; phrase: string[] };

/** First word → candidate phrases, longest first: one map lookup per action, no regex per word. */
const INDEX = new Map<string, Entry[]>();
for (const [verb, phrases] of PHRASES) {
  for (const phrase of phrases.split("|")) {
    const words = phrase.split(" ");
    const first = words[0] as string;
    const list = INDEX.get(first) ?? [];
    list.push({ verb, phrase: words });
    INDEX.set(first, list);
  }
}
for (const list of INDEX.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);

const LEADING = new Set([
  "i",
  "we",
  "you",
  "please",
  "then",
  "and",
  "now",
  "quickly",
  "carefully",
  "slowly",
  "just",
]);
const WANT = [
  ["want", "to"],
  ["try", "to"],
  ["decide", "to"],
  ["will"],
  ["would", "like", "to"],
  ["let", "me"],
  ["let's"],
  ["lets"],
  ["going", "to"],
  ["start", "to"],
  ["begin", "to"],
];
const ARTICLES = new Set([
  "the",
  "a",
  "an",
  "some",
  "my",
  "your",
  "this",
  "that",
  "to",
  "at",
  "into",
  "toward",
  "towards",
  "up",
  "on",
  "of",
]);
const SPLITTERS = new Set(["about", "on", "with", "at", "against", "for", "to", "into", "from"]);
/** "go down to the harbour", "look under the bed": the way, not the place or the thing. */
const APPROACH = new Set([
  ...ARTICLES,
  "down",
  "over",
  "back",
  "out",
  "across",
  "along",
  "round",
  "around",
  "off",
  "in",
  "inside",
  "through",
  "under",
  "beneath",
  "behind",
  "onto",
]);
/** Where a destination ends: "the harbour to find Tam", "the mill and wait". */
const GO_ENDS = new Set(["to", "and", "for", "with", "because", "so", "then", "before", "until"]);

export function parseAction(action: string): ParsedAction {
  const raw = action
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/\s+/g, " ")
    .slice(0, 200);
  const words = raw
    .toLowerCase()
    // Any alphabet's letters: "ciarán", "wrońska" are names, not "ciar n".
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' -]/gu, " ")
    .split(" ")
    .filter(Boolean);

  let i = 0;
  for (let guard = 0; guard < 6 && i < words.length; guard++) {
    const before = i;
    while (i < words.length && LEADING.has(words[i] as string)) i++;
    for (const want of WANT) {
      if (want.every((w, k) => words[i + k] === w)) {
        i += want.length;
        break;
      }
    }
    if (i === before) break;
  }
  const rest = words.slice(i);
  const cleanRaw = raw
    .split(" ")
    .slice(words.length === raw.split(" ").length ? i : 0)
    .join(" ");

  if (rest.length === 0) return { verb: "continue", object: "", target: "", raw: cleanRaw };

  for (const entry of INDEX.get(rest[0] as string) ?? []) {
    if (!entry.phrase.every((w, k) => rest[k] === w)) continue;
    const all = rest.slice(entry.phrase.length);
    // A destination keeps its "and wait"; a question keeps "and ask about…".
    const tail = withoutManner(entry.verb === "go" || entry.verb === "talk" ? all : firstActionOnly(all));
    let { object, target } = splitObject(tail);
    const verb = refine(entry.verb, entry.phrase, object || target);
    // Places keep their whole name: "the barrow on the hill", "the mill by the river".
    if (verb === "go") [object, target] = destination(tail);
    if (verb === "look" || verb === "search") {
      const place = stripApproach(tail);
      if (place.length < tail.length) ({ object, target } = splitObject(place));
    }
    // "go to the mill" and "look at the door": the split word was only a preposition.
    if (!object && verb !== "talk") [object, target] = [target, ""];
    const seeking = /(^| )for$/.test(entry.phrase.join(" ")) && (verb === "search" || verb === "look");
    const asked = verb === "talk" && !target ? splitQuestion(object, cleanRaw) : undefined;
    if (asked) return { verb, object: asked.object, target: "", raw: cleanRaw, question: asked.question };
    return { verb, object, target, raw: cleanRaw, ...(seeking ? { seeking } : {}) };
  }
  return { verb: "other", object: stripArticles(rest).join(" "), target: "", raw: cleanRaw };
}

/** "a candle and look around" → "a candle": the second action is not part of the first's object. */
function firstActionOnly(tail: string[]): string[] {
  const at = tail.findIndex(
    (w, k) => k > 0 && (w === "and" || w === "then") && startsAction(tail.slice(k + 1)),
  );
  if (at === -1) return tail;
  const head = tail.slice(0, at);
  while (head.length > 1 && (head.at(-1) === "and" || head.at(-1) === "then")) head.pop();
  return head;
}

function startsAction(words: string[]): boolean {
  if ((INDEX.get(words[0] ?? "") ?? []).some((e) => e.phrase.every((w, k) => words[k] === w))) return true;
  // "light a torch and ride my horse": any verb compromise knows only as one starts a second action.
  return LEXICON[words[0] ?? ""] === "Infinitive" && DETERMINERS.has(words[1] ?? "");
}

/** compromise's own word list (word → its tag); its typings call the world a plain object. */
const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon;

/**
 * "search the room carefully" → "search the room": how it is done is no part of the object
 * ("the room carefully" came back as a place to search). An -ly word compromise has no other
 * use for, or one it knows as an adverb ("again"); never the last word left.
 */
const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "my",
  "your",
  "his",
  "her",
  "their",
  "our",
  "its",
  "this",
  "that",
]);

function withoutManner(words: string[]): string[] {
  let end = words.length;
  while (end > 1) {
    const w = words[end - 1] as string;
    // A word after "the" or "my" is the noun itself: "ask about the well", "search my back".
    if (DETERMINERS.has(words[end - 2] as string)) break;
    const tag = LEXICON[w];
    if (tag === "Adverb" || (tag === undefined && /^[a-z]{3,}ly$/.test(w))) end--;
    else break;
  }
  return end === words.length ? words : words.slice(0, end);
}

/** "the the lark" → "lark"; a lone "the" ("talk to the") names nothing. */
function stripArticles(words: string[]): string[] {
  let start = 0;
  while (start < words.length && ARTICLES.has(words[start] as string)) start++;
  return words.slice(start);
}

/** Leading way-words go ("down to the", "under the"), but a lone "back" or "around" stays. */
function stripApproach(words: string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && APPROACH.has(words[start] as string)) start++;
  return words.slice(start);
}

/** "down to the harbour to find tam" → ["harbour", "find tam"]. */
function destination(tail: string[]): [string, string] {
  const words = stripApproach(tail);
  if (words.every((w) => ARTICLES.has(w))) return ["", ""];
  const end = words.findIndex((w, i) => i > 0 && GO_ENDS.has(w));
  if (end === -1) return [words.join(" "), ""];
  return [words.slice(0, end).join(" "), stripArticles(words.slice(end + 1)).join(" ")];
}

/** "old maud about the cold lantern" → object "old maud", target "cold lantern". */
function splitObject(tail: string[]): { object: string; target: string } {
  const cut = tail.findIndex((w) => SPLITTERS.has(w));
  const head = cut === -1 ? tail : tail.slice(0, cut);
  const after = cut === -1 ? [] : tail.slice(cut + 1);
  return { object: stripArticles(head).join(" "), target: stripArticles(after).join(" ") };
}

/** A few verbs change meaning with their object. */
function refine(verb: Verb, phrase: string[], object: string): Verb {
  const first = phrase[0];
  if (verb === "look" && /\b(inventory|pack|bag|backpack|satchel|belongings|pockets?)\b/.test(object)) {
    return "inventory";
  }
  if (verb === "continue" && first === "go" && object) return "go";
  if (verb === "go" && first === "leave" && /^(it|this)$/.test(object)) return "drop";
  if (verb === "attack" && first === "face" && !object) return "continue";
  if (verb === "take" && /^(a )?(rest|break|nap|breather|breath)$/.test(object)) return "wait";
  if (verb === "take" && /^(a )?look/.test(object)) return "look";
  if (verb === "use" && first === "ring" && !object) return "use";
  return verb;
}
