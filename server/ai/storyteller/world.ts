import type { InventoryItem, OutlineChapter } from "../../../contract/ai";
import { INVENTORY_LIMIT } from "../../../contract/constants";
import type { StoryMemory, TurnInput } from "../narrator";
import { type GenreVocab, ITEM_INDEX, vocabFor } from "./genres/catalogue";
import type { ItemDef, Noun } from "./genres/types";
import { namedPlace, type Place, PRESET_ITEMS, vocabPlace } from "./locations";
import { Rng } from "./random";
import { possessive, type Voice } from "./render";
import { firstSentence, inline, lowerFirst, namedThings, titleCase, wordCount } from "./text";

/**
 * The world model for one turn: who the protagonist is, where they stand, who else is about,
 * what lies here, what the story is chasing. Everything derives from the game bible, the
 * player's state and the session memory, so a scene can be rebuilt exactly from its inputs.
 */
export type Person = { name: string; role: string; note: string; antagonist: boolean };

export type Held = { item: InventoryItem; prose: string; origin: string; type: string };

export type World = {
  input: TurnInput;
  vocab: GenreVocab;
  child: boolean;
  voice: Voice;
  hero: string;
  rng: Rng;
  memory: StoryMemory;
  chapters: OutlineChapter[];
  chapterNumber: number;
  chapter: OutlineChapter | undefined;
  /** This scene opens its chapter: weave the chapter's outline in. */
  opensChapter: boolean;
  known: Place[];
  place: Place;
  cast: Person[];
  foe: string;
  held: Held[];
  packFull: boolean;
};

const UNHELPFUL_ROLES = new Set([
  "protagonist",
  "antagonist",
  "supporting",
  "background",
  "minor",
  "deuteragonist",
  "main",
  "character",
]);

export function buildWorld(input: TurnInput): World {
  const { game, memory } = input;
  const vocab = vocabFor(game.genre);
  const child = game.childMode;
  const chars = game.characters;
  const heroChar = chars.find((c) => (c.characterType ?? "").toLowerCase() === "protagonist") ?? chars[0];
  const hero = heroChar?.name.trim() || "the traveller";
  const chapters = [...game.chapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
  const cast: Person[] = chars
    .filter((c) => c !== heroChar && (c.name ?? "").trim())
    .map((c) => ({
      name: (c.name ?? "").trim(),
      role: rolePhrase(c.role),
      note: noteFrom(c.description ?? ""),
      antagonist: (c.characterType ?? "").toLowerCase() === "antagonist",
    }));

  const lastOpened = lastOpenedChapter(memory.beats);
  const byProgress = chapters.length ? chapterFor(input.progress, chapters.length) : 1;
  const chapterNumber = chapters.length
    ? Math.min(chapters.length, Math.max(memory.chapter, byProgress, 1))
    : 1;
  const chapter = chapters[chapterNumber - 1];
  const opensChapter = chapters.length > 0 && (chapterNumber > lastOpened || input.sceneNumber <= 1);

  const known = knownPlaces(vocab, chapters);
  const gameRng = new Rng(game.id, "world");
  const foe = cast.find((p) => p.antagonist)?.name ?? gameRng.pick(child ? vocab.gentleFoes : vocab.foes);

  const world: World = {
    input,
    vocab,
    child,
    voice: { perspective: game.narrativePerspective, name: hero },
    hero,
    rng: new Rng(input.seed, input.sceneNumber, input.action),
    memory: cloneMemory(memory),
    chapters,
    chapterNumber,
    chapter,
    opensChapter,
    known,
    place: known[0] as Place,
    cast,
    foe,
    held: input.state.inventory.map(toHeld),
    packFull: input.state.inventory.length >= INVENTORY_LIMIT,
  };
  world.place = startingPlace(world, gameRng);
  return world;
}

export function chapterFor(progress: number, count: number): number {
  if (count <= 0) return 1;
  return Math.min(count, Math.floor(Math.max(0, progress) / (100 / count)) + 1);
}

/** Beats carry an "open:N" marker for the chapter a scene opened; it survives trimming. */
export function lastOpenedChapter(beats: readonly string[]): number {
  for (let i = beats.length - 1; i >= 0; i--) {
    const match = /^open:(\d+)$/.exec(beats[i] as string);
    if (match) return Number(match[1]);
  }
  return 0;
}

function cloneMemory(memory: StoryMemory): StoryMemory {
  const itemsSeen: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(memory.itemsSeen ?? {})) itemsSeen[k] = [...v];
  return {
    summary: memory.summary ?? "",
    places: [...(memory.places ?? [])],
    met: [...(memory.met ?? [])],
    itemsSeen,
    threads: [...(memory.threads ?? [])],
    beats: [...(memory.beats ?? [])],
    chapter: memory.chapter || 1,
  };
}

