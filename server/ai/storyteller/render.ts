import nlp from "compromise";
import type { GameBible } from "../narrator";
import { perText } from "./text";

/**
 * Template rendering with narrative perspective. Every template is written once, in a
 * person-neutral notation, so one sentence serves "you", "I" and "Wren":
 *
 *   {S} subject (you / I / Wren)      {O} object (you / me / Wren)
 *   {P} possessive (your / my / Wren's) {be} are / am / is     {was} were / was / was
 *   [step|steps]  the verb as it goes with you and I | with a third-person name
 *   {slot}        a value from the scene (place, item, npc, threat, sense, ...)
 *
 * A noun-phrase slot that can be plural ({thread} "the standing stones") takes the verb after
 * it in agreement: "the standing stones look", not "looks" (issue 31).
 *
 * Dialogue inside quotes is written with a literal "you": people speak to the protagonist the
 * same way whatever the narration's person.
 */
export type Perspective = GameBible["narrativePerspective"];

export type Voice = {
  perspective: Perspective;
  /** The protagonist's name for third-person narration. */
  name: string;
  /** Their pronoun once named, when the author's words say it ("her", "him"); else "their". */
  pronoun?: "she" | "he";
};

export type Slots = Record<string, string>;

const TOKEN = /\{(\w+)\}|\[([^\]|]*)\|([^\]]*)\]/g;

/** A template cut into its literal text, its slots and its verb forms, once per template. */
type Part = string | { slot: string } | { plain: string; third: string };

// Templates are the storyteller's own lines and a game's vocabulary: few, but not bounded.
const partsOf = perText((template): Part[] => {
  const parts: Part[] = [];
  let at = 0;
  for (const match of template.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > at) parts.push(template.slice(at, index));
    parts.push(
      match[1] !== undefined ? { slot: match[1] } : { plain: match[2] ?? "", third: match[3] ?? "" },
    );
    at = index + match[0].length;
  }
  if (at < template.length) parts.push(template.slice(at));
  return parts;
}, 8192);

/** The hero once named in third-person narration: "her", "him", or "them" when nothing says. */
const HERO_PRONOUNS = {
  she: { object: "her", possessive: "her" },
  he: { object: "him", possessive: "his" },
  they: { object: "them", possessive: "their" },
} as const;

export function render(template: string, voice: Voice, slots: Slots): string {
  const third = voice.perspective === "third_person";
  const first = voice.perspective === "first_person";
  // After the name has been said once in a sentence, "their" and "them" read better than
  // repeating it; singular they needs no verb agreement in those positions.
  let named = false;
  let plural = false;
  let out = "";
  for (const part of partsOf(template)) {
    if (typeof part === "string") {
      out += plural ? agreePlural(part) : part;
      plural = false;
      continue;
    }
    plural = false;
    if (!("slot" in part)) {
      out += third ? part.third : part.plain;
      continue;
    }
    switch (part.slot) {
      case "S":
        named = true;
        out += third ? voice.name : first ? "I" : "you";
        break;
      case "O":
        if (third) {
          out += named ? HERO_PRONOUNS[voice.pronoun ?? "they"].object : voice.name;
          named = true;
        } else out += first ? "me" : "you";
        break;
      case "P":
        if (third) {
          out += named ? HERO_PRONOUNS[voice.pronoun ?? "they"].possessive : possessive(voice.name);
          named = true;
        } else out += first ? "my" : "your";
        break;
      case "be":
        out += third ? "is" : first ? "am" : "are";
        break;
      case "was":
        out += third || first ? "was" : "were";
        break;
      default: {
        const value = slots[part.slot] ?? "";
        plural =
          AGREEING.has(part.slot) &&
          isPluralPhrase(value) &&
          (out === "" || SUBJECT_BEFORE.test(out.slice(-12)));
        out += value;
      }
    }
  }
  return out;
}

/** Slots holding a noun phrase that may be the subject of the verb after it. */
const AGREEING = new Set([
  "thread",
  "place",
  "next",
  "other",
  "prev",
  "mystery",
  "thefeature",
  "thethreat",
  "item",
]);

/** Where a slot stands as its clause's subject (not "the quiet of {place} is"). */
const SUBJECT_BEFORE =
  /([.:;!?"]\s*|,\s+|\b(and|that|whether|why|how|now|until|when|if|because|where|while|but|so)\s+)$/i;

const plurals = perText((phrase: string) => /s$/i.test(phrase) && nlp(phrase).nouns().isPlural().found, 2048);
// A bare name ("Ceres", "Thornby Cross") is one place or person, whatever its last letter.
// "the bundle of letters" is one bundle: the head before "of" says.
const isPluralPhrase = (phrase: string) => {
  const head = phrase.replace(/\s+of\s.*$/, "");
  return head.length > 0 && !/^\p{Lu}/u.test(head) && plurals(head);
};

const SINGULAR_TO_PLURAL: Record<string, string> = { is: "are", was: "were", has: "have", does: "do" };
const infinitives = perText((word: string): string => {
  const verb = nlp(word).verbs();
  return verb.found ? verb.toInfinitive().text() : "";
}, 2048);

/** " slips a little further" after a plural subject: " slip a little further". */
function agreePlural(rest: string): string {
  const m = /^ ([a-z]+)\b/.exec(rest);
  const word = m?.[1];
  if (!word || !/s$/.test(word) || word.length < 2) return rest;
  const plural = SINGULAR_TO_PLURAL[word] ?? (word.length > 3 ? infinitives(word) : "");
  return plural ? ` ${plural}${rest.slice(word.length + 1)}` : rest;
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** The slot names a template may use; a test checks every template against this list. */
export const KNOWN_SLOTS = new Set([
  "S",
  "O",
  "P",
  "be",
  "was",
  "hero",
  "place",
  "next",
  "prev",
  "sense",
  "sense2",
  "item",
  "aitem",
  "held",
  "origin",
  "npc",
  "npcRole",
  "met",
  "foe",
  "threat",
  "thethreat",
  "thread",
  "feature",
  "thefeature",
  "object",
  "chapter",
  "mystery",
  "goal",
]);

export function slotsUsed(template: string): string[] {
  const out: string[] = [];
  for (const match of template.matchAll(TOKEN)) if (match[1]) out.push(match[1]);
  return out;
}
