import { INVENTORY_LIMIT } from "../../../contract/constants";
import { DROP, EXAMINE, GIVE, INVENTORY, TAKE, USE } from "./action-lines";
import { typedWords } from "./action-places";
import { type ActionResult, award, type Draft, ORDER } from "./compose";
import { plausibleFind, sourcePhrase } from "./found-things";
import type { Beat, ItemDef } from "./genres/types";
import { findPerson, personLeading } from "./people";
import { addUnheard, sayFresh } from "./session-lines";
import { listJoin, upperFirst, withArticle } from "./text";
import { type Held, inventoryEntry, isOpenable, isOpener, lookupItem, matchByWords } from "./world";

const GIVING = /^(give|offer|hand|show|pass|lend)\b/i;
/** "a humbug", "some humbugs", "my last coin" as typed. */
const offered = (text: string) =>
  /^(a|an|the|some|my|his|her|their|our|your)\s/i.test(text)
    ? text
    : /[^s]s$/.test(text)
      ? `some ${text}`
      : withArticle(text);

/**
 * Actions on things: taking what the scene shows (or saying why not), dropping, using and
 * opening what the player carries, and taking stock of the pack. The prose and the proposed
 * changes are written together, so they always agree.
 */
const HEAL_TYPES = new Set(["potion", "food", "medicine", "drink", "ration", "stim", "medkit", "tonic"]);
export const LIGHT_TYPES = new Set(["light", "torch", "lamp", "flashlight"]);
export const READ_TYPES = new Set([
  "map",
  "document",
  "book",
  "letter",
  "note",
  "data",
  "photo",
  "clue",
  "ticket",
  "journal",
]);

export function take(d: Draft): ActionResult {
  const { object } = d.action;
  const room = INVENTORY_LIMIT - d.world.held.length;
  const all = /^(all|everything|every ?thing|it all)$/.test(object);
  const wanted: ItemDef[] = all
    ? d.itemsHere.slice()
    : [
        matchByWords(object, d.itemsHere, (i) => i.name) ?? matchByWords(object, d.itemsHere, (i) => i.type),
      ].filter((i): i is ItemDef => Boolean(i));
  if (!wanted.length && /^(it|them|that|this)$/.test(object) && d.itemsHere[0]) wanted.push(d.itemsHere[0]);

  const held = wanted.length ? undefined : matchByWords(object, d.world.held, (h) => h.prose);
  const found = wanted.length || held || all ? undefined : plausibleFind(d);
  if (found) {
    wanted.push(found);
    d.itemsHere = [...d.itemsHere, found];
  }
  if (!wanted.length) {
    if (held) sayFresh(d, TAKE.already, ORDER.lead, true, { item: `the ${held.prose}` });
    else if (object && !all)
      sayFresh(d, TAKE.missing, ORDER.lead, true, { object: typedWords(d.action.raw, object).text });
    else sayFresh(d, TAKE.nothing, ORDER.lead, true);
    d.events.push(object ? `looked for the ${object} in vain` : "looked for something to take");
    return {};
  }
  const taking = wanted.slice(0, Math.max(0, room));
  const leaving = wanted.slice(taking.length);
  if (taking.length) {
    const names = listJoin(taking.map((i) => `the ${i.name}`));
    const from = sourcePhrase(d);
    if (from && taking.length === 1) sayFresh(d, TAKE.found, ORDER.lead, true, { item: names, object: from });
    else sayFresh(d, TAKE.ok, ORDER.lead, true, { item: names });
    if (taking.length === 1) addUnheard(d, (taking[0] as ItemDef).description, ORDER.lead);
    for (const item of taking) {
      d.addItems.push(inventoryEntry(item, d.place));
      d.itemsHere = d.itemsHere.filter((i) => i !== item);
    }
    d.experience += 3 + 2 * taking.length;
    if (d.world.held.length === 0) award(d, "Finders Keepers");
    d.events.push(`took ${names}`);
    d.titleHint = upperFirst(`the ${(taking[0] as ItemDef).name}`);
  }
  if (leaving.length) {
    sayFresh(d, TAKE.full, ORDER.lead, true, { item: listJoin(leaving.map((i) => `the ${i.name}`)) });
    for (const i of leaving) if (!d.shownItems.includes(i)) d.shownItems.push(i);
    d.mentioned.add("items");
    d.events.push("found the pack too full to carry more");
  }
  return {};
}