function rolePhrase(role: string): string {
  const clean = role.trim().replace(/[.]+$/, "");
  if (!clean || UNHELPFUL_ROLES.has(clean.toLowerCase()) || wordCount(clean) > 8) return "";
  const lower = /^[A-Z][a-z]/.test(clean) ? lowerFirst(clean) : clean;
  return /^(the|a|an|his|her|their) /i.test(lower) ? lower : `the ${lower}`;
}

function noteFrom(description: string): string {
  const first = firstSentence(description);
  return first && wordCount(first) <= 14 ? lowerFirst(first) : "";
}

function knownPlaces(vocab: GenreVocab, chapters: OutlineChapter[]): Place[] {
  const out: Place[] = [];
  for (const c of chapters) {
    if (!c.selectedLocation?.trim()) continue;
    const place = namedPlace(c.selectedLocation, out);
    if (!out.some((p) => p.name === place.name)) out.push(place);
  }
  for (const phrase of vocab.places) out.push(vocabPlace(phrase));
  return out;
}

function startingPlace(world: World, gameRng: Rng): Place {
  const current = world.input.state.currentLocation?.trim();
  const fresh = !current || current.toLowerCase() === "starting location";
  const chapterPlace = world.chapter?.selectedLocation?.trim();
  if (fresh) {
    if (chapterPlace) return namedPlace(chapterPlace, world.known);
    return vocabPlace(gameRng.pick(world.vocab.places));
  }
  return namedPlace(current, world.known);
}

/** Where the road leads next: the chapter's own place first, then somewhere not yet seen. */
export function nextPlace(world: World, from: Place): Place {
  const chapterPlace = world.chapter?.selectedLocation?.trim();
  if (chapterPlace) {
    const p = namedPlace(chapterPlace, world.known);
    if (p.name !== from.name) return p;
  }
  const following = world.chapters[world.chapterNumber]?.selectedLocation?.trim();
  if (following) {
    const p = namedPlace(following, world.known);
    if (p.name !== from.name) return p;
  }
  const candidates = world.known.filter((p) => p.name !== from.name);
  const unseen = candidates.filter((p) => !world.memory.places.includes(p.name));
  const rng = new Rng(world.input.seed, "next", from.name, world.memory.places.length);
  return rng.pick(unseen.length ? unseen : candidates.length ? candidates : world.known);
}

// ---- Items ---------------------------------------------------------------------------------

export function lookupItem(name: string): ItemDef {
  const lower = name.trim().toLowerCase();
  return (
    ITEM_INDEX.get(lower) ??
    PRESET_ITEMS.get(lower) ?? {
      name: lower,
      type: "item",
      description: "Something picked up along the way.",
    }
  );
}

/** Items lying at a place: remembered if the place was seen before, otherwise chosen once. */
export function itemsAt(world: World, place: Place): ItemDef[] {
  const seen = world.memory.itemsSeen[place.name];
  if (seen) return seen.map(lookupItem);
  const rng = new Rng(world.input.seed, "items", place.name);
  const pool = allowedItems(world).filter((i) => !isHeld(world, i.name));
  const out = rng.sample(pool, rng.chance(0.5) ? 2 : 1);
  const local = (place.preset?.items ?? []).filter((i) => !isHeld(world, i.name));
  if (local.length && rng.chance(0.7)) out.splice(0, 1, rng.pick(local));
  world.memory.itemsSeen[place.name] = out.map((i) => i.name);
  return out;
}

