import { DETAIL_AT, FIND_AT, RESPITE_HEAL, SETBACK_HURT } from "./action-lines";

import { type ActionResult, award, type Draft, ORDER } from "./compose";
import { DEVELOPMENTS, FINALE, SHARED_BEATS } from "./genres/shared";
import type { Beat } from "./genres/types";
import { suitsPlace } from "./locations";
import { addUnheard, sayFresh } from "./session-lines";
import { inline, withArticle } from "./text";
import { allowedItems, isHeld, threatAt } from "./world";

/**
 * The drama manager's choice of what happens next: the story's position sets the odds
 * (discoveries early, a midpoint revelation, setbacks, then the climax), the player's verb
 * can claim the beat, and the previous beat is not repeated.
 */
export type SceneBeat = Beat | "finale";

const BANDS: Array<[number, Partial<Record<Beat, number>>]> = [
  [10, { discovery: 3, encounter: 2, dialogue: 3, arrival: 1 }],
  [35, { discovery: 3, encounter: 3, dialogue: 3, setback: 2, respite: 1 }],
  [55, { revelation: 3, encounter: 2, dialogue: 2, setback: 2, discovery: 2 }],
  [85, { setback: 3, encounter: 3, revelation: 2, dialogue: 2, respite: 1, discovery: 1 }],
  [100, { climax: 5, revelation: 1, encounter: 1, setback: 1 }],
  [Number.POSITIVE_INFINITY, { respite: 3, discovery: 2, dialogue: 2 }],
];

export const FINALE_ACHIEVEMENT = "Journey's End";

export function chooseBeat(d: Draft, opening: boolean, result: ActionResult): SceneBeat {
  const { progress, state } = d.world.input;
  const recent = d.world.memory.beats.filter((b) => !b.startsWith("open:"));
  const last = recent[recent.length - 1];
  const finished = state.achievements.some((a) => a.toLowerCase() === FINALE_ACHIEVEMENT.toLowerCase());
  if (progress >= 96 && !finished) return "finale";
  if (opening && (d.action.verb === "continue" || d.moved)) return "arrival";
  if (result.beat) return result.beat;
  if (progress >= 85 && progress < 100 && !recent.slice(-4).includes("climax")) return "climax";
  if (progress >= 45 && progress < 60 && !recent.includes("revelation")) return "revelation";
  const band = BANDS.find(([limit]) => progress < limit)?.[1] ?? {};
  const avoid = new Set<string>([...(result.avoid ?? []), last ?? ""]);
  // "First impressions of" a place the player has stood in for scenes reads as amnesia.
  if (!d.moved && d.world.memory.places.includes(d.place.name)) avoid.add("arrival");
  const options = (Object.entries(band) as Array<[Beat, number]>).filter(([beat]) => !avoid.has(beat));
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = d.world.rng.float() * total;
  for (const [beat, weight] of options) {
    roll -= weight;
    if (roll < 0) return beat;
  }
  return options[0]?.[0] ?? "discovery";
}

const TWISTS = [
  "Yet every answer opens another door, and behind this one waits {mystery}.",
  "But now there is {mystery} to reckon with as well.",
  "It explains a great deal, and it leaves one thing darker than before: {mystery}.",
];

const FINALE_FOE = [
  "Of {foe} there is no sign now but a lingering chill, and even that is fading.",
  "{foe} will not trouble anyone again; the story has made sure of that.",
  "Whatever {foe} wanted, it will not happen now. That is enough.",
];

const NO_ITEM = [
  "Scratched into {thefeature} are marks that someone clearly wanted found.",
  "{thefeature} has been disturbed recently; whoever did it left in a hurry.",
];

export function progressFor(beat: SceneBeat, d: Draft): number {
  const r = d.world.rng;
  switch (beat) {
    case "finale":
      return Math.max(4, 100 - d.world.input.progress);
    case "climax":
      return r.range(5, 6);
    case "revelation":
      return r.range(4, 6);
    case "encounter":
    case "setback":
      return r.range(3, 5);
    case "discovery":
      return r.range(3, 4);
    case "dialogue":
      return r.range(2, 4);
    default:
      return r.range(2, 3);
  }
}

function pool(d: Draft, beat: Beat): readonly string[] {
  const { vocab, child } = d.world;
  const all = [...vocab.beats[beat], ...SHARED_BEATS[beat], ...(child ? [] : (vocab.darkBeats[beat] ?? []))];
  return suitsPlace(d.place, all, (t) => t);
}

