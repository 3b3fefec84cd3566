import type { StateChanges } from "../../../contract/ai";
import type { TurnInput, TurnResult } from "../narrator";
import { THREAT_ACTS } from "./action-lines";
import { parseAction } from "./action-parser";
import { playAction } from "./actions";
import { narrateChanges } from "./agreement";
import { chooseBeat, playBeat, progressFor, type SceneBeat } from "./beats";
import { characterEvents } from "./character-events";
import { makeChoices, quickActions, sceneTitle } from "./choices";
import { closeScene } from "./closing";
import {
  type ActionResult,
  add,
  type Draft,
  enterPlace,
  lastSceneSaid,
  ORDER,
  plain,
  saidLastScene,
} from "./compose";
import {
  ECHOES,
  FILLERS,
  HOOKS,
  INTERIOR,
  ITEMS_HERE,
  NPC_ACTIONS,
  PRESENCE,
  QUIET_LINES,
} from "./genres/shared";
import { namedPlace, suitsPlace } from "./locations";
import { namedAtLength, shortenLongNames, shortenRepeatedNames } from "./long-names";
import { updateMemory } from "./memory";
import { presentPerson } from "./people";
import { personalize } from "./personalize";
import { withPlacePrepositions } from "./place-prepositions";
import { tellPlotEvent } from "./plot-lines";
import { childSafe } from "./safe-words";
import {
  heardLines,
  heardSentence,
  phraseHash,
  rememberLines,
  sayFresh,
  unheardFirst,
} from "./session-lines";
import {
  capitalizeSentences,
  limitWords,
  listJoin,
  perText,
  SCENES_KEPT,
  sentences,
  withArticle,
  wordCount,
} from "./text";
import {
  buildWorld,
  currentThread,
  featureAt,
  itemsAt,
  lingeringThreat,
  nextPlace,
  openingThreads,
  scenesIntoChapter,
  sensesFor,
  storyGoal,
  type World,
} from "./world";

/** The words a scene must have, and the range it aims for inside them. */
export const SCENE_WORDS = { min: 120, max: 250 } as const;

/** A new chapter's first line, in the story's own terms (where, and how long since). */
const CHAPTER_TURNS = [
  "Some hours later, {S} {be} at {place}.",
  "By the time {S} [reach|reaches] {place}, the last few days already feel a long time ago.",
  "The next part of the journey begins at {place}.",
  "It is at {place} that the story picks up again.",
];

/** Writes one scene: world model → action → beat → prose of the right length → outcome. */
export function writeScene(input: TurnInput): TurnResult {
  const world = buildWorld(input);
  if (!world.memory.threads.length) world.memory.threads = openingThreads(world);
  const d = newDraft(world, input);
  const opening = input.sceneNumber <= 1 || world.opensChapter;
  const lingering = opening ? undefined : lingeringThreat(world);
  d.threat = lingering;

  let result: ActionResult = {};
  if (opening && input.sceneNumber > 1 && d.action.verb !== "continue") {
    // The player acts where they stand; then the story turns to the new chapter.
    result = playAction(d);
    weaveOpening(d);
  } else {
    if (opening) weaveOpening(d);
    else continueChapter(d);
    if (!(opening && d.action.verb === "continue")) result = playAction(d);
  }
  if (
    lingering &&
    d.threat === lingering &&
    !d.threatBeaten &&
    !["attack", "flee", "go"].includes(d.action.verb)
  ) {
    threatTakesItsChance(d);
  }
  // A move fetched the new place's sounds: those the session has not heard come first again.
  if (d.senseIndex === 0) d.senses = unheardFirst(input.memory, d.senses);
  // The author's plot lines: the next key event, when one is due (plot-lines.ts).
  const toldEvent = lethal0(input) ? undefined : tellPlotEvent(d, heardLines(input.memory));
  const beat = chooseBeat(d, opening, result);
  d.beat = beat === "finale" ? "climax" : beat;
  playBeat(d, beat, opening);
  // A blow that takes health to 0 ends the run: the scene is the ending, not a cliffhanger.
  const lethal = input.state.health > 0 && input.state.health + (toChanges(d, 0).healthDelta ?? 0) <= 0;
  if (lethal) closeScene(d);
  else surroundings(d, beat, opening);
  narrateChanges(d);

  const prose = assemble(d, lethal);
  const progressDelta = progressFor(beat, d);
  const changes = toChanges(d, progressDelta);
  const memory = updateMemory(d, beat, progressDelta, opening);
  const heardNow = [...(toldEvent === undefined ? [] : [toldEvent]), ...namedAtLength(d).map(phraseHash)];
  memory.lines = rememberLines(input.memory, d, prose, heardNow);
  const title = sceneTitle(d, beat);
  const choices = world.child ? makeChoices(d, beat).map(childSafe) : makeChoices(d, beat);
  const actions = quickActions(d);
  return {
    prose,
    sceneTitle: title,
    choices,
    quickActions: actions,
    changes,
    systemMessage: null,
    // Last: its picks come after every other, so the scene reads as it did before events.
    characterEvents: characterEvents(d, beat, lethal, changes),
    memory,
  };
}

