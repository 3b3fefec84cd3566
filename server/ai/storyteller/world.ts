import type { InventoryItem, OutlineChapter } from "../../../contract/ai";
import { INVENTORY_LIMIT } from "../../../contract/constants";
import type { GameBible, StoryMemory, TurnInput } from "../narrator";
import { type GenreVocab, ITEM_INDEX, vocabFor } from "./genres/catalogue";
import type { ItemDef, Noun } from "./genres/types";
import { isOutdoors, namedPlace, type Place, PRESET_ITEMS, suitsPlace, vocabPlace } from "./locations";
import { castOf, claimedWords, fitVocab, pickFoe } from "./people";
import { personalize } from "./personalize";
import { heroPronoun, keyEventsOf, premiseOf } from "./premise";
import { authorText, quietVocab } from "./quiet-crime";
import { Rng } from "./random";
import { possessive, type Voice } from "./render";
import { mentions, sceneText } from "./scene-text";
import { fitSetting, gameText, SETTING_ITEMS, type Setting, settingOf } from "./setting";
import { clashesWithWorld } from "./setting-clashes";
import { inline, namedThings, perText, sentences, titleCase, wordCount } from "./text";

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
  /** The setting the game's own text names (a hospital, a glasshouse), if any. */
  setting: Setting | undefined;
};

/** What a world takes from the game alone, the same on every turn of it. */
type GameWorld = Pick<World, "vocab" | "hero" | "chapters" | "cast" | "known" | "foe" | "setting"> & {
  /** The stock place a story with no chapter places opens at. */
  openingPlace: string;
  /** The hero's pronoun in third-person narration, when the author's words say it. */
  pronoun: Voice["pronoun"];
};

// Per bible object: game-bible.ts hands every turn of a game the same one while it is unchanged,
// and working this out took a sixth of a turn.
const gameWorlds = new WeakMap<GameBible, GameWorld>();

