import type { RecentScene } from "../narrator";
import type { ParsedAction } from "./action-parser";
import type { Beat, ItemDef, Noun } from "./genres/types";
import type { Place } from "./locations";
import { presentPerson } from "./people";
import type { DeedKind } from "./progress-lines";
import { render, type Slots, slotsUsed } from "./render";
import { holdsKey, runsOf, type SceneText, sceneText } from "./scene-text";
import { inline, listJoin, perText, sentenceList, sentences, withArticle } from "./text";
import { featureAt, type Held, itemsAt, nextPlace, type Person, sensesFor, type World } from "./world";

/**
 * A scene while it is being written: the segments of prose, the state changes they imply,
 * and what the prose has put in front of the player (so that choices only offer what exists).
 */
export type Segment = {
  text: string;
  order: number;
  keep: boolean;
  /** The text's word count, once asked: a scene is measured again after every line added. */
  words?: number;
};

/** Where a segment sits in the finished scene. */
export const ORDER = {
  lead: 0,
  weave: 1,
  beat: 2,
  presence: 3,
  speech: 4,
  consequence: 5,
  items: 6,
  echo: 7,
  filler: 8,
  hook: 9,
} as const;

export type Mention = "npc" | "threat" | "items" | "feature" | "next" | "foe" | "held";

export type Draft = {
  world: World;
  action: ParsedAction;
  place: Place;
  prev: Place | undefined;
  moved: boolean;
  next: Place;
  itemsHere: ItemDef[];
  npc: Person;
  threat: Noun | undefined;
  threatBeaten: boolean;
  feature: Noun;
  /** The feature is what the player chose to look at or search: the discovery happens there. */
  focused: boolean;
  thread: string;
  /** The protagonist's aim, from the storyline ("relight the lantern before the longest night"). */
  goal: string;
  held: Held | undefined;
  segments: Segment[];
  health: number;
  experience: number;
  progress: number;
  addItems: Array<{ name: string; type: string; description: string }>;
  removeItems: string[];
  achievements: string[];
  location: string | undefined;
  mentioned: Set<Mention>;
  /** Items the prose has shown lying here; only these can become "Take …" choices. */
  shownItems: ItemDef[];
  events: string[];
  /** What the player's action did with someone of the story: a progression event if they are the game's. */
  deed: { kind: DeedKind; person: Person } | undefined;
  beat: Beat;
  titleHint: string;
  used: Set<string>;
  senses: string[];
  senseIndex: number;
  /** The recent scenes as `inRecentProse` searches them, once found. */
  recentTexts?: readonly SceneText[];
  /** The last scene's sentences as `lastSceneSaid` gives them, once found. */
  lastSaid?: ReadonlySet<string>;
};

/** A template with what `say` asks of it: its slots, and the words that identify it. */
type Meta = { template: string; slots: string[]; key: string; runs: Uint16Array; id: number };
const META = new Map<string, Meta>();

function meta(template: string): Meta {
  let m = META.get(template);
  if (!m) {
    const literal = template
      .split(/\{\w+\}|\[[^\]]*\]/)
      .sort((a, b) => b.length - a.length)[0]
      ?.trim()
      .toLowerCase();
    const key = literal && literal.length >= 12 ? literal : template;
    m = { template, slots: slotsUsed(template), key, runs: runsOf(key), id: META.size };
    META.set(template, m);
  }
  return m;
}

// Per pool array: the pools are module constants and a world's vocabulary, asked every turn.
const POOL_METAS = new WeakMap<readonly string[], Meta[]>();

function metasOf(pool: readonly string[]): Meta[] {
  let metas = POOL_METAS.get(pool);
  if (!metas) {
    metas = pool.map(meta);
    POOL_METAS.set(pool, metas);
  }
  return metas;
}

const ALWAYS = new Set([
  "S",
  "O",
  "P",
  "be",
  "was",
  "place",
  "foe",
  "thread",
  "feature",
  "thefeature",
  "next",
  "hero",
  "mystery",
  "chapter",
  "sense",
  "sense2",
]);

