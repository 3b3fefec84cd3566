import type { StateChanges } from "../../../contract/ai";
import type { TurnCharacterEvent } from "../../../contract/progression";
import { levelFor } from "../../game/rules";
import type { SceneBeat } from "./beats";
import { FINALE_ACHIEVEMENT } from "./beats";
import type { Draft } from "./compose";
import { TOUCHES, type Touch } from "./progress-lines";
import type { Person } from "./world";

/** At most this many a turn (ADR 013), and one per character: the weightiest thing that befell them. */
const MOST = 3;
/** A blow of this much health or more is worth a line in the protagonist's story. */
const BADLY_HURT = -10;

/**
 * What the scene just written did to the game's own characters, as progression events, from
 * what it actually played: the deed the player's action did with someone, the beat it chose,
 * who it brought on for the first time, and what the blow, the experience and the awards did to
 * the protagonist. Called once the scene is complete, so its picks leave the scene unchanged.
 */
export function characterEvents(
  d: Draft,
  beat: SceneBeat,
  lethal: boolean,
  changes: StateChanges,
): TurnCharacterEvent[] {
  const { world } = d;
  const { game, state, memory } = world.input;
  if (!game.characters.length) return [];
  const hero = game.characters.some((c) => c.name.trim() === world.hero) ? world.hero : undefined;
  const own = (p: Person | undefined) => (p && world.cast.some((c) => c.name === p.name) ? p : undefined);
  const foe = world.cast.find((c) => c.name === world.foe);
  const slots: Record<string, string> = {
    hero: world.hero,
    at: storyPlace(d),
    thread: d.thread,
    foe: world.foe,
  };

  const out: TurnCharacterEvent[] = [];
  const report = (who: string | undefined, touch: Touch, related: string[] = []) => {
    if (!who || out.length >= MOST || out.some((e) => e.character === who)) return;
    const { type, impact, lines } = TOUCHES[touch];
    out.push({
      character: who,
      eventType: type,
      impactLevel: impact,
      description: fill(world.rng.pick(lines), slots),
      relatedCharacters: related,
    });
  };
  const withHero = hero ? [hero] : [];
  const firstMeeting = (p: Person) => !memory.met.includes(p.name);

  if (lethal) report(hero, "fell");
  if (beat === "finale") {
    report(hero, "finale", foe ? [foe.name] : []);
    report(foe?.name, "undone", withHero);
  }
  const deed = d.deed && own(d.deed.person) ? d.deed : undefined;
  if (deed) {
    const { kind, person } = deed;
    const touch: Touch = kind === "talk" && firstMeeting(person) ? "firstTalk" : kind;
    report(person.name, touch, withHero);
    if (kind === "bested") report(hero, "victory", [person.name]);
  }
  if (beat === "climax" && foe) report(foe.name, "faced", withHero);
  const npc = own(d.npc);
  if (npc && beat === "dialogue") report(npc.name, firstMeeting(npc) ? "firstTalk" : "talk", withHero);
  // Brought on and named in the prose for the first time: memory.ts counts them met from now on.
  if (npc && d.mentioned.has("npc") && firstMeeting(npc)) report(npc.name, "met", withHero);

  if (hero) {
    const level = levelFor(state.experience + (changes.experienceDelta ?? 0));
    if (level > state.level) {
      slots.level = String(level);
      report(hero, "level");
    }
    if ((changes.healthDelta ?? 0) <= BADLY_HURT && !lethal) report(hero, "hurt");
    const award = changes.achievements?.find((a) => a !== FINALE_ACHIEVEMENT);
    if (award) {
      slots.award = award;
      report(hero, "award");
    }
  }
  return out;
}

/**
 * " at the old mill" when the scene stands somewhere the story itself knows (a preset, the
 * chapters', the genre's or the setting's places); nothing for a place named from the player's words.
 */
function storyPlace(d: Draft): string {
  const { place, world } = d;
  const known = place.preset || world.known.some((p) => p.name === place.name);
  return known ? ` at ${place.phrase}` : "";
}

function fill(line: string, slots: Record<string, string>): string {
  const text = line.replace(/\{(\w+)\}/g, (_, slot: string) => slots[slot] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
