import { INVENTORY_LIMIT } from "../../../contract/constants";
import type { SceneBeat } from "./beats";
import type { Draft } from "./compose";
import { Rng } from "./random";
import { possessive } from "./render";
import { inline, perText, titleCase, upperFirst } from "./text";
import { isOpenable, isOpener } from "./world";

/**
 * Choices come from the world model: what the prose has shown (a threat, an item, a person,
 * a feature, the road on), so every one of them makes sense and the parser understands it.
 */
const HEAL_VERBS: Record<string, string> = {
  potion: "Drink",
  drink: "Drink",
  tonic: "Drink",
  food: "Eat",
  ration: "Eat",
};
const READ_TYPES = new Set(["map", "document", "book", "letter", "note", "data", "journal"]);

export function makeChoices(d: Draft, beat: SceneBeat): string[] {
  const { world } = d;
  const rng = new Rng(world.input.seed, world.input.sceneNumber, "choices", world.input.action);
  const out: Array<[number, string]> = [];
  const healthAfter = world.input.state.health + d.health;
  const hurt = healthAfter < world.input.state.maxHealth * 0.5;

  if (d.threat && d.mentioned.has("threat")) {
    const isFoe = d.threat.the === inline(world.foe);
    const social = world.vocab.family.conflict === "social";
    const t = d.threat.the;
    if (isFoe) out.push([10, `Confront ${t}`]);
    else if (social) out.push([10, `Stand up to ${t}`]);
    else if (world.child) out.push([10, rng.pick([`Face ${t} bravely`, `Stand your ground against ${t}`])]);
    else out.push([10, rng.pick([`Fight ${t}`, `Stand your ground against ${t}`, `Attack ${t}`])]);
    out.push([9, social ? `Walk away from ${t}` : `Back away from ${t}`]);
  }

  const carried = world.held.length + d.addItems.length - d.removeItems.length;
  const takeable = d.shownItems.filter((i) => d.itemsHere.includes(i));
  if (takeable.length) {
    if (carried < INVENTORY_LIMIT) out.push([8, `Take the ${(takeable[0] as { name: string }).name}`]);
    else {
      const spare = world.held.find((h) => !d.removeItems.includes(h.item.name) && !isOpener(h));
      if (spare) out.push([8, `Drop the ${spare.prose} to make room`]);
    }
  }

  if (d.mentioned.has("npc") && d.npc.name) {
    const who = inline(d.npc.name);
    const topic = [d.thread, ...world.memory.threads].find(
      (t) => !t.toLowerCase().includes(who.toLowerCase()),
    );
    out.push([7, topic && rng.chance(0.7) ? `Ask ${who} about ${topic}` : `Talk to ${who}`]);
  }

  if (hurt) {
    const remedy = world.held.find((h) => HEAL_VERBS[h.type] && !d.removeItems.includes(h.item.name));
    if (remedy) out.push([7, `${HEAL_VERBS[remedy.type]} the ${remedy.prose}`]);
    else out.push([6, world.child ? "Sit down for a little rest" : "Rest and tend your wounds"]);
  }

  if (beat !== "finale" && d.next.name !== d.place.name) out.push([6, `Head for ${d.next.phrase}`]);

  if (d.mentioned.has("feature")) {
    const key = isOpenable(d.feature) ? world.held.find(isOpener) : undefined;
    out.push([5, key ? `Open ${d.feature.the} with the ${key.prose}` : `Examine ${d.feature.the}`]);
  }

  const reading = world.held.find((h) => READ_TYPES.has(h.type));
  if (reading) out.push([3, `Read the ${reading.prose}`]);
  out.push([2, `Search ${d.place.phrase}`]);
  out.push([1, "Look around"]);
  out.push([1, world.child ? "Wait and listen" : "Wait and watch"]);

  const ordered = out
    .map(([p, text]) => [p + rng.float() * 0.5, text] as const)
    .sort((a, b) => b[0] - a[0])
    .map(([, text]) => upperFirst(text).slice(0, 120));
  // Never offer again what the player has just done, and never the same thing twice.
  const distinct: string[] = [world.input.action.trim()];
  for (const c of ordered) {
    if (!distinct.some((x) => x.toLowerCase() === c.toLowerCase()) && !repeatsAction(d, c)) distinct.push(c);
  }
  distinct.shift();
  return distinct.slice(0, rng.chance(0.5) ? 3 : 4);
}

