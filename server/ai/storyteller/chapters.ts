import type { ChapterInput, RegenerateChapterInput } from "../narrator";
import {
  ANCHORED_DEVELOPMENTS,
  ANCHORED_INTERIOR,
  ANCHORED_LORE,
  ANCHORED_NPC_ACTIONS,
  ANCHORED_RECAPS,
  ANCHORED_TALK,
} from "./chapter-anchors";
import { type BookMemory, bookBefore, remember, told } from "./chapter-book";
import { absentPeople, authorsLocal, isCreature, lowerCommonRole, personLike, roleOf } from "./chapter-cast";
import { blend, directionOptions, type Options } from "./chapter-direction";
import {
  CLOSINGS,
  FIND_THOUGHTS,
  FOE_LINES,
  FOE_PARTINGS,
  FOE_PRESENCE,
  RECAPS,
  RESOLVES,
  SEQUEL_HINTS,
} from "./chapter-lines";
import { storyThing } from "./drafts";
import { vocabFor } from "./genres/catalogue";
import { DEVELOPMENTS, ECHOES, INTERIOR, NPC_ACTIONS, PRESENCE, SHARED_BEATS } from "./genres/shared";
import type { Beat } from "./genres/types";
import { isIndoors, namedPlace, type Place, suitsPlace, vocabPlace } from "./locations";
import { alternateLongNames, shortenRepeatedNames } from "./long-names";
import { withoutPronouns } from "./people";
import { personalize } from "./personalize";
import { withPlacePrepositions } from "./place-prepositions";
import { heroPronoun, keyEventsOf, premiseOf } from "./premise";
import { ABSENT_LINES, PLACE_ARRIVALS, PREMISE_LINES, WOVEN_BEATS } from "./premise-lines";
import { calledBy } from "./premise-names";
import { GONE, placePreposition } from "./premise-words";
import { authorText, quietVocab } from "./quiet-crime";
import { hashString, Rng } from "./random";
import { render, type Slots, slotsUsed, type Voice } from "./render";
import { childSafe } from "./safe-words";
import { fitSetting, gameText, outOfPlace, settingOf } from "./setting";
import {
  capitalizeSentences,
  firstSentence,
  inline,
  limitWords,
  lowerOpening,
  sentences,
  withArticle,
  wordCount,
} from "./text";

/**
 * Long-form chapters for the Story Editor and the complete-story generator: the chapter's
 * description woven into prose, its people speaking, a few beats chosen by the chapter's place
 * in the book, and a hand-off to the next chapter. 400–900 words.
 */
export const CHAPTER_WORDS = { min: 400, max: 900 } as const;

/** Under a roof, the genre's open-air lines (frost on the grass, the stars) do not belong. */
const OPEN_AIR =
  /\b(grass|frost|mist|hollows|bank|bridge|ledge|stars|sun-warmed|sunlight|clover|crows?|fox|bees|meadow|small fire|campfire|path bends|wind|moss|cairn)\b/i;

/** The lines that fit the chapter's place and people; every line when none does. */
function fitting(place: Place, foePresent: boolean) {
  const indoor = isIndoors(place);
  return (pool: readonly string[]): readonly string[] => {
    let list = suitsPlace(place, pool, (t) => t);
    if (indoor) list = keepSome(list, (t) => !OPEN_AIR.test(t));
    // The antagonist is in the room: nobody speaks of them as if they were far away.
    if (foePresent) list = keepSome(list, (t) => !t.includes("{foe}"));
    return list;
  };
}