/** A player already at 0 health is in the closing scene: no new story is told there. */
const lethal0 = (input: TurnInput) => input.state.health <= 0;

function newDraft(world: World, input: TurnInput): Draft {
  const place = world.place;
  // Sounds and sights the session has not heard yet come first.
  const senses = unheardFirst(input.memory, sensesFor(world, place));
  const d: Draft = {
    world,
    action: parseAction(input.action),
    place,
    prev: undefined,
    moved: false,
    next: place,
    itemsHere: [],
    npc: { name: "", role: "", note: "", antagonist: false },
    threat: undefined,
    threatBeaten: false,
    feature: featureAt(world, place),
    focused: false,
    thread: currentThread(world),
    goal: storyGoal(world),
    held: pickHeld(world, place.phrase),
    segments: [],
    health: 0,
    experience: 0,
    progress: 0,
    addItems: [],
    removeItems: [],
    achievements: [],
    location: undefined,
    mentioned: new Set(),
    shownItems: [],
    events: [],
    deed: undefined,
    beat: "arrival",
    titleHint: "",
    used: new Set(),
    senses,
    senseIndex: 0,
  };
  d.itemsHere = itemsAt(world, place);
  d.next = nextPlace(world, place);
  d.npc = presentPerson(world, place, true);
  const current = input.state.currentLocation?.trim() ?? "";
  if (current.toLowerCase() !== place.name.toLowerCase()) d.location = place.name;
  return d;
}

/** Something carried, preferably from somewhere else, for the scene to remember. */
function pickHeld(world: World, here: string) {
  const fromElsewhere = world.held.filter((h) => h.origin && h.origin !== here);
  const pool = fromElsewhere.length ? fromElsewhere : world.held;
  return pool.length ? world.rng.pick(pool) : undefined;
}