/** "Examine the broken pane" straight after "Look at the broken pane" is the same thing again. */
function repeatsAction(d: Draft, choice: string): boolean {
  const { verb, object } = d.action;
  if (!object || (verb !== "look" && verb !== "search")) return false;
  return (
    /^(examine|search|look at|study|inspect) /i.test(choice) && choice.toLowerCase().endsWith(` ${object}`)
  );
}

export function quickActions(d: Draft): string[] {
  const hurt = d.world.input.state.health + d.health < d.world.input.state.maxHealth * 0.6;
  return [
    "Continue",
    "Look around",
    "Check inventory",
    "Move forward",
    "Examine surroundings",
    hurt ? "Rest" : "Wait",
  ];
}

const TITLES: Record<SceneBeat, string[]> = {
  arrival: ["{Place}", "The Road to {Place}", "Arrival at {Place}", "Back at {Place}"],
  discovery: ["{Item}", "What {Place} Kept", "A Find in the Dust", "The {Adj} {Noun}"],
  encounter: ["{Threat}", "{Threat} at {Place}", "The {Adj} Hour"],
  dialogue: ["Words with {Npc}", "{NpcPossessive} Counsel", "A Word in Passing", "Voices at {Place}"],
  setback: ["The {Adj} {Noun}", "Trouble at {Place}", "A Hard Road", "Against the Grain"],
  revelation: ["{Thread}", "The Truth of {ThreadBare}", "What the {Noun} Knew", "The {Adj} Truth"],
  respite: ["A Quiet Hour", "Rest at {Place}", "Breathing Space", "Between Storms"],
  climax: ["{Foe}", "Face to Face", "The Last Stand", "The {Adj} {Noun}"],
  finale: ["Journey's End", "What Remains", "The Last Light", "After the Storm"],
};

/** The {Slots} a title template names. */
const titleSlots = perText((template) => Array.from(template.matchAll(/\{(\w+)\}/g), (m) => m[1] as string));
/** A title's words capitalised: the same places, people and threads are asked on every turn. */
const titled = perText((phrase) => upperFirst(titleCase(phrase)));

export function sceneTitle(d: Draft, beat: SceneBeat): string {
  const { world } = d;
  if (world.opensChapter && world.chapter?.title.trim()) return world.chapter.title.trim().slice(0, 100);
  if (d.titleHint && beat !== "finale") return titleCase(d.titleHint).replace(/^the /, "The ").slice(0, 100);
  const rng = new Rng(world.input.seed, world.input.sceneNumber, "title");
  const newItem = d.shownItems[d.shownItems.length - 1];
  const values: Record<string, string> = {
    Place: titled(d.place.phrase),
    Adj: rng.pick(world.vocab.titleAdjectives),
    Noun: rng.pick(world.vocab.titleNouns),
    Item: newItem ? titled(`the ${newItem.name}`) : "",
    Threat: d.threat ? titled(d.threat.the) : "",
    Npc: d.npc.name ? titled(d.npc.name) : "",
    NpcPossessive: d.npc.name ? titled(possessive(d.npc.name)) : "",
    Thread: titled(d.thread),
    ThreadBare: titleCase(d.thread).replace(/^The /, "the "),
    Foe: titled(world.foe),
  };
  const revisit = world.input.memory.places.includes(d.place.name);
  const usable = TITLES[beat].filter(
    (t) => (revisit || !t.startsWith("Back at")) && titleSlots(t).every((slot) => values[slot]),
  );
  const template = rng.pick(usable.length ? usable : ["The {Adj} {Noun}"]);
  const title = template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
  return title.replace(/(?<=\S) The /g, " the ").slice(0, 100);
}