function gameWorld(game: GameBible): GameWorld {
  const made = gameWorlds.get(game);
  if (made) return made;
  const chars = game.characters;
  const claimed = claimedWords(chars);
  const setting = settingOf(game);
  // Strict: a setting that is not a city has no streetlights or neon (issue 31).
  const vocab = fitSetting(
    fitVocab(quietVocab(vocabFor(game.genre), authorText(game)), claimed),
    setting,
    gameText(game),
    true,
  );
  const heroChar = chars.find((c) => (c.characterType ?? "").toLowerCase() === "protagonist") ?? chars[0];
  const hero = heroChar?.name.trim() || "the traveller";
  const chapters = [...game.chapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
  const cast = ownedByHero(castOf(chars, heroChar), hero, game.narrativePerspective);
  // The author's premise, read once for the world: its places and the hero's pronoun.
  const premise = premiseOf({
    title: game.title,
    storyline: game.storyline,
    keyEvents: keyEventsOf(game.plotLines),
    protagonist: hero,
  });
  // A game with no outline is still set where its storyline says: the author's places first.
  const authors = chapters.length
    ? []
    : premise.places.filter(
        // ("Rose Hill runs the Red Lion": a cast member's name is nobody's place.)
        (p) =>
          wordCount(p) <= 6 &&
          !chars.some((c) => c.name.trim().toLowerCase() === p.replace(/^the /i, "").toLowerCase()),
      );
  const known = knownPlaces(vocab, chapters, setting, authors);
  const gameRng = new Rng(game.id, "world");
  const foe = pickFoe(cast, vocab, game.childMode, gameRng);
  const openingPlace = authors[0] ?? gameRng.pick(setting?.places ?? vocab.places);
  const pronoun =
    game.narrativePerspective === "third_person"
      ? heroPronoun(hero, heroChar?.role, premise, game.storyline ?? "")
      : undefined;
  const world = { vocab, hero, chapters, cast, known, foe, setting, openingPlace, pronoun };
  gameWorlds.set(game, world);
  return world;
}

export function buildWorld(input: TurnInput): World {
  const { game, memory } = input;
  const { vocab, hero, chapters, cast, known, foe, setting, openingPlace, pronoun } = gameWorld(game);
  const child = game.childMode;

  const lastOpened = lastOpenedChapter(memory.beats);
  const byProgress = chapters.length ? chapterFor(input.progress, chapters.length) : 1;
  const chapterNumber = chapters.length
    ? Math.min(chapters.length, Math.max(memory.chapter, byProgress, 1))
    : 1;
  const chapter = chapters[chapterNumber - 1];
  const opensChapter = chapters.length > 0 && (chapterNumber > lastOpened || input.sceneNumber <= 1);

  const world: World = {
    input,
    vocab,
    child,
    voice: { perspective: game.narrativePerspective, name: hero, pronoun },
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
    setting,
  };
  world.place = startingPlace(world, openingPlace);
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

function knownPlaces(
  vocab: GenreVocab,
  chapters: OutlineChapter[],
  setting: Setting | undefined,
  authors: string[],
): Place[] {
  const out: Place[] = [];
  for (const where of [...chapters.map((c) => c.selectedLocation ?? ""), ...authors]) {
    if (!where.trim()) continue;
    const place = namedPlace(where, out);
    if (!out.some((p) => p.name === place.name)) out.push(place);
  }
  // The game's own setting replaces the genre's stock places, which fit any story of the genre.
  for (const phrase of setting?.places ?? vocab.places) {
    const place = vocabPlace(phrase);
    if (!out.some((p) => p.name === place.name)) out.push(place);
  }
  return out;
}

/** "Giulia's grandmother" is "your grandmother" when Giulia is "you". */
function ownedByHero(cast: Person[], hero: string, perspective: Voice["perspective"]): Person[] {
  if (perspective === "third_person") return cast;
  const mine = perspective === "first_person" ? "my" : "your";
  const owner = new RegExp(`^${hero.split(/\s+/)[0]?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:'s|’s) `);
  return cast.map((p) => (owner.test(p.role) ? { ...p, role: p.role.replace(owner, `${mine} `) } : p));
}

function startingPlace(world: World, openingPlace: string): Place {
  const current = world.input.state.currentLocation?.trim();
  const fresh = !current || current.toLowerCase() === "starting location";
  const chapterPlace = world.chapter?.selectedLocation?.trim();
  if (fresh) {
    if (chapterPlace) return namedPlace(chapterPlace, world.known);
    return vocabPlace(openingPlace);
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
  // From the harbour, the way on is not "the nursery at the top of the stairs": a room of some
  // house is only reachable from indoors.
  const all = world.known.filter((p) => p.name !== from.name);
  const reachable = isOutdoors(from) ? all.filter((p) => !ROOM_OF_A_HOUSE.test(p.phrase)) : all;
  const candidates = reachable.length ? reachable : all;
  const unseen = candidates.filter((p) => !world.memory.places.includes(p.name));
  const rng = new Rng(world.input.seed, "next", from.name, world.memory.places.length);
  return rng.pick(unseen.length ? unseen : candidates.length ? candidates : world.known);
}

const ROOM_OF_A_HOUSE =
  /\b(stairs|upstairs|downstairs|attic|cellar|nursery|bedroom|parlour|parlor|study|landing|pantry|scullery|drawing room|servants' stair)\b/i;

// ---- Items ---------------------------------------------------------------------------------

export function lookupItem(name: string): ItemDef {
  const lower = name.trim().toLowerCase();
  return (
    ITEM_INDEX.get(lower) ??
    PRESET_ITEMS.get(lower) ??
    SETTING_ITEMS.get(lower) ?? {
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
  const local = (place.preset?.items ?? world.setting?.items ?? []).filter((i) => !isHeld(world, i.name));
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

/** Words that never identify anything on their own: "the", "to", "old" in "go to the old mill". */
const UNTELLING = new Set(
  (
    "it them one thing the a an of to at in on by for with from into onto up down over out off and or " +
    "some this that my your his her their its around about through toward towards near old young little"
  ).split(" "),
);

/** A candidate's name in lower case and its words; the same names are matched on every turn. */
const nameWords = perText((raw) => {
  const name = raw.toLowerCase();
  // ("Dr. Folasade Okonkwo-Bailey" typed "Dr Folasade…": a title's full stop is no part of it.)
  return { name, have: name.split(/[\s'/.-]+/).filter(Boolean) };
});

/**
 * Best match for the player's words among candidates: the most of their telling words found in
 * a name. With `all`, every telling word must be there ("abandoned chapel" is not "ruined chapel").
 * Without it, one shared word is enough only when it is the head, the last word the player typed:
 * "the silver locket" is not "the silver bell", but "the locket" is "the silver locket".
 */
export function matchByWords<T>(
  words: string,
  list: readonly T[],
  nameOf: (t: T) => string,
  all = false,
): T | undefined {
  // Split as names are (nameWords): "kowal-nowak" typed is the two words of "Kowal-Nowak".
  const want = words
    .toLowerCase()
    .split(/[\s'/.-]+/)
    .filter((w) => w.length > 1 && !UNTELLING.has(w));
  if (!want.length) return undefined;
  let best: T | undefined;
  let bestScore = 0;
  for (const candidate of list) {
    const { name, have } = nameWords(nameOf(candidate));
    const has = (w: string) => have.includes(w) || have.includes(w.replace(/s$/, ""));
    const hits = want.filter(has).length;
    if (all && hits < want.length) continue;
    if (hits === 1 && want.length > 1 && !has(want[want.length - 1] as string)) continue;
    const score = hits / want.length + (name === words.toLowerCase() ? 1 : 0);
    if (hits > 0 && score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function toHeld(item: InventoryItem): Held {
  const lower = item.name.toLowerCase();
  const known = ITEM_INDEX.get(lower) ?? PRESET_ITEMS.get(lower) ?? SETTING_ITEMS.get(lower);
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

/** A thread to mention: the newest usually, an older one sometimes. */
export function currentThread(world: World): string {
  const usable = world.memory.threads.filter((t) => wordCount(t) <= 8 && !/[.!?]/.test(t));
  if (!usable.length) return world.rng.pick(world.vocab.mysteries);
  return world.rng.chance(0.6) ? (usable[usable.length - 1] as string) : world.rng.pick(usable);
}

/** Threads a story starts with: its named things, and the secret of the villain or else of the cast. */
export function openingThreads(world: World): string[] {
  const { game } = world.input;
  const named = namedThings(`${game.storyline ?? ""} ${game.description ?? ""}`).filter(
    (t) => wordCount(t) <= 6,
  );
  const rng = new Rng(game.id, "threads");
  // The author's own object ("the cracked bell") before any of the genre's stock mysteries.
  const own = premiseOf({
    title: game.title,
    storyline: game.storyline,
    keyEvents: keyEventsOf(game.plotLines),
  }).objects.filter((o) => wordCount(o) <= 6);
  // A story whose cast names no villain keeps its secrets among its own people.
  const keeper = world.cast.find((p) => p.antagonist)?.name ?? world.cast[0]?.name ?? world.foe;
  const secret = `${possessive(inline(keeper))} ${rng.pick(["secret", "bargain", "old debt", "broken promise"])}`;
  // The newest thread is the one play talks of most: the author's own come last (issue 31).
  const authors = [...new Set([named[0], ...own.slice(0, 2)].filter((t): t is string => Boolean(t)))];
  if (!authors.length) return [rng.pick(world.vocab.mysteries), secret];
  return [secret, ...authors.reverse()];
}

/** Threats mentioned in the last scene are still about, unless the player walked away. */
export function lingeringThreat(world: World): Noun | undefined {
  const last = world.input.recent[world.input.recent.length - 1]?.prose ?? "";
  if (!last) return undefined;
  const pool = world.child
    ? world.vocab.gentleThreats
    : [...world.vocab.threats, ...world.vocab.gentleThreats];
  const scene = sceneText(last);
  return pool.find((t) => mentions(scene, t.a));
}

/** Scenes written since the chapter's opening scene (that one included). */
export function scenesIntoChapter(beats: readonly string[]): number {
  for (let i = beats.length - 1; i >= 0; i--)
    if ((beats[i] as string).startsWith("open:")) return beats.length - 1 - i;
  return 0;
}

const GOAL =
  /\b(?:must|has to|have to|needs? to|sets? out to|vows? to|wants? to|tries to|hopes? to|is determined to|races? to|struggles? to|seeks? to|plans? to|is trying to)\s+(.+)$/i;

/**
 * What the protagonist is trying to do, lifted from the storyline when it says so, in the
 * story's person: "Mara must find her missing brother" is "find your missing brother" in a
 * second-person story. Titles inside it ("expose what Dr. Hale did") stay whole.
 */
export function storyGoal(world: World): string {
  const { game } = world.input;
  const { perspective, name } = world.voice;
  for (const text of [game.storyline ?? "", game.description ?? ""]) {
    for (const sentence of sentences(text)) {
      if (!GOAL.test(sentence)) continue;
      const said = personalize(sentence.replace(/[.!?]+$/, ""), name, perspective);
      const goal = GOAL.exec(said)?.[1]?.split(/[;:]/)[0]?.trim().replace(/,$/, "");
      if (!goal || wordCount(goal) > 18) return "";
      return perspective === "third_person" ? goal : ownGoal(goal, perspective === "first_person");
    }
  }
  return "";
}

/**
 * The goal's subject is the protagonist, so a his/her/their in it is theirs, unless somebody
 * else is named first ("help Anna find her sister"): that one stays.
 */
function ownGoal(goal: string, first: boolean): string {
  const other = /\b[A-Z][a-z]+/.exec(goal);
  const head = other ? goal.slice(0, other.index) : goal;
  const mine = head
    .replace(/\b(his|her|their)\b(?=\s+[a-z])/g, first ? "my" : "your")
    .replace(/\b(himself|herself|themselves)\b/g, first ? "myself" : "yourself");
  return mine + goal.slice(head.length);
}

/** What stands out at a place: the same thing every visit. */
export function featureAt(world: World, place: Place): Noun {
  const rng = new Rng(world.input.seed, "feature", place.name);
  const preset = place.preset?.features ?? [];
  if (preset[0] && rng.chance(0.6)) return preset[0];
  const own = place.preset ? [] : (world.setting?.features ?? []);
  if (own.length && rng.chance(0.6)) return rng.pick(own);
  return rng.pick(suitsPlace(place, [...preset, ...world.vocab.features], (f) => f.the));
}

/** The sounds and sights a scene draws on: the place's own first, then the genre's that fit it. */
export function sensesFor(world: World, place: Place): string[] {
  // The place's and the setting's own sounds come first; the genre's stock fills the rest.
  const rng = new Rng(world.input.seed, world.input.sceneNumber, "senses");
  // The place's own sounds ("rain patters against tall windows" in a manor) answer to the
  // author's world too: none of them in a heatwave the outline keeps to.
  const text = gameText(world.input.game);
  const own = rng.sample(
    suitsPlace(
      place,
      [...(place.preset?.senses ?? []), ...(world.setting?.senses ?? [])].filter(
        (s) => !clashesWithWorld(s, text),
      ),
      (s) => s,
    ),
    4,
  );
  const stock = rng.sample(
    suitsPlace(place, world.vocab.senses, (s) => s),
    12 - own.length,
  );
  const all = [...own, ...stock.filter((s) => !own.includes(s))];
  // A sound heard in the last few scenes waits its turn: a night train's three sounds came
  // back every scene on board (the unseen list's worst play repeats).
  const heard = world.input.recent.map((r) => r.prose.toLowerCase()).join("\n");
  const fresh = all.filter((s) => !heard.includes(s.toLowerCase()));
  return fresh.length === all.length ? all : [...fresh, ...all.filter((s) => !fresh.includes(s))];
}

/** A new foe that belongs where the player stands: no wyvern "low over the trees" in a chapel. */
export function threatAt(world: World, place: Place): Noun {
  const pool = world.child ? world.vocab.gentleThreats : world.vocab.threats;
  return world.rng.pick(suitsPlace(place, pool, (t) => t.a));
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