/** "the smudge pots": a plural thing cannot turn up as "a …". */
const isPlural = (phrase: string) => /[^su'’]s$/i.test(phrase.replace(/\s+of\s+.*$/, ""));

/** Someone who came along with the hero is not greeted as if just met. */
const GREETING = /wondered when you would come|already there|is waiting|waiting where/i;
const notGreeting = (pool: readonly string[]) => keepSome(pool, (t) => !GREETING.test(t));

const keepSome = (list: readonly string[], keep: (t: string) => boolean) => {
  const kept = list.filter(keep);
  return kept.length ? kept : list;
};

export function writeChapter(input: ChapterInput, options: Options = {}): string {
  // The book so far: lines the chapters before this one used are not used again (issue 31).
  const book = bookBefore(input, (earlier, memory) => writeInto(earlier, {}, memory));
  return writeInto(input, options, book);
}

/** One chapter, written into the book's memory of used lines (which it extends). */
function writeInto(input: ChapterInput, options: Options, book: BookMemory): string {
  const { game } = input;
  // The game's own setting (a tidal island reads as a harbour town) trims the genre's stock:
  // no neon signs or pawnshops on the island (issue 31).
  const setting = settingOf(game);
  const vocab = fitSetting(
    blend(quietVocab(vocabFor(game.genre), authorText(game)), options.mood),
    setting,
    gameText(game),
    true,
  );
  const heroChar =
    game.characters.find((c) => (c.characterType ?? "").toLowerCase() === "protagonist") ??
    game.characters[0];
  const premise = premiseOf({
    title: game.title,
    storyline: game.storyline,
    keyEvents: keyEventsOf(game.plotLines),
    protagonist: heroChar?.name,
  });
  const rng = new Rng("chapter", game.id, input.chapterNumber, input.chapterTitle, options.salt ?? "");
  const hero = heroChar?.name ?? "the traveller";
  const voice: Voice = {
    perspective: game.narrativePerspective,
    name: hero,
    pronoun: heroPronoun(hero, heroChar?.role, premise, game.storyline ?? ""),
  };
  // The rest of the cast: a relative with the hero's surname keeps it ("Frank Kershaw warns…").
  const others = game.characters.map((c) => c.name).filter((n) => n !== hero);
  const own = [...premise.places, ...premise.scenes, ...(setting?.places ?? [])].map(vocabPlace);
  // The places the author named, not those of the setting they suggest (a harbour town's quay).
  const authors = premise.places.map(vocabPlace);
  const known = [...own, ...vocab.places.map(vocabPlace)];
  const found = namedPlace(input.selectedLocation || rng.pick(vocab.places), known);
  // A place of the genre's stock stands near the author's own: "the launderette near the
  // Alder Street Rink", so the chapter is still in the author's world (said in full by turns).
  const home = authors[0];
  const words = (x: string) =>
    new Set(
      x
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 3),
    );
  const shares = (a: string, b: string) => [...words(a)].some((w) => words(b).has(w));
  const mine = [...authors, ...premise.scenes.map(vocabPlace)].some((p) => p.name === found.name);
  const place =
    home && !mine && !shares(found.phrase, home.phrase) && !/\bnear\b/.test(found.phrase)
      ? { ...found, phrase: `${found.phrase} near ${home.phrase}` }
      : found;
  const stockLocal = rng.pick(vocab.npcs).the;
  const next = input.nextChapters[0];
  const nextPlace = rng.pickAvoiding(own.length > 1 ? own : known, (p) => p.name === place.name);
  const foeChar = game.characters.find((c) => (c.characterType ?? "").toLowerCase() === "antagonist");
  const foe = foeChar?.name ?? rng.pick(game.childMode ? vocab.gentleFoes : vocab.foes);
  const people = input.selectedCharacters
    .filter((n) => n.trim() && n.trim().toLowerCase() !== hero.toLowerCase())
    .map(
      (n) =>
        game.characters.find((c) => c.name.toLowerCase() === n.trim().toLowerCase()) ?? {
          name: n.trim(),
          role: "",
          characterType: "supporting",
          description: "",
        },
    )
    // A drowned brother is remembered in the chapter's outline, never met in its scenes.
    .filter((c) => !GONE.test(c.role ?? ""))
    .slice(0, 3);
  // With no object of the author's, a story about a drowned brother turns on what happened to him.
  const lost = game.characters.find((c) => GONE.test(c.role ?? ""));
  const isFoe = (c: { name: string; characterType?: string }) =>
    (c.characterType ?? "").toLowerCase() === "antagonist" || c.name.toLowerCase() === foe.toLowerCase();
  const allies = people.filter((c) => !isFoe(c));
  // Someone met along the way is one of the author's people, not the genre's stock local
  // (issue 31): the one this chapter's description names, or the next by turns.
  const local = authorsLocal(game, premise, input, heroChar?.name ?? "", people, isFoe) ?? stockLocal;
  const talker = allies.find((c) => game.childMode || !isCreature(c.role));
  const suits = fitting(place, people.some(isFoe));
  const senses = rng.sample(
    suits([...(place.preset?.senses ?? []), ...(setting?.senses ?? []), ...vocab.senses]),
    20,
  );
  let senseAt = 0;
  const threat = rng.pick(game.childMode ? vocab.gentleThreats : vocab.threats);
  // A preset place has things of its own: a noticeboard in the coffee shop, not an altar.
  const feature = rng.pick(
    place.preset?.features.length ? place.preset.features : [...(setting?.features ?? []), ...vocab.features],
  );
  const stockItem = rng.pick(
    game.childMode
      ? vocab.items.filter((i) => i.type !== "weapon")
      : [...(setting?.items ?? []), ...vocab.items],
  );
  // A thing the author's key events name ("the silk scarf") is what turns up, in its chapters.
  const props = premise.props.filter((p) => !isPlural(p));
  const prop = props[input.chapterNumber % Math.max(1, props.length + 1)];
  const item = prop ? { ...stockItem, name: prop.replace(/^the /, ""), description: "" } : stockItem;
  // The author's places other than the chapter's and the next: remembered, not visited.
  const other = authors.filter((p) => p.name !== place.name && p.name !== nextPlace.name);
  // The author's things: the storyline's, or when it names none (a misread name is no thing), those only the key events name
  // ("the wave machine") — never the place said as a thing ("set the Kingsmead Leisure Centre aside").
  const objects = premise.objects.filter((o) => !personLike(o, game.characters));
  const things = objects.length ? objects : premise.props;
  const base: Slots = {
    place: place.phrase,
    other: other.length ? rng.pick(other).phrase : "",
    next: nextPlace.phrase,
    foe: inline(foe),
    // "the reactor core" says more of the author's world than a bare "the crack" or "the cargo".
    thread:
      [...things]
        .sort((a, b) => Number(bareWord(a)) - Number(bareWord(b)))
        .find((o) => !personLike(o, game.characters)) ??
      (lost
        ? `what happened to ${lost.name}`
        : storyThing(`${input.chapterDescription} ${game.storyline ?? ""}`, vocab, rng)),
    threat: threat.a,
    thethreat: threat.the,
    feature: feature.a,
    thefeature: feature.the,
    aitem: withArticle(item.name),
    item: `the ${item.name}`,
    hero,
    mystery: rng.pick(vocab.mysteries),
    prevTitle: input.previousChapters[input.previousChapters.length - 1]?.title ?? "",
    nextTitle: next?.title ?? "",
    goal: "",
  };
  const used = book.templates;
  // Lines that name the author's own world (its places, objects, foe) come first.
  const premiseSlots = new Set(
    [
      authors.some((p) => p.name === place.name) && "place",
      authors.some((p) => p.name === nextPlace.name) && "next",
      (things.length > 0 || lost) && "thread",
      foeChar && "foe",
      base.other && "other",
    ].filter(Boolean) as string[],
  );
  // A storyline that names no thing of its own ("Kowalczyk Lanes, the family bowling alley, is
  // being sold") turns on its named place as much as on what its key events hold.
  const placeThread =
    !objects.length && home && /^\p{Lu}/u.test(home.phrase) && placePreposition(home.phrase) === "at"
      ? [home.phrase]
      : [];
  // The author's other objects take turns as the thread; a one-word "the hand" is too thin.
  const threads = [
    base.thread as string,
    ...placeThread,
    ...things
      .filter((o) => o !== base.thread)
      .slice(0, 3)
      .filter((o) => o.replace(/^the /i, "").length > 5 && !personLike(o, game.characters)),
  ];
  let threadAt = input.chapterNumber;
  let roleSaid = false;
  // `strict`: optional filler, said only when it names the author's world.
  const say = (pool: readonly string[], extra: Slots = {}, strict = false): string => {
    const values = { ...base, ...extra };
    let ok = suits(pool).filter(
      (t) => !used.has(t) && slotsUsed(t).every((s) => /^(S|O|P|be|was|sense|sense2)$/.test(s) || values[s]),
    );
    // The hero's role is said once a chapter: four of its lines in a row read as a refrain.
    if (roleSaid) ok = ok.filter((t) => !t.includes("{arole}"));
    const woven = ok.filter((t) => slotsUsed(t).some((s) => premiseSlots.has(s)));
    // A direction's mood ("make it eerier") is heard first; the premise is woven in besides.
    if (!options.mood && (woven.length || strict)) ok = woven;
    // A spent pool says nothing rather than say a line again (issue 31).
    while (ok.length) {
      const t = rng.pick(ok);
      ok = ok.filter((x) => x !== t);
      used.add(t);
      if (t.includes("{arole}")) roleSaid = true;
      for (const s of ["sense", "sense2"]) values[s] = senses[senseAt++ % senses.length] as string;
      if (!extra.thread && slotsUsed(t).includes("thread"))
        values.thread = threads[threadAt++ % threads.length] as string;
      const line = render(t, voice, values);
      if (told(line, book)) continue;
      remember(line, book);
      return line;
    }
    return "";
  };
  /** A fixed line (a sense, an item's look, the outline's own sentence), once per book. */
  const once = (line: string) => {
    if (!line || told(line, book)) return "";
    remember(line, book);
    return line;
  };
  // The premise's own slots only: a line of PREMISE_LINES never names the genre's stock place.
  const heroRole = premise.hero.role ?? roleOf(heroChar?.role ?? "").replace(/^the /, "");
  const premiseValues: Slots = {
    place: premiseSlots.has("place") ? place.phrase : "",
    next: premiseSlots.has("next") ? nextPlace.phrase : "",
    thread: premiseSlots.has("thread") ? (base.thread as string) : "",
    other: base.other ?? "",
    arole: heroRole && wordCount(heroRole) <= 3 ? withArticle(lowerCommonRole(heroRole)) : "",
  };
  // The author's people who are not in this chapter are remembered by name, by turns.
  // Nobody the chapter's own outline names is wished for as if elsewhere ("If Claire were here").
  const about = `${input.chapterTitle} ${input.chapterDescription}`;
  const absent = absentPeople(game, premise, heroChar?.name ?? "", people).filter(
    (n) => !about.includes(calledBy(n)) && !about.includes(n),
  );
  let absentAt = input.chapterNumber;
  if (absent.length) premiseSlots.add("who");
  const weave = () =>
    say(absent.length ? [...PREMISE_LINES, ...ABSENT_LINES] : PREMISE_LINES, {
      ...premiseValues,
      thread: premiseValues.thread ? (threads[threadAt++ % threads.length] as string) : "",
      who: absent.length ? (absent[absentAt++ % absent.length] as string) : "",
    });
  /** A paragraph led by its first line: without it, the lines that follow on from it are not said. */
  const led = (first: string, ...rest: Array<() => string>) =>
    first ? [first, ...rest.map((r) => r())] : [];
  const sense = () => once(`${upperFirstSense(senses[senseAt++ % senses.length] as string)}.`);
  const dark = (beat: Beat) => (game.childMode ? [] : (vocab.darkBeats[beat] ?? []));
  // The genre's beats without those its setting contradicts ("on the wet pavement" on an island).
  const ownText = gameText(game);
  const beatPool = (beat: Beat) => {
    // A direction's mood ("make it eerier") speaks first: its beats, not the shared or woven ones.
    const all = options.mood
      ? [...vocab.beats[beat], ...dark(beat)]
      : [...vocab.beats[beat], ...SHARED_BEATS[beat], ...WOVEN_BEATS[beat], ...dark(beat)];
    const fit = all.filter((t) => !outOfPlace(t, setting, ownText, true));
    return fit.length ? fit : all;
  };

  // The stock business of a chapter with its anchored forms beside it (chapter-anchors.ts): the
  // anchored are said first while the author's world fills their slots.
  const developments = (beat: Beat) => [...DEVELOPMENTS[beat], ...ANCHORED_DEVELOPMENTS[beat]];
  const interior = [...INTERIOR, ...ANCHORED_INTERIOR];
  const npcActions = [...NPC_ACTIONS, ...ANCHORED_NPC_ACTIONS];
  const lore = [...vocab.lore, ...ANCHORED_LORE];
  const talkOf = (pool: readonly string[]) => [...pool, ...ANCHORED_TALK];

  const total = Math.max(game.chapters.length, input.chapterNumber + input.nextChapters.length, 1);
  // A long book has too few lines to spend on follow-on filler that does not name its world.
  const long = total > 4;
  const paragraphs: string[][] = [];
  const opening: string[] = [];
  if (base.prevTitle) opening.push(say([...RECAPS, ...ANCHORED_RECAPS]));
  opening.push(
    // The arrival names the chapter's place.
    (place.preset
      ? say([place.preset.arrive])
      : say(keepSome(beatPool("arrival"), (t) => t.includes("{place}")))) || say(PLACE_ARRIVALS),
    say(developments("arrival"), {}, long),
    say(lore),
    weave(),
  );
  paragraphs.push(opening);

  const description = sentences(input.chapterDescription).map((s) =>
    once(personalize(s, hero, voice.perspective, others)),
  );
  if (description.some(Boolean)) paragraphs.push([...description, say(interior, {}, long)]);

  const talk = options.dialogue ? 2 : 1;
  for (const person of people) {
    const npc = { npc: inline(person.name), npcRole: roleOf(person.role, hero, voice.perspective) };
    const foeHere = isFoe(person);
    const lines = [
      foeHere ? say(FOE_PRESENCE, npc) : say(person.role ? PRESENCE.withRole : PRESENCE.plain, npc),
    ];
    const note = firstSentence(withoutPronouns(person.description ?? ""));
    // "Ruth is Jack's sister, …" is said plainly, not "Everyone says the same of Ruth: Ruth is…".
    const ownName = note.startsWith(`${person.name} `);
    if (note && wordCount(note) <= 20)
      lines.push(
        once(
          ownName
            ? `${personalize(note, hero, voice.perspective, others)}.`
            : `Everyone says the same of ${inline(person.name)}: ${lowerOpening(note)}.`,
        ),
      );
    // A goose or a maintenance robot keeps close; it does not make speeches (in a children's story
    // animals talk).
    const mute = !game.childMode && isCreature(person.role);
    for (let i = 0; i < (mute ? 0 : talk); i++)
      lines.push(say(foeHere ? FOE_LINES : talkOf(notGreeting(vocab.lines)), npc));
    lines.push(say(foeHere ? FOE_PARTINGS : npcActions, npc), weave());
    paragraphs.push(lines);
  }

  const position = input.chapterNumber / total;
  const beats: Beat[] =
    position < 0.34
      ? ["discovery", "encounter"]
      : position < 0.8
        ? ["setback", "revelation"]
        : ["encounter", "climax"];
  for (const beat of beats) {
    const lines = led(
      say(beatPool(beat)),
      () => say(developments(beat), {}, long),
      () =>
        beat === "encounter"
          ? say(RESOLVES)
          : beat === "discovery"
            ? say(FIND_THOUGHTS, {}, true) || once(item.description)
            : "",
    );
    paragraphs.push([...lines, weave()]);
  }
  const scale = options.scale ?? 1;
  const target = Math.round(520 * scale);
  // Optional filler names the author's world; a short book (a chapter or three) can afford
  // plain lines too, each once, to reach its length.
  let strict = true;
  const extras: Array<() => string[]> = [
    () => [
      ...led(say(beatPool("respite"), {}, strict), () => say(developments("respite"), {}, strict)),
      say(ECHOES.thread),
      weave(),
    ],
    // Someone already with the hero talks on; otherwise a local is met.
    () =>
      talker
        ? [
            say(talkOf(notGreeting(vocab.lines)), { npc: inline(talker.name) }),
            say(npcActions, { npc: inline(talker.name) }, strict),
          ]
        : led(say(beatPool("dialogue"), { npc: local }), () => say(talkOf(vocab.lines), { npc: local })),
    () => [say(lore, {}, strict), weave(), say(interior, {}, strict), weave()],
    () => [
      ...led(say(beatPool("setback"), {}, strict), () => say(developments("setback"), {}, strict)),
      weave(),
    ],
    () => [...led(say(beatPool("discovery"), {}, strict), () => say(interior, {}, strict)), weave()],
  ];
  if (options.description)
    extras.unshift(() => [say(lore, {}, strict), sense(), say(developments("arrival"), {}, strict)]);
  const closing = [say(CLOSINGS)];
  if (base.nextTitle) closing.push(say(SEQUEL_HINTS));
  const count = () =>
    paragraphs.reduce((n, p) => n + wordCount(p.join(" ")), 0) + wordCount(closing.join(" "));
  const goal = Math.max(CHAPTER_WORDS.min + 40, target);
  // A long book shares its lines out: each chapter takes its part, so the last ones are not bare.
  const rounds = Math.max(2, Math.min(extras.length * 2, Math.round(50 / total)));
  for (let i = 0; count() < goal && i < rounds; i++) {
    paragraphs.splice(paragraphs.length - 1, 0, (extras[i % extras.length] as () => string[])());
  }
  strict = false;
  // A long book's chapter that has come out thin takes plain lines too (each still once a book).
  const floor = long ? CHAPTER_WORDS.min : goal;
  for (let i = 0; count() < floor && i < rounds; i++) {
    paragraphs.splice(paragraphs.length - 1, 0, (extras[i % extras.length] as () => string[])());
  }
  // Plain sensory lines while any is fresh; a book that has said everything ends its chapter
  // short rather than say a line twice.
  for (let i = 0; count() < CHAPTER_WORDS.min + 20 && i < (total > 4 ? 0 : senses.length); i++)
    paragraphs.splice(paragraphs.length - 1, 0, [sense(), say(interior), say(lore)]);
  paragraphs.push(closing);
  let text = capitalizeSentences(
    paragraphs
      .map((p) => p.filter(Boolean).join(" "))
      .filter(Boolean)
      .join("\n\n"),
  );
  if (place !== found) text = byTurns(text, place.phrase, found.phrase);
  // People who know the hero call them by name now and then (every other quoted line that ends
  // in a comma and names nobody yet): "Mind the old roads, Aled," Caspian says.
  if (heroChar) text = calledByName(text, calledBy(heroChar.name), heroChar.name);
  // "Grace Mbeki … Grace Mbeki … Grace Mbeki": a person is named in full once a paragraph, then
  // by the name people call them (the played scenes do the same, scene by scene).
  text = text
    .split("\n\n")
    .map((para) => shortenRepeatedNames(para, [hero, ...others]))
    .join("\n\n");
  text = alternateLongNames(text, [
    place.phrase,
    nextPlace.phrase,
    ...authors.map((p) => p.phrase),
    ...threads,
  ]);
  text = withPlacePrepositions(text, [
    place.phrase,
    nextPlace.phrase,
    found.phrase,
    ...own.map((p) => p.phrase),
  ]);
  if (game.childMode) text = childSafe(text);
  return limitWords(text, Math.round(CHAPTER_WORDS.max * Math.min(1, scale)));
}