export function drop(d: Draft): ActionResult {
  const held = heldFor(d, d.action.object);
  if (!held) {
    sayFresh(d, DROP.missing, ORDER.lead, true, {
      object: d.action.object ? `the ${d.action.object}` : "anything",
    });
    return {};
  }
  sayFresh(d, DROP.ok, ORDER.lead, true, { held: `the ${held.prose}` });
  d.removeItems.push(held.item.name);
  const def = lookupItem(held.item.name);
  d.itemsHere = [...d.itemsHere, { ...def, name: def.type === "item" ? held.item.name : def.name }];
  d.events.push(`left the ${held.prose} at ${d.place.phrase}`);
  return {};
}

export function heldFor(d: Draft, words: string): Held | undefined {
  if (!words) return undefined;
  return (
    matchByWords(words, d.world.held, (h) => h.prose) ??
    matchByWords(words, d.world.held, (h) => h.item.name) ??
    matchByWords(words, d.world.held, (h) => h.type)
  );
}

export function use(d: Draft): ActionResult {
  // "Offer Tomasz a humbug": the person first, then the thing (as "offer a humbug to Tomasz").
  if (GIVING.test(d.action.raw) && !findPerson(d.world, d.action.target)) {
    const lead = personLeading(d.world, d.action.object);
    if (lead) d.action = { ...d.action, object: lead.rest, target: lead.person.name.toLowerCase() };
  }
  const { object, target } = d.action;
  const carried = heldFor(d, object) ?? heldFor(d, target);
  // "Ring the bell" with a silver bell lying at the player's feet: they pick it up and use it.
  const lying = carried || !object ? undefined : matchByWords(object, d.itemsHere, (i) => i.name);
  if (!carried && !lying) {
    if (matchByWords(object, [d.feature], (f) => f.the)) return examineFeature(d);
    const receiver = GIVING.test(d.action.raw) && object ? findPerson(d.world, target) : undefined;
    if (receiver) {
      d.npc = receiver;
      d.mentioned.add("npc");
      sayFresh(d, GIVE.missing, ORDER.lead, true, { object: offered(typedWords(d.action.raw, object).text) });
      return {};
    }
    sayFresh(d, USE.missing, ORDER.lead, true, {
      object: object ? typedWords(d.action.raw, object).text : "right thing",
    });
    return {};
  }
  const held = carried ?? pickUpToUse(d, lying as ItemDef);
  const slots = { held: `the ${held.prose}` };
  d.mentioned.add("held");
  const person = findPerson(d.world, target);
  if (person && GIVING.test(d.action.raw)) {
    d.npc = person;
    sayFresh(d, GIVE.offer, ORDER.lead, true, slots);
    sayFresh(d, GIVE.thanks, ORDER.lead, true);
    usedUp(d, held, lying);
    d.experience += 8;
    d.events.push(`gave the ${held.prose} to ${person.name}`);
    d.deed = { kind: "gift", person };
    return { beat: "dialogue" };
  }
  if (HEAL_TYPES.has(held.type)) {
    sayFresh(d, USE.heal, ORDER.lead, true, slots);
    const missing = d.world.input.state.maxHealth - d.world.input.state.health;
    d.health += Math.max(5, Math.min(missing, d.world.rng.range(12, 22)));
    usedUp(d, held, lying);
    d.events.push(`used up the ${held.prose}`);
    return {};
  }
  if (lying) keepAfterUse(d, lying);
  d.experience += d.world.rng.range(4, 8);
  d.events.push(`used the ${held.prose}${target ? ` on the ${target}` : ""}`);
  // "Use the key on the gate": the gate is what the scene is about now, not the place's feature.
  if (target && !matchByWords(target, [d.feature], (f) => f.the)) focusOnThing(d, target);
  if (isOpener(held)) {
    sayFresh(d, USE.open, ORDER.lead, true, slots);
    return { beat: "discovery" };
  }
  if (LIGHT_TYPES.has(held.type)) {
    sayFresh(d, USE.light, ORDER.lead, true, slots);
    return { beat: "discovery" };
  }
  if (READ_TYPES.has(held.type)) {
    sayFresh(d, USE.read, ORDER.lead, true, slots);
    return { beat: insightBeat(d, 30) };
  }
  if (target) sayFresh(d, USE.onTarget, ORDER.lead, true, slots);
  else sayFresh(d, held.type === "weapon" ? USE.weapon : USE.other, ORDER.lead, true, slots);
  return {};
}

