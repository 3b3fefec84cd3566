import {
  FOUND_SOUGHT,
  GO_LOOK,
  GO_SEARCH,
  LOOK,
  LOOK_AT,
  LOOK_FAR,
  LOOK_ITEM,
  LOOK_SELF,
  SEARCH,
  SEARCH_AT,
  SEARCH_FOR,
  SEEK_PERSON,
} from "./action-lines";
import { isHere, moveTo, placeNamed, typedWords } from "./action-places";
import { examineFeature, heldFor, inventory, LIGHT_TYPES, READ_TYPES, use } from "./action-things";
import { type ActionResult, add, type Draft, ORDER } from "./compose";
import type { ItemDef } from "./genres/types";
import { findPerson } from "./people";
import { keyEventsOf, premiseOf } from "./premise";
import { GROUP_HEADS, HAPPENING_HEADS, PERSON_HEADS } from "./premise-words";
import { addUnheard, sayFresh } from "./session-lines";
import { article, inline, isTitleWord, upperFirst } from "./text";
import { matchByWords } from "./world";

/**
 * Looking and searching. With an object the scene is about that thing: the feature, an item
 * lying here, a person, a place (which the player then goes to), or anything else they name,
 * which becomes the spot this scene's discovery happens at.
 */
/** Things one looks at but cannot crouch beside. */
const FAR =
  /\b(sky|skies|stars?|moon|sun|sunset|sunrise|sea|ocean|horizon|clouds?|mountains?|distance|view|skyline|lights|waves|tide|storm|rain|fog|mist)$/;

/** "Examine Kezia" (the hero's own name), "look at myself": the player means themself. */
export function meansSelf(d: Draft, object: string): boolean {
  if (/^(me|myself|yourself|self|himself|herself|themself|themselves)$/.test(object)) return true;
  if (!object) return false;
  const hero = d.world.hero.toLowerCase();
  if (object === hero) return true;
  // "Examine Kezia", "Examine the Kezia": the name as a name; a surname that is also a word
  // ("Rose Hill": "look at the hill", "examine the rose") is the thing.
  const typed = typedWords(d.action.raw, object);
  if (/^\p{Lu}/u.test(typed.text)) return Boolean(matchByWords(object, [d.world.hero], (h) => h, true));
  return !typed.article && object === hero.split(/\s+/).find((w) => !isTitleWord(w));
}

/**
 * "the children", "the Lloyd family": people together, whom one looks for rather than searches
 * like furniture. One person ("the dead man", "the stranger") may be searched.
 */
function peopleByKind(object: string): boolean {
  const head = object.split(" of ")[0]?.split(" ").pop() ?? "";
  if (GROUP_HEADS.has(head) || head === "children" || head === "people") return true;
  // A plural of a person: "the guards", "the neighbours".
  const one = head.replace(/s$/, "");
  return one !== head && PERSON_HEADS.has(one);
}

/**
 * Something to look at, not somewhere to go: the thing here, an item lying here or carried, or
 * one of the author's own things ("Go to the chimes": the van's chimes are no place).
 */
export function thingNamed(d: Draft, object: string): boolean {
  // "Go to the auction", "go to the wedding": something that happens is gone to.
  const head = object.split(" of ")[0]?.split(" ").pop() ?? "";
  if (HAPPENING_HEADS.has(head) || HAPPENING_HEADS.has(head.replace(/s$/, ""))) return false;
  if (matchByWords(object, [d.feature], (f) => f.the, true)) return true;
  if (matchByWords(object, d.itemsHere, (i) => i.name, true) || heldFor(d, object)) return true;
  const { game } = d.world.input;
  const own = premiseOf({
    title: game.title,
    storyline: game.storyline,
    keyEvents: keyEventsOf(game.plotLines),
  });
  return Boolean(matchByWords(object, [...own.objects, ...own.props], (t) => t, true));
}

function lookAtSelf(d: Draft): ActionResult {
  const { health, maxHealth } = d.world.input.state;
  sayFresh(d, health < maxHealth / 2 ? LOOK_SELF.hurt : LOOK_SELF.fine, ORDER.lead, true);
  d.events.push("took stock of themself");
  return {};
}