/** Lines that tell the getting there ("You get to the auction a bit late, as usual"). */
const ARRIVING = /\{S\} \[(?:get|reach|arrive)\||By the time \{S\}/;

/** A player who walked there has been told so ("You reach the auction sooner than you expect"): not twice. */
function arrivalLines(d: Draft): readonly string[] {
  const all = pool(d, "arrival");
  if (!d.moved) return all;
  const fresh = all.filter((t) => !ARRIVING.test(t));
  return fresh.length ? fresh : all;
}

export function playBeat(d: Draft, beat: SceneBeat, opening: boolean): void {
  const { rng, child, input } = d.world;
  switch (beat) {
    case "arrival":
      if (d.place.preset && (d.moved || opening)) sayFresh(d, [d.place.preset.arrive], ORDER.beat, true);
      else sayFresh(d, arrivalLines(d), ORDER.beat, true);
      sayFresh(d, DEVELOPMENTS.arrival, ORDER.beat, false);
      return;
    case "discovery": {
      const fresh = allowedItems(d.world).filter(
        (i) =>
          !isHeld(d.world, i.name) &&
          !d.itemsHere.some((h) => h.name === i.name) &&
          !d.addItems.some((a) => a.name.toLowerCase() === i.name),
      );
      const forced =
        d.focused || d.action.verb === "search" || d.action.verb === "use" || d.action.verb === "open";
      if (fresh.length && d.itemsHere.length < 3 && (forced || rng.chance(0.75))) {
        const item = rng.pick(fresh);
        d.itemsHere = [...d.itemsHere, item];
        d.shownItems.push(item);
        d.mentioned.add("items");
        // Where the player chose to look is where the find is.
        sayFresh(d, d.focused ? FIND_AT : pool(d, "discovery"), ORDER.beat, true, {
          aitem: withArticle(item.name),
          item: `the ${item.name}`,
        });
        addUnheard(d, item.description, ORDER.beat);
        d.titleHint ||= `the ${item.name}`;
        if (rng.chance(0.4)) sayFresh(d, DEVELOPMENTS.discovery, ORDER.beat, false);
        if (d.action.verb === "search") award(d, "Keen Eye");
        d.events.push(`found ${withArticle(item.name)}`);
      } else {
        sayFresh(d, d.focused ? DETAIL_AT : NO_ITEM, ORDER.beat, true);
      }
      d.experience += rng.range(4, 8);
      return;
    }
    case "encounter": {
      d.threat ??= threatAt(d.world, d.place);
      sayFresh(d, pool(d, "encounter"), ORDER.beat, true);
      sayFresh(d, DEVELOPMENTS.encounter, ORDER.beat, false);
      d.events.push(`faced ${d.threat.a}`);
      return;
    }
    case "dialogue":
      sayFresh(d, pool(d, "dialogue"), ORDER.beat, true);
      sayFresh(d, d.world.vocab.lines, ORDER.speech, true);
      if (rng.chance(0.4)) sayFresh(d, d.world.vocab.lines, ORDER.speech, false);
      d.experience += rng.range(2, 4);
      d.events.push(`met ${d.npc.name}`);
      return;
    case "setback":
      sayFresh(d, pool(d, "setback"), ORDER.beat, true);
      sayFresh(d, DEVELOPMENTS.setback, ORDER.beat, false);
      if (rng.chance(0.5)) {
        d.health -= child ? rng.range(1, 3) : rng.range(3, 8);
        sayFresh(d, child ? SETBACK_HURT.child : SETBACK_HURT.adult, ORDER.consequence, true);
      }
      d.events.push("suffered a setback");
      return;
    case "revelation": {
      sayFresh(d, pool(d, "revelation"), ORDER.beat, true);
      const mysteries = d.world.vocab.mysteries.filter((m) => !d.world.memory.threads.includes(m));
      if (mysteries.length && input.progress < 80 && d.world.memory.threads.length < 4) {
        const twist = rng.pick(mysteries);
        sayFresh(d, TWISTS, ORDER.consequence, true, { mystery: twist });
        d.world.memory.threads.push(twist);
      } else {
        sayFresh(d, DEVELOPMENTS.revelation, ORDER.consequence, true);
      }
      d.experience += rng.range(10, 18);
      award(d, "Piece of the Puzzle");
      d.events.push(`learned the truth about ${d.thread}`);
      return;
    }
    case "respite": {
      sayFresh(d, pool(d, "respite"), ORDER.beat, true);
      sayFresh(d, DEVELOPMENTS.respite, ORDER.beat, false);
      const missing = input.state.maxHealth - input.state.health - d.health;
      if (missing > 0) {
        d.health += Math.min(missing, rng.range(3, 8));
        sayFresh(d, RESPITE_HEAL, ORDER.consequence, true);
      }
      return;
    }
    case "climax":
      d.threat = { a: d.world.foe, the: inline(d.world.foe) };
      sayFresh(d, pool(d, "climax"), ORDER.beat, true);
      sayFresh(d, DEVELOPMENTS.climax, ORDER.beat, true);
      if (d.mentioned.has("foe")) d.mentioned.add("threat");
      d.experience += rng.range(15, 25);
      award(d, "Face to Face");
      d.events.push(`came face to face with ${d.world.foe}`);
      return;
    case "finale":
      sayFresh(d, FINALE, ORDER.beat, true);
      sayFresh(d, FINALE_FOE, ORDER.beat, true);
      sayFresh(d, FINALE, ORDER.consequence, true);
      d.threat = undefined;
      d.experience += rng.range(30, 45);
      award(d, FINALE_ACHIEVEMENT);
      d.world.memory.threads = d.world.memory.threads.filter((t) => t !== d.thread).slice(-2);
      d.events.push(`saw ${d.thread} settled at last`);
      return;
  }
}