/** A chapter's first scene carries its outline; the story's first scene its premise. */
function weaveOpening(d: Draft): void {
  const { world } = d;
  const { game, sceneNumber } = world.input;
  const chapter = world.chapter;
  const here = chapter?.selectedLocation?.trim();
  if (here && sceneNumber > 1) {
    const place = namedPlace(here, world.known);
    if (place.name !== d.place.name && !d.moved) enterPlace(d, place);
    // The player's own way there ("You reach the Great Hall sooner than you expect") said the
    // arrival: a second ("By the time you reach the Great Hall…") would tell it twice.
    if (!d.moved) sayFresh(d, CHAPTER_TURNS, ORDER.weave, true);
  }
  const lines: string[] = [];
  const outline = chapter?.outline ? sentences(chapter.outline).slice(0, 2) : [];
  const premise = sceneNumber <= 1 && game.description ? sentences(game.description)[0] : undefined;
  // The outline is the more particular of the two: a premise it already tells is left out.
  if (premise && !outline.some((line) => tellSame(premise, line))) lines.push(premise);
  if (outline.length) lines.push(...outline);
  else if (sceneNumber <= 1 && game.storyline) {
    // A description that is the storyline (or begins as it does) is told once, not twice.
    const first = sentences(game.storyline)[0];
    if (first && !lines.some((line) => tellSame(first, line))) lines.push(first);
  }
  let words = 0;
  for (const line of lines) {
    if (toldRecently(d, line)) continue;
    // "I work the overnight ferry…": the author's own first person is not the story's voice.
    if (world.voice.perspective !== "first_person" && /^(?:I|My|We|Our)\b/.test(line.trim())) continue;
    if (words + wordCount(line) > 60) break;
    words += wordCount(line);
    // "…from the developers" typed with no full stop still ends its sentence in the scene.
    const ended = /[.!?…]["'”’)]*$/u.test(line.trim()) ? line : `${line.trim()}.`;
    add(d, personalize(ended, world.hero, world.voice.perspective), ORDER.beat + 0.5);
  }
  if (lines.length) d.events.push(chapter ? `began "${chapter.title}"` : "set out");
}

/**
 * Two lines that share five words in a row tell the same thing twice: "…gone dark on the eve of
 * the longest night." then "On the eve of the longest night, Wren climbs the hill…".
 */
function tellSame(a: string, b: string): boolean {
  const words = plain(a).split(" ");
  const other = ` ${plain(b)} `;
  for (let i = 0; i + 5 <= words.length; i++) {
    if (other.includes(` ${words.slice(i, i + 5).join(" ")} `)) return true;
  }
  return false;
}

/** Later scenes of a chapter carry the rest of its outline, a sentence at a time. */
function continueChapter(d: Draft): void {
  const { world } = d;
  const outline = world.chapter?.outline;
  if (!outline) return;
  const line = sentences(outline)[1 + scenesIntoChapter(world.memory.beats)];
  if (line && wordCount(line) <= 40 && !toldRecently(d, line))
    add(d, personalize(line, world.hero, world.voice.perspective), ORDER.echo);
}

/** A scene's words in lower case, one space apart. */
const wordsOf = perText((prose) => prose.toLowerCase().replace(/[^a-z0-9]+/g, " "), SCENES_KEPT);

/** An outline sentence already woven into one of the last scenes is not pasted in again. */
function toldRecently(d: Draft, line: string): boolean {
  const said = plain(personalize(line, d.world.hero, d.world.voice.perspective));
  return d.world.input.recent.some((r) => wordsOf(r.prose).includes(said));
}

function threatTakesItsChance(d: Draft): void {
  const { child, rng } = d.world;
  sayFresh(d, child ? THREAT_ACTS.child : THREAT_ACTS.adult, ORDER.consequence, true);
  if (!child) d.health -= rng.range(3, 7);
  d.events.push(`was caught off guard by ${d.threat?.the}`);
  d.threat = undefined;
}

/** Who else is here, what lies about, a memory of earlier events, and a closing hook. */
function surroundings(d: Draft, beat: SceneBeat, opening: boolean): void {
  const { rng } = d.world;
  const talking = d.mentioned.has("npc") && d.segments.some((s) => s.text.includes(d.npc.name));
  // The game's own people are the story; a passing local only sometimes earns a line.
  const ownCast = d.world.cast.includes(d.npc);
  if (!talking && d.npc.name && (opening || rng.chance(ownCast ? 0.75 : 0.45)) && beat !== "finale") {
    // Someone already met needs no introduction: "Priya" after "Priya Sen, the apprentice".
    const withRole = d.npc.role && !d.world.memory.met.includes(d.npc.name) && rng.chance(0.7);
    // Once met, their being here is worth a line only while there are fresh ones to say it.
    const met = d.world.memory.met.includes(d.npc.name);
    sayFresh(d, bodily(d, withRole ? PRESENCE.withRole : PRESENCE.plain), ORDER.presence, !met);
  } else if (!talking) {
    d.mentioned.delete("npc");
  }

  const unshown = d.itemsHere.filter((i) => !d.shownItems.includes(i));
  // Things the last scene already pointed out are still there: said again now and then, not
  // every turn (thirty turns at one place said "Half hidden, … a lucky coin" three times).
  const lastProse = (d.world.input.recent.at(-1)?.prose ?? "").toLowerCase();
  const toldLast = unshown.length > 0 && unshown.every((i) => lastProse.includes(i.name.toLowerCase()));
  if (unshown.length && (opening || rng.chance(toldLast ? 0.25 : 0.8))) {
    sayFresh(d, ITEMS_HERE, ORDER.items, true, { aitem: listJoin(unshown.map((i) => withArticle(i.name))) });
    d.shownItems.push(...unshown);
    d.mentioned.add("items");
  }

  const heldEcho = d.held?.origin && d.held.origin !== d.place.phrase ? ECHOES.held : ECHOES.heldPlain;
  const echoes = [heldEcho, ECHOES.met, ECHOES.prev, ECHOES.goal];
  if (d.world.input.sceneNumber > 2) echoes.push(ECHOES.thread);
  for (const pool of rng.sample(echoes, 2)) sayFresh(d, pool, ORDER.echo, false);

  if (d.threat && d.mentioned.has("threat")) sayFresh(d, HOOKS.threat, ORDER.hook, true);
  else if (beat !== "finale" && rng.chance(0.6)) sayFresh(d, HOOKS.next, ORDER.hook, true);
  else sayFresh(d, HOOKS.plain, ORDER.hook, true);
}

const DISEMBODIED = /\b(ai|a\.i\.|computer|robot|android|drone|system|voice|ghost|spirit|hologram|signal)\b/i;
const BODY = /\b(foot|feet|flask|leaning|nods?|eye|tired|hums?|shifts|catches|beckons|lingers|pretending)\b/i;

/** AUGUR, the ship AI, does not shift from foot to foot or offer a flask of water. */
function bodily(d: Draft, pool: readonly string[]): readonly string[] {
  if (!DISEMBODIED.test(d.npc.role)) return pool;
  const fitting = pool.filter((t) => !BODY.test(t));
  return fitting.length ? fitting : pool;
}

/**
 * No sentence of the scene before is said again, needed or not: a repeated hook, item
 * description or chapter outline reads as filler. The gap is filled from fresh lines below.
 */
function dropRepeats(d: Draft): void {
  if (!d.world.input.recent.length) return;
  const said = lastSceneSaid(d);
  // An optional sentence the session has heard at all is left out too (issue 31).
  const repeated = (sentence: string, keep: boolean) =>
    said.has(plain(sentence)) || (!keep && heardSentence(d, sentence));
  d.segments = d.segments.flatMap((segment) => {
    const parts = sentences(segment.text);
    let kept = parts.filter((sentence) => !repeated(sentence, segment.keep));
    // A needed segment keeps its point, not its colour: of several sentences, those the session
    // has heard go, so long as one is left to say what happened.
    if (segment.keep && kept.length > 1) {
      const fresh = kept.filter((sentence) => !heardSentence(d, sentence));
      if (fresh.length) kept = fresh;
    }
    if (kept.length === parts.length) return [segment];
    return kept.length ? [{ text: kept.join(" "), order: segment.order, keep: segment.keep }] : [];
  });
}

/** Orders the segments into paragraphs and holds the scene between 120 and 250 words. */
function assemble(d: Draft, closing = false): string {
  const { rng } = d.world;
  dropRepeats(d);
  const target = rng.range(125, 165);
  // Counted again after every line added: each segment's words are counted once.
  const count = () => {
    let n = 0;
    for (const s of d.segments) {
      s.words ??= wordCount(s.text);
      n += s.words;
    }
    return n;
  };
  // Depth before atmosphere: the place's lore, the person on hand, a thought, then at most
  // a couple of sensory lines.
  const pools: Array<[readonly string[], number]> = [
    [suitsPlace(d.place, d.world.vocab.lore, (l) => l), ORDER.echo],
    [INTERIOR, ORDER.echo],
    [FILLERS, ORDER.filler],
    [FILLERS, ORDER.filler],
  ];
  if (d.mentioned.has("npc")) pools.splice(1, 0, [bodily(d, NPC_ACTIONS), ORDER.filler]);
  for (const [pool, order] of rng.sample(pools.slice(0, -2), pools.length - 2).concat(pools.slice(-2))) {
    if (closing || count() >= target) break;
    const before = d.segments.length;
    sayFresh(d, pool, order, false);
    // A filler the session has already heard, word for word, says nothing new.
    const added = d.segments[before];
    if (added && sentences(added.text).some((s) => heardSentence(d, s))) d.segments.splice(before, 1);
  }
  for (let i = 0; !closing && count() < SCENE_WORDS.min && i < QUIET_LINES.length; i++) {
    const line = QUIET_LINES[i] as string;
    if (!saidLastScene(d, line) && !heardSentence(d, line)) add(d, line, ORDER.filler, false);
  }
  while (count() > SCENE_WORDS.max - 5) {
    const optional = d.segments.map((s, i) => [s, i] as const).filter(([s]) => !s.keep);
    const drop = optional[optional.length - 1];
    if (!drop) break;
    d.segments.splice(drop[1], 1);
  }

  // A stable sort: segments of one order keep the order they were written in.
  const sorted = d.segments.slice().sort((a, b) => a.order - b.order);
  const groups: string[][] = [[], [], []];
  for (const s of sorted)
    (groups[s.order < ORDER.beat ? 0 : s.order < ORDER.items ? 1 : 2] as string[]).push(s.text);
  const paragraphs = groups.filter((g) => g.length).map((g) => g.join(" "));
  if (paragraphs.length > 1 && wordCount(paragraphs[0] as string) < 14) {
    paragraphs.splice(0, 2, `${paragraphs[0]} ${paragraphs[1]}`);
  }
  const joined = paragraphs.join("\n\n");
  const shortened = shortenLongNames(d, joined);
  // Short names must not take a scene under its words.
  let prose = capitalizeSentences(closing || wordCount(shortened) >= SCENE_WORDS.min ? shortened : joined);
  prose = shortenRepeatedNames(prose, [d.world.hero, ...d.world.cast.map((p) => p.name)]);
  prose = withPlacePrepositions(prose, [d.place.phrase, d.next?.phrase, d.prev?.phrase]);
  if (d.world.child) prose = childSafe(prose);
  return limitWords(prose, SCENE_WORDS.max);
}

function toChanges(d: Draft, progressDelta: number): StateChanges {
  const changes: StateChanges = { progressDelta };
  let health = Math.round(d.health);
  if (d.world.child) health = Math.max(-10, health);
  else health = Math.max(-30, health);
  if (health !== 0) changes.healthDelta = Math.min(100, health);
  if (d.experience > 0) changes.experienceDelta = Math.min(500, Math.round(d.experience));
  if (d.addItems.length) changes.addItems = d.addItems.slice(0, 5);
  if (d.removeItems.length) changes.removeItems = d.removeItems.slice(0, 5);
  if (d.achievements.length) changes.achievements = d.achievements.slice(0, 3);
  if (d.location) changes.location = d.location.slice(0, 80);
  return changes;
}