export function look(d: Draft): ActionResult {
  const { object } = d.action;
  d.experience += d.world.rng.range(2, 4);
  if (meansSelf(d, object)) return lookAtSelf(d);
  if (d.action.seeking && object) return seek(d);
  if (!object || isHere(d, object)) {
    sayFresh(d, LOOK, ORDER.lead, true);
    d.events.push(`looked around ${d.place.phrase}`);
    return { beat: "discovery" };
  }
  if (matchByWords(object, [d.feature], (f) => f.the, true)) return examineFeature(d);
  const item = matchByWords(object, d.itemsHere, (i) => i.name);
  if (item) {
    showItem(d, item, LOOK_ITEM);
    return {};
  }
  const held = heldFor(d, object);
  if (held) {
    if (READ_TYPES.has(held.type) || LIGHT_TYPES.has(held.type)) return use(d);
    add(d, `The ${held.prose}: ${held.item.description.replace(/ Taken from .*$/, "")}`, ORDER.lead);
    return {};
  }
  const person = findPerson(d.world, object);
  if (person) {
    d.npc = person;
    add(
      d,
      `${upperFirst(inline(person.name))} meets the look without blinking${person.note ? `; ${person.note}` : ""}.`,
      ORDER.lead,
    );
    d.mentioned.add("npc");
    return { avoid: ["dialogue"] };
  }
  const place = placeNamed(d, object);
  if (place) {
    moveTo(d, place);
    sayFresh(d, GO_LOOK, ORDER.lead, true);
    d.events.push(`went to look at ${place.phrase}`);
    return { beat: "discovery" };
  }
  if (FAR.test(object)) {
    sayFresh(d, LOOK_FAR, ORDER.lead, true, { object: `the ${object}` });
    d.events.push(`watched the ${object}`);
    return { beat: "discovery" };
  }
  focusOn(d, object);
  sayFresh(d, LOOK_AT, ORDER.lead, true);
  d.events.push(`examined the ${object}`);
  return { beat: "discovery" };
}

export function search(d: Draft): ActionResult {
  const { object } = d.action;
  d.experience += d.world.rng.range(3, 6);
  // "Search myself": what the player carries.
  if (meansSelf(d, object)) return inventory(d);
  if (d.action.seeking && object) return seek(d);
  if (!object || isHere(d, object)) {
    sayFresh(d, SEARCH, ORDER.lead, true);
    d.events.push(`searched ${d.place.phrase}`);
    return { beat: "discovery" };
  }
  const item = matchByWords(object, d.itemsHere, (i) => i.name);
  if (item) {
    showItem(d, item, FOUND_SOUGHT);
    return {};
  }
  const person = findPerson(d.world, object);
  if (person || (peopleByKind(object) && !thingNamed(d, object))) return seek(d);
  const place = placeNamed(d, object);
  if (place) {
    moveTo(d, place);
    sayFresh(d, GO_SEARCH, ORDER.lead, true);
    d.events.push(`searched ${place.phrase}`);
    return { beat: "discovery" };
  }
  if (!matchByWords(object, [d.feature], (f) => f.the, true)) focusOn(d, object);
  else d.focused = true;
  sayFresh(d, SEARCH_AT, ORDER.lead, true);
  d.events.push(`searched ${d.feature.the}`);
  return { beat: "discovery" };
}

/** "Search for the key", "look for Matteo": find it here if it is here, else hunt for it. */
function seek(d: Draft): ActionResult {
  const { object } = d.action;
  const item = matchByWords(object, d.itemsHere, (i) => i.name);
  if (item) {
    showItem(d, item, FOUND_SOUGHT);
    return {};
  }
  const person = findPerson(d.world, object);
  if (person) {
    d.npc = person;
    sayFresh(d, SEEK_PERSON, ORDER.lead, true);
    d.events.push(`found ${person.name}`);
    d.deed = { kind: "sought", person };
    return { beat: "dialogue" };
  }
  const place = placeNamed(d, object);
  if (place && place.name !== d.place.name) {
    moveTo(d, place);
    sayFresh(d, GO_SEARCH, ORDER.lead, true);
    d.events.push(`found the way to ${place.phrase}`);
    return { beat: "discovery" };
  }
  sayFresh(d, SEARCH_FOR, ORDER.lead, true, { object: objectPhrase(object) });
  d.events.push(`searched ${d.place.phrase} for ${objectPhrase(object)}`);
  return { beat: "discovery" };
}

function showItem(d: Draft, item: ItemDef, lines: readonly string[]): void {
  sayFresh(d, lines, ORDER.lead, true, { item: `the ${item.name}` });
  addUnheard(d, item.description, ORDER.lead);
  if (!d.shownItems.includes(item)) d.shownItems.push(item);
  d.mentioned.add("items");
  d.titleHint ||= `the ${item.name}`;
  d.events.push(`found the ${item.name}`);
}

/** "clues" stays "clues"; "key" becomes "the key". */
function objectPhrase(object: string): string {
  return /s$/.test(object) || /^(anything|something|help|food|water|shelter|a way)/.test(object)
    ? object
    : `the ${object}`;
}

/** What the player named becomes this scene's feature: the prose, the find and the title follow it. */
function focusOn(d: Draft, object: string): void {
  const words = typedWords(d.action.raw, object).text.split(" ").slice(0, 6).join(" ");
  d.feature = { a: `${article(words)} ${words}`, the: `the ${words}` };
  d.focused = true;
  d.titleHint = `the ${words}`;
}