function available(draft: Draft, slot: string, extra: Slots | undefined): boolean {
  if (extra && slot in extra) return Boolean(extra[slot]);
  if (ALWAYS.has(slot)) return true;
  switch (slot) {
    case "item":
    case "aitem":
      return draft.itemsHere.length > 0;
    case "held":
      return Boolean(draft.held);
    case "origin":
      return Boolean(draft.held?.origin && draft.held.origin !== draft.place.phrase);
    case "npc":
      return Boolean(draft.npc.name);
    case "npcRole":
      return Boolean(draft.npc.role);
    case "met":
      return Boolean(metName(draft));
    case "prev":
      return Boolean(draft.prev && draft.prev.name !== draft.place.name);
    case "threat":
    case "thethreat":
      return Boolean(draft.threat);
    case "goal":
      return Boolean(draft.goal);
    default:
      return false;
  }
}

function metName(draft: Draft): string {
  const met = draft.world.memory.met.filter((n) => n !== draft.npc.name && n !== draft.world.hero);
  return met[met.length - 1] ?? "";
}

function nextSense(draft: Draft): string {
  const s = draft.senses[draft.senseIndex % draft.senses.length] as string;
  draft.senseIndex++;
  return s;
}

function slotValues(draft: Draft, slots: string[], extra: Slots | undefined): Slots {
  const out: Slots = {};
  for (const slot of slots) {
    if (extra && slot in extra) {
      out[slot] = extra[slot] as string;
      continue;
    }
    switch (slot) {
      case "place":
        out.place = draft.place.phrase;
        break;
      case "next":
        out.next = draft.next.phrase;
        break;
      case "prev":
        out.prev = draft.prev?.phrase ?? "";
        break;
      case "sense":
      case "sense2":
        out[slot] = nextSense(draft);
        break;
      case "item":
        out.item = listJoin(draft.itemsHere.map((i) => `the ${i.name}`));
        break;
      case "aitem":
        out.aitem = listJoin(draft.itemsHere.map((i) => withArticle(i.name)));
        break;
      case "held":
        out.held = `the ${draft.held?.prose ?? ""}`;
        break;
      case "origin":
        out.origin = draft.held?.origin ?? "";
        break;
      case "npc":
        out.npc = inline(draft.npc.name);
        break;
      case "npcRole":
        out.npcRole = draft.npc.role;
        break;
      case "met":
        out.met = inline(metName(draft));
        break;
      case "foe":
        out.foe = inline(draft.world.foe);
        break;
      case "threat":
        out.threat = draft.threat?.a ?? "";
        break;
      case "thethreat":
        out.thethreat = draft.threat?.the ?? "";
        break;
      case "thread":
        out.thread = draft.thread;
        break;
      case "goal":
        out.goal = draft.goal;
        break;
      case "feature":
        out.feature = draft.feature.a;
        break;
      case "thefeature":
        out.thefeature = draft.feature.the;
        break;
      case "hero":
        out.hero = draft.world.hero === "the traveller" ? "Traveller" : draft.world.hero;
        break;
      case "chapter":
        out.chapter = draft.world.chapter?.title ?? "";
        break;
      case "mystery":
        out.mystery = draft.world.rng.pick(draft.world.vocab.mysteries);
        break;
    }
  }
  return out;
}

/**
 * Renders one template from `pool` as a segment: one whose slots can all be filled, not used
 * earlier in this scene, and preferably not in the previous scene either.
 */
export function say(
  draft: Draft,
  pool: readonly string[],
  order: number,
  keep: boolean,
  extra?: Slots,
): string | undefined {
  const usable: Meta[] = [];
  const fresh: Meta[] = [];
  for (const m of metasOf(pool)) {
    if (draft.used.has(m.key) || !m.slots.every((s) => available(draft, s, extra))) continue;
    if (talksOfOwnThread(draft, m.slots)) continue;
    usable.push(m);
    if (!inRecentProse(draft, m)) fresh.push(m);
  }
  if (!usable.length) return undefined;
  // Optional sentences never echo the last few scenes; needed ones may, if nothing else fits.
  if (!fresh.length && !keep) return undefined;
  const m = draft.world.rng.pick(fresh.length ? fresh : usable);
  const template = m.template;
  draft.used.add(m.key);
  const senseIndex = draft.senseIndex;
  const text = render(template, draft.world.voice, slotValues(draft, m.slots, extra));
  // A slot's value can repeat what the last scene said ("a woodpecker knocks…"): an optional
  // line then says nothing rather than say it twice.
  if (!keep && saidLastScene(draft, text)) {
    draft.senseIndex = senseIndex + 1;
    return undefined;
  }
  for (const slot of m.slots) noteMention(draft, slot, extra);
  draft.segments.push({ text, order, keep });
  return text;
}

