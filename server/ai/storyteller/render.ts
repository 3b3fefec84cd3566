import type { GameBible } from "../narrator";

/**
 * Template rendering with narrative perspective. Every template is written once, in a
 * person-neutral notation, so one sentence serves "you", "I" and "Wren":
 *
 *   {S} subject (you / I / Wren)      {O} object (you / me / Wren)
 *   {P} possessive (your / my / Wren's) {be} are / am / is     {was} were / was / was
 *   [step|steps]  the verb as it goes with you and I | with a third-person name
 *   {slot}        a value from the scene (place, item, npc, threat, sense, ...)
 *
 * Dialogue inside quotes is written with a literal "you": people speak to the protagonist the
 * same way whatever the narration's person.
 */
export type Perspective = GameBible["narrativePerspective"];

export type Voice = {
  perspective: Perspective;
  /** The protagonist's name for third-person narration. */
  name: string;
};

export type Slots = Record<string, string>;

const TOKEN = /\{(\w+)\}|\[([^\]|]*)\|([^\]]*)\]/g;

export function render(template: string, voice: Voice, slots: Slots): string {
  const third = voice.perspective === "third_person";
  const first = voice.perspective === "first_person";
  // After the name has been said once in a sentence, "their" and "them" read better than
  // repeating it; singular they needs no verb agreement in those positions.
  let named = false;
  return template.replace(TOKEN, (_match, slot: string | undefined, plain: string, thirdForm: string) => {
    if (slot === undefined) return third ? thirdForm : plain;
    switch (slot) {
      case "S":
        named = true;
        return third ? voice.name : first ? "I" : "you";
      case "O":
        if (third) {
          const out = named ? "them" : voice.name;
          named = true;
          return out;
        }
        return first ? "me" : "you";
      case "P":
        if (third) {
          const out = named ? "their" : possessive(voice.name);
          named = true;
          return out;
        }
        return first ? "my" : "your";
      case "be":
        return third ? "is" : first ? "am" : "are";
      case "was":
        return third || first ? "was" : "were";
      default:
        return slots[slot] ?? "";
    }
  });
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