/** A thing lying here, picked up to be used at once; it goes in the pack only if it is kept. */
function pickUpToUse(d: Draft, def: ItemDef): Held {
  sayFresh(d, USE.pickUp, ORDER.lead, true, { held: `the ${def.name}` });
  const item = { id: def.name, ...inventoryEntry(def, d.place) };
  return { item, prose: def.name, origin: d.place.phrase, type: def.type };
}

/** Eaten or given away: a carried thing leaves the pack, a thing picked up here is simply gone. */
function usedUp(d: Draft, held: Held, lying: ItemDef | undefined): void {
  if (lying) d.itemsHere = d.itemsHere.filter((i) => i !== lying);
  else d.removeItems.push(held.item.name);
}

/** Used and kept: into the pack if there is room, otherwise set back down where it lay. */
function keepAfterUse(d: Draft, def: ItemDef): void {
  if (d.world.held.length + d.addItems.length >= INVENTORY_LIMIT) return;
  d.addItems.push(inventoryEntry(def, d.place));
  d.itemsHere = d.itemsHere.filter((i) => i !== def);
  d.events.push(`took the ${def.name}`);
}

/** The scene turns to a thing the player named, so the lines after it speak of that thing. */
function focusOnThing(d: Draft, words: string): void {
  const name = words.replace(/^(the|a|an) /, "");
  d.feature = { a: withArticle(name), the: `the ${name}` };
  d.focused = true;
}

export function open(d: Draft): ActionResult {
  const { object } = d.action;
  const named = { a: object, the: `the ${object}` };
  if (object && isOpenable(named) && !matchByWords(object, [d.feature], (f) => f.the)) {
    focusOnThing(d, object);
  }
  const key = heldFor(d, d.action.target) ?? d.world.held.find(isOpener);
  if (key) {
    d.held = key;
    sayFresh(d, USE.open, ORDER.lead, true, { held: `the ${key.prose}` });
    d.experience += d.world.rng.range(6, 10);
    d.events.push(`opened ${d.feature.the} with the ${key.prose}`);
    return { beat: "discovery" };
  }
  sayFresh(d, USE.stuck, ORDER.lead, true);
  d.events.push(`could not open ${d.feature.the}`);
  return {};
}

export function examineFeature(d: Draft): ActionResult {
  sayFresh(d, EXAMINE, ORDER.lead, true);
  d.experience += d.world.rng.range(3, 6);
  d.events.push(`examined ${d.feature.the}`);
  return { beat: insightBeat(d, 40) };
}

/** Studying things turns up clues; a revelation only now and then, late enough to matter. */
export function insightBeat(d: Draft, from: number): Beat {
  const recent = d.world.memory.beats.slice(-4);
  return d.world.input.progress >= from && !recent.includes("revelation") ? "revelation" : "discovery";
}

export function inventory(d: Draft): ActionResult {
  const held = d.world.held;
  if (!held.length) sayFresh(d, INVENTORY.none, ORDER.lead, true);
  else
    sayFresh(d, INVENTORY.some, ORDER.lead, true, {
      object: listJoin(held.map((h) => withArticle(h.prose))),
    });
  d.events.push("checked the pack");
  return {};
}