/** Every other mention of `full` said as `short` (either may open a sentence). */
function byTurns(text: string, full: string, short: string): string {
  const rest = full.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let n = 0;
  return text.replace(
    new RegExp(`([${full[0]}${full[0]?.toUpperCase()}])${rest}`, "g"),
    (m, first: string) => (n++ % 2 === 0 ? m : first + short.slice(1)),
  );
}

function calledByName(text: string, first: string, full: string): string {
  let n = 0;
  return text.replace(/"([^"]{12,90}?),"( \p{Lu}[^".]{0,40}? says)/gu, (m, said: string, tail: string) => {
    if (
      said.includes(first) ||
      said.includes(full) ||
      /[?!]$/.test(said) ||
      /\b(you|your)\b/i.test(said) === false
    )
      return m;
    return n++ % 2 === 0 ? `"${said}, ${first},"${tail}` : m;
  });
}

function upperFirstSense(sense: string): string {
  return sense.charAt(0).toUpperCase() + sense.slice(1);
}

/** "the crack", "the cargo": one common word, a thin thread. */
const bareWord = (phrase: string) => !/\s/.test(phrase.replace(/^the /i, ""));

export function regenerateChapter(input: RegenerateChapterInput): string {
  const options = directionOptions(input.direction);
  for (let attempt = 0; attempt < 4; attempt++) {
    const salt = `${hashString(input.currentContent)}|${input.direction}|${attempt}`;
    const text = writeChapter(input, { ...options, salt });
    if (text.trim() !== input.currentContent.trim()) return text;
  }
  return writeChapter(input, { ...options, salt: `${input.direction}|fallback` });
}