/** "Matteo mutters something about Matteo's secret": someone never muses on their own secret. */
function talksOfOwnThread(draft: Draft, slots: string[]): boolean {
  return (
    slots.includes("npc") &&
    slots.includes("thread") &&
    Boolean(draft.npc.name) &&
    draft.thread.includes(draft.npc.name)
  );
}

/** A sentence with case and punctuation set aside, to tell whether it was said before. */
export const plain = perText(
  (sentence) =>
    sentence
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim(),
  4096,
);

/**
 * The last scene's sentences, each as `plain` makes it; found once per scene written. (Not
 * remembered past the draft: a scene is the last one for a single turn.)
 */
export function lastSceneSaid(draft: Draft): ReadonlySet<string> {
  const last = draft.world.input.recent[draft.world.input.recent.length - 1]?.prose ?? "";
  draft.lastSaid ??= new Set(sentenceList(last).map(plain));
  return draft.lastSaid;
}

/** Whether any sentence of `text` is one the previous scene already said. */
export function saidLastScene(draft: Draft, text: string): boolean {
  const said = lastSceneSaid(draft);
  return sentences(text).some((sentence) => said.has(plain(sentence)));
}

/** Whether the last few scenes said a template's key: asked of most templates in most pools. */
function inRecentProse(draft: Draft, { key, runs, id }: Meta): boolean {
  // Scene by scene, each scene's sketch made once for the three turns it stays recent, and
  // looked up once per scene written. (A key is one line of a template: it never spans two scenes.)
  draft.recentTexts ??= draft.world.input.recent.slice(-3).map((r: RecentScene) => sceneText(r.prose));
  for (const scene of draft.recentTexts) if (holdsKey(scene, id, key, runs)) return true;
  return false;
}

function noteMention(draft: Draft, slot: string, extra: Slots | undefined): void {
  if (extra && slot in extra) return;
  if (slot === "npc") draft.mentioned.add("npc");
  else if (slot === "threat" || slot === "thethreat") draft.mentioned.add("threat");
  else if (slot === "feature" || slot === "thefeature") draft.mentioned.add("feature");
  else if (slot === "next") draft.mentioned.add("next");
  else if (slot === "foe") draft.mentioned.add("foe");
  else if (slot === "held") draft.mentioned.add("held");
  else if (slot === "item" || slot === "aitem") {
    draft.mentioned.add("items");
    for (const i of draft.itemsHere) if (!draft.shownItems.includes(i)) draft.shownItems.push(i);
  }
}

/** What an action leads into: the beat it claims, or beats the story should avoid next. */
export type ActionResult = { beat?: Beat; avoid?: Beat[] };

/** Proposes an achievement the player does not have yet (at most three a scene). */
export function award(d: Draft, name: string): void {
  const have = d.world.input.state.achievements.map((a) => a.toLowerCase());
  if (!have.includes(name.toLowerCase()) && !d.achievements.includes(name) && d.achievements.length < 3) {
    d.achievements.push(name);
  }
}

/** A literal sentence (already in the right person) as a segment. */
export function add(draft: Draft, text: string, order: number, keep = true): void {
  if (text.trim()) draft.segments.push({ text: text.trim(), order, keep });
}

/** Moves the scene somewhere else, remembering what was left lying at the old place. */
export function enterPlace(d: Draft, place: Place): void {
  d.world.memory.itemsSeen[d.place.name] = d.itemsHere.map((i) => i.name);
  d.prev = d.place;
  d.place = place;
  d.moved = true;
  d.location = place.name;
  d.itemsHere = itemsAt(d.world, place);
  d.next = nextPlace(d.world, place);
  d.npc = presentPerson(d.world, place, true);
  d.feature = featureAt(d.world, place);
  d.focused = false;
  d.senses = sensesFor(d.world, place);
  d.senseIndex = 0;
  d.shownItems = [];
  d.mentioned.delete("items");
  d.mentioned.delete("feature");
}