export function allowedItems(world: World): ItemDef[] {
  return world.child ? world.vocab.items.filter((i) => i.type !== "weapon") : world.vocab.items;
}

export function isHeld(world: World, name: string): boolean {
  const lower = name.toLowerCase();
  return world.held.some((h) => h.item.name.toLowerCase() === lower);
}

/** Best match for the player's words among candidates: every word must appear in the name. */
export function matchByWords<T>(words: string, list: readonly T[], nameOf: (t: T) => string): T | undefined {
  const want = words
    .toLowerCase()
    .split(" ")
    .filter((w) => w.length > 1 && !/^(it|them|one|thing)$/.test(w));
  if (!want.length) return undefined;
  let best: T | undefined;
  let bestScore = 0;
  for (const candidate of list) {
    const name = nameOf(candidate).toLowerCase();
    const have = name.split(/[\s'-]+/);
    const hits = want.filter((w) => have.includes(w) || have.includes(w.replace(/s$/, ""))).length;
    const score = hits / want.length + (name === words.toLowerCase() ? 1 : 0);
    if (hits > 0 && score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function toHeld(item: InventoryItem): Held {
  const known = ITEM_INDEX.get(item.name.toLowerCase()) ?? PRESET_ITEMS.get(item.name.toLowerCase());
  const origin = /Taken from (.+?)\.$/.exec(item.description ?? "")?.[1] ?? "";
  return {
    item,
    prose: known ? known.name : item.name,
    origin,
    type: (known?.type ?? item.type ?? "item").toLowerCase(),
  };
}

export function inventoryEntry(def: ItemDef, place: Place) {
  const origin = ` Taken from ${place.phrase}.`;
  return {
    name: titleCase(def.name).slice(0, 60),
    type: def.type.slice(0, 30),
    description: `${def.description.slice(0, 300 - origin.length)}${origin}`,
  };
}

// ---- People and threads --------------------------------------------------------------------

/** Who is on hand this scene: the chapter's people first, then the cast, then a local. */
export function presentPerson(world: World, place: Place, avoidFoe: boolean): Person {
  const chapterNames = (world.chapter?.selectedCharacters ?? [])
    .map((n) => n.trim().toLowerCase())
    .filter((n) => !absentInChapter(world.chapter?.outline ?? "", n));
  const pool = world.cast.filter(
    (p) => !(avoidFoe && p.antagonist) && !absentInChapter(world.chapter?.outline ?? "", p.name),
  );
  const inChapter = pool.filter((p) => chapterNames.includes(p.name.toLowerCase()));
  const extra = chapterNames
    .filter((n) => n && n !== world.hero.toLowerCase() && !world.cast.some((p) => p.name.toLowerCase() === n))
    .map((n) => ({ name: titleCase(n), role: "", note: "", antagonist: false }));
  const candidates = inChapter.length ? inChapter : extra.length ? extra : pool;
  const rng = new Rng(world.input.seed, "who", world.input.sceneNumber, place.name);
  if (candidates.length && rng.chance(0.8)) {
    return rng.pickAvoiding(candidates, (p) => world.memory.met.includes(p.name) && rng.chance(0.5));
  }
  const local: Noun = new Rng(world.input.seed, "local", place.name).pick(world.vocab.npcs);
  return { name: local.the, role: "", note: "", antagonist: false };
}

const ABSENCE =
  "missing|gone|vanished|disappeared|kidnapped|captured|taken|lost|absent|imprisoned|dead|asleep|sleeping";

/** "Wren finds the lantern cold and Maud missing": the chapter's outline says Maud is not here. */
export function absentInChapter(outline: string, name: string): boolean {
  if (!outline) return false;
  const parts = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2 && !/^(the|old|young|sir|lady|lord)$/.test(w));
  const text = outline.toLowerCase();
  return parts.some((part) => {
    const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const after = new RegExp(
      `\\b${escaped}\\b(?:\\s+\\S+){0,2}?\\s+(?:is\\s+|has\\s+)?(?:been\\s+)?(?:${ABSENCE})\\b`,
    );
    const before = new RegExp(
      `\\b(?:search(?:es|ing)? for|looks? for|rescues?|find|finds|mourns?|misses)\\s+${escaped}\\b`,
    );
    return after.test(text) || before.test(text);
  });
}

export function findPerson(world: World, words: string): Person | undefined {
  if (!words) return undefined;
  const named = matchByWords(words, world.cast, (p) => p.name);
  if (named) return named;
  const local = matchByWords(words, world.vocab.npcs, (n) => n.the);
  return local ? { name: local.the, role: "", note: "", antagonist: false } : undefined;
}

/** A thread to mention: the newest usually, an older one sometimes. */
export function currentThread(world: World): string {
  const usable = world.memory.threads.filter((t) => wordCount(t) <= 8 && !/[.!?]/.test(t));
  if (!usable.length) return world.rng.pick(world.vocab.mysteries);
  return world.rng.chance(0.6) ? (usable[usable.length - 1] as string) : world.rng.pick(usable);
}

/** Threads a story starts with: its named things, and the villain's secret. */
export function openingThreads(world: World): string[] {
  const { game } = world.input;
  const named = namedThings(`${game.storyline ?? ""} ${game.description ?? ""}`).filter(
    (t) => wordCount(t) <= 6,
  );
  const rng = new Rng(game.id, "threads");
  const out = [named[0] ?? rng.pick(world.vocab.mysteries)];
  out.push(
    `${possessive(inline(world.foe))} ${rng.pick(["secret", "bargain", "old debt", "broken promise"])}`,
  );
  return out;
}

/** Threats mentioned in the last scene are still about, unless the player walked away. */
export function lingeringThreat(world: World): Noun | undefined {
  const last = world.input.recent[world.input.recent.length - 1]?.prose ?? "";
  if (!last) return undefined;
  const pool = world.child
    ? world.vocab.gentleThreats
    : [...world.vocab.threats, ...world.vocab.gentleThreats];
  const lower = last.toLowerCase();
  return pool.find((t) => lower.includes(t.a.toLowerCase()));
}

/** Scenes written since the chapter's opening scene (that one included). */
export function scenesIntoChapter(beats: readonly string[]): number {
  for (let i = beats.length - 1; i >= 0; i--)
    if ((beats[i] as string).startsWith("open:")) return beats.length - 1 - i;
  return 0;
}

const GOAL =
  /\b(?:must|has to|have to|needs? to|sets? out to|vows? to|wants? to|tries to|hopes? to|is determined to|races? to|struggles? to|seeks? to|plans? to|is trying to)\s+([^.;!?]+)/i;

/** What the protagonist is trying to do, lifted from the storyline when it says so. */
export function storyGoal(world: World): string {
  const { game } = world.input;
  const match = GOAL.exec(game.storyline ?? "") ?? GOAL.exec(game.description ?? "");
  const goal = match?.[1]?.trim().replace(/,$/, "");
  if (!goal || wordCount(goal) > 18) return "";
  const mine = { first_person: "my", second_person: "your", third_person: "their" }[world.voice.perspective];
  return goal.replace(/\b(his|their)\b/gi, mine);
}

/** What stands out at a place: the same thing every visit. */
export function featureAt(world: World, place: Place): Noun {
  const rng = new Rng(world.input.seed, "feature", place.name);
  const preset = place.preset?.features ?? [];
  if (preset[0] && rng.chance(0.6)) return preset[0];
  return rng.pick([...preset, ...world.vocab.features]);
}

/** Items that open things, and things that can be opened. */
export const OPENERS = new Set(["key", "keycard", "lockpick", "crowbar", "pass"]);
const OPENABLE =
  /\b(door|chest|hatch|safe|drawer|cabinet|box|locker|lockers|trunk|gate|strongbox|crate|vault|glovebox|briefcase|cupboard|case|capsule|pod|panel)\b/;

export function isOpener(held: Held): boolean {
  return OPENERS.has(held.type) || /\b(key|lockpick|crowbar|multitool)\b/.test(held.prose);
}

export function isOpenable(feature: Noun): boolean {
  return OPENABLE.test(feature.the);
}
