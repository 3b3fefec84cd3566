import type { DraftCharacter, OutlineChapter, OutlineResult } from "../../../contract/ai";
import { PRESET_LOCATIONS } from "../../../contract/constants";
import type { OutlineInput, PlotLineBrief, SequelOutlineInput } from "../narrator";
import { asDraft, draftCharacters, nounPhrases, storyThing } from "./drafts";
import { type GenreVocab, vocabFor } from "./genres/catalogue";
import { namedPlace } from "./locations";
import {
  agreeWith,
  anchorLine,
  anchorValues,
  askedFor,
  clueFor,
  clueList,
  premiseNouns,
  shareWord,
} from "./outline-premise";
import {
  ECHO_LINES,
  EVENTS,
  FAMILY_PRESETS,
  FOLLOWS,
  type Phase,
  PREMISE_OPENINGS,
} from "./outline-templates";
import { leastUsed, uniqueTitle } from "./outline-titles";
import { withPlacePrepositions } from "./place-prepositions";
import { keyEventsOf, type Premise, premiseOf } from "./premise";
import { TITLES as TITLE_WORDS } from "./premise-names";
import { GONE, placePreposition } from "./premise-words";
import { authorText, quietVocab } from "./quiet-crime";
import { Rng } from "./random";
import { requestedCast } from "./requested-cast";
import { childSafe } from "./safe-words";
import { outOfPlace, settingOf } from "./setting";
import {
  capitalizeSentences,
  displayName,
  firstSentence,
  inline,
  sentences,
  titleCase,
  upperFirst,
  withArticle,
} from "./text";

/**
 * A chapter outline with a real arc: setup, the inciting turn, rising action, a midpoint
 * twist, complications, a crisis, the climax and a resolution, spread over any count from
 * 5 to 100. Places come in runs, so the story stays somewhere long enough to matter.
 */
type Spot = { name: string; phrase: string };

function phaseOf(i: number, n: number): Phase {
  if (i === 0) return "setup";
  if (i === n - 1) return "resolution";
  if (i === n - 2) return "climax";
  if (i === Math.floor((n - 1) / 2)) return "midpoint";
  if (n >= 7 && i === n - 3) return "crisis";
  if (n >= 6 && i === 1) return "inciting";
  const t = i / (n - 1);
  if (n >= 12 && t >= 0.72) return "crisis";
  return t < 0.5 ? "rising" : "complication";
}

type ArcInput = {
  seed: string;
  genre: string;
  child: boolean;
  count: number;
  storyline: string;
  cast: DraftCharacter[];
  /** The people the author gave (none when the writer drafted the cast): their words decide quiet-crime.ts. */
  authorCast: DraftCharacter[];
  places: string[];
  sequel?: { originalTitle: string; lastTitle: string; lastOutline: string };
  /** The author's words read (ADR 028): their places, objects and people come first. */
  premise: Premise;
  plotLines?: PlotLineBrief[];
};

/** Tones that ask for the gentle end of the genre. */
const GENTLE =
  /^(gentle|cosy|cozy|light|lighthearted|hopeful|warm|whimsical|playful|tender|funny|humorous|comic)$/;

function buildArc(input: ArcInput): OutlineChapter[] {
  // A mystery among ordinary people has no thugs or syndicates (quiet-crime.ts).
  const vocab = quietVocab(
    vocabFor(input.genre),
    authorText({ storyline: input.storyline, characters: input.authorCast, plotLines: input.plotLines }),
  );
  const rng = new Rng("outline", input.seed, input.count);
  const find = (type: string) => input.cast.find((c) => c.characterType.toLowerCase() === type);
  const hero = find("protagonist") ?? input.cast[0];
  const foeChar = find("antagonist");
  // A drowned brother is remembered in the outline's lines, never sent on errands in them.
  const helpers = input.cast.filter((c) => c !== hero && c !== foeChar && !GONE.test(c.role));
  const mentor = find("mentor") ?? helpers[0];
  const heroName = hero?.name ?? "the hero";
  const { premise } = input;
  const gentle = input.child || premise.tone.some((t) => GENTLE.test(t));
  const foe = foeChar?.name ?? rng.pick(gentle ? vocab.gentleFoes : vocab.foes);
  const asked = input.cast.filter((c) => askedFor(c, premise));
  // "the reactor core" says more of the author's world than a bare "the crack" or "the cargo":
  // the author's specific things lead, and a bare word is the thread only when nothing else is.
  const specific = premise.objects.filter((o) => /\s/.test(o.replace(/^the /i, "")));
  const thing =
    specific[0] ??
    premise.objects[0] ??
    (asked[0] ? `the truth about ${asked[0].name}` : storyThing(input.storyline, vocab, rng));
  const mysteries = specific.length
    ? specific
    : premise.objects.length
      ? premise.objects.slice(premise.objects.length > 1 ? 1 : 0)
      : vocab.mysteries;
  const anchors = anchorValues(premise, heroName, hero?.role, asked);
  // The author's plot lines first, then what their storyline says happens after its opening.
  const storyBeats = { title: "storyline", keyEvents: premise.beats, priority: "optional" };
  const scheduled = scheduleEvents([...(input.plotLines ?? []), storyBeats], input.count);
  // A noun phrase of the storyline's own ("surgeon's secret"), never a verb such as "uncovers".
  const stockKeyword = nounPhrases(input.storyline)[0];
  const keyword =
    specific[0] ??
    premise.objects[0] ??
    premise.places[0] ??
    (stockKeyword && `the ${stockKeyword.replace(/^the /, "")}`);
  const spots = spotRun(input, vocab, rng);
  const clues = clueList(premise, hero?.role);
  // The storyline's own things title chapters; an instruction's ("lots of near misses") seldom names one.
  const nouns = premiseNouns(premise);
  const told = nouns.filter((n) => input.storyline.toLowerCase().includes(n.toLowerCase()));
  const titleNouns = told.length >= 2 ? told : nouns;
  // The author's named places ("Vetrano Basso", "the Drowned Chapel") and people, for titles.
  // ("Magister Oswin Crane", misread as a place, is no place to title a chapter by.)
  const ownPlaces = premise.places.filter(
    (p) =>
      /\p{Lu}/u.test(p) &&
      p.split(" ").length <= 5 &&
      !TITLE_WORDS.has(p.split(" ")[0]?.toLowerCase() ?? "") &&
      !premise.people.some((x) => x.name && (p.includes(x.name) || x.name.includes(p))),
  );
  const ownPeople = premise.people
    // "Reg" of the storyline is the cast's "Reg Pudsey": the hero, not someone else to title by.
    .filter(
      (p) =>
        p.name &&
        !heroName.split(" ").includes(p.name) &&
        p.name !== heroName &&
        !p.creature &&
        p.name.split(" ").length <= 4,
    )
    .map((p) => p.name as string);
  const titles = new Set<string>();
  const titleUses = new Map<string, number>();
  const stockUsed = new Set<string>();
  let echoes = 0;
  const chapters: OutlineChapter[] = [];

  for (let i = 0; i < input.count; i++) {
    const phase = phaseOf(i, input.count);
    const ally = helpers.length
      ? (helpers[i % helpers.length] as DraftCharacter).name
      : rng.pick(vocab.npcs).the;
    const spot = spots[i] as Spot;
    const values: Record<string, string> = {
      hero: heroName,
      ally,
      mentor: mentor?.name ?? ally,
      foe: inline(foe),
      place: spot.phrase,
      thing,
      mystery: rng.pick(mysteries),
      item: withArticle(rng.pick(vocab.items).name),
      threat: rng.pick(gentle ? vocab.gentleThreats : vocab.threats).a,
      npc: rng.pick(vocab.npcs).a,
      clue: clueFor(clues, i, [spot.phrase, thing]) ?? thing,
      kw: keyword ?? "",
    };
    const used = new Set<string>();
    const fill = (t: string) =>
      t.replace(/(\w+ )?\{(\w+)\}( (?:is|has|was|\w+s)\b)?/g, (_, before = "", k: string, verb?: string) => {
        used.add(k);
        const value = values[k] ?? "";
        // "Nothing about {thing} goes…": after a preposition the slot is no subject.
        const object = /^(about|of|with|through|for|to|at|in|on|from|over|near|around|by) $/i.test(before);
        return `${before}${value}${verb && k !== "hero" && !object ? agreeWith(value, verb) : (verb ?? "")}`;
      });
    // "Only Joanne still believes the truth about Joanne can come out": one person, two slots.
    const slotsMeet = (l: string) => {
      const names = [...new Set([...l.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))];
      const said = names.map((k) => values[k] ?? "").filter(Boolean);
      return said.some((a, k) => said.some((b, j) => j !== k && b.includes(a) && /^\p{Lu}/u.test(a)));
    };
    // Lines that name the author's world (their place, their thing, their foe) come first, most
    // of the time; the genre's lines fill in around them. A phase's stock line is said once an
    // outline: two chapters of the same phase pick different ones.
    const authorsPlace = premise.places.some((x) => spot.phrase.toLowerCase().includes(x.toLowerCase()));
    const authors = (l: string) =>
      (authorsPlace && l.includes("{place}")) ||
      (premise.objects.length > 0 && l.includes("{thing}")) ||
      (!!foeChar && l.includes("{foe}"));
    const fresh = (lines: readonly string[]) => {
      const open = lines.filter((l) => !stockUsed.has(l) && !slotsMeet(l));
      const named = open.filter(authors);
      const line =
        named.length && rng.chance(0.7)
          ? rng.pick(named)
          : rng.pickAvoiding(lines, (l) => stockUsed.has(l) || slotsMeet(l));
      stockUsed.add(line);
      return line;
    };
    const parts = [upperFirst(fill(fresh(EVENTS[phase]))), upperFirst(fill(fresh(FOLLOWS[phase])))];
    const event = premise.events[0];
    if (i === 0 && !input.sequel && event && premise.hero.role !== undefined) {
      parts.unshift(
        upperFirst(rng.pick(PREMISE_OPENINGS).replace("{hero}", heroName).replace("{event}", event)),
      );
    }
    // The author's key events land in the chapters they were scheduled for, ahead of the stock.
    const due = scheduled.get(i);
    if (due) parts.unshift(...due.map(sentenceOf));
    // A chapter whose events do not touch the premise gets a line that does.
    const sequelLine = !!input.sequel && (i === 0 || i === Math.floor(input.count / 3));
    const anchor = sequelLine ? undefined : anchorLine(parts.join(" "), premise, anchors, rng, i);
    if (anchor) parts.splice(Math.min(1, parts.length), 0, anchor);
    if (i === 0 && input.sequel) {
      parts.unshift(`Ever since "${input.sequel.lastTitle}", ${heroName} has tried to live quietly.`);
      const ending = firstSentence(input.sequel.lastOutline);
      parts[2] = ending
        ? `The memory of how it ended still lingers: ${ending}.`
        : "The old story is not finished.";
    } else if (input.sequel && i === Math.floor(input.count / 3)) {
      parts.push(`Old debts from "${input.sequel.originalTitle}" come due.`);
    } else if (!anchor && keyword && echoes < 1 + Math.floor(input.count / 6) && rng.chance(0.25)) {
      echoes++;
      parts.push(upperFirst(fill(rng.pick(ECHO_LINES))));
    }
    const selected = [heroName];
    if (used.has("ally") && helpers.some((h) => h.name === ally)) selected.push(ally);
    if (used.has("mentor") && mentor) selected.push(mentor.name);
    if (used.has("foe") && foeChar) selected.push(foeChar.name);
    if (phase === "climax" && foeChar) selected.push(foeChar.name);
    if (selected.length === 1 && helpers.length && rng.chance(0.6)) selected.push(ally);
    const outline = withPlacePrepositions(
      capitalizeSentences(sentences(parts.join(" ")).slice(0, 3).join(" ")),
      [spot.phrase, ...premise.places],
    );
    for (const c of asked)
      if (outline.includes(c.name) && !selected.includes(c.name) && !GONE.test(c.role)) selected.push(c.name);
    // The author's named places and people title chapters by turns: a place or the hero three
    // times at most, anyone else twice (ten chapters "at Lisbon" read as a machine).
    const own = leastUsed(ownPlaces.map(titleCase), titleUses, 3, rng);
    const who = leastUsed(ownPeople, titleUses, 2, rng);
    // "the rain-soaked alley near Larch Street" is titled by the author's place it is near.
    const place = titleCase(/ near (.+)$/.exec(spot.phrase)?.[1] ?? spot.phrase);
    const title = uniqueTitle(
      phase,
      vocab,
      rng,
      titles,
      titleNouns,
      {
        Place: (titleUses.get(place) ?? 0) < 3 ? place : "",
        PlaceAt: `${placePreposition(place.replace(/^The /, "the "))} ${place}`,
        Hero: (titleUses.get(heroName) ?? 0) < 3 ? heroName : "",
        // "The Protocol of the Director", not "of Director": a titled villain keeps its "the".
        Foe: /^the [A-Z]/i.test(foe) ? `the ${foe.slice(4)}` : displayName(foe),
        Own: own,
        // "Nights in Lisbon", "Nights at the Fernleigh Golf Club", "Nights on the Tidal Island".
        // (Read from the author's own case: "The Miradouro da Graça" titled is "the Miradouro".)
        OwnAt: own && `${placePreposition(own.replace(/^The /, "the "))} ${own}`,
        Who: who,
      },
      titleUses,
    );
    for (const named of new Set([own, who, heroName, place]))
      if (named && title.toLowerCase().includes(named.toLowerCase()))
        titleUses.set(named, (titleUses.get(named) ?? 0) + 1);
    chapters.push({
      chapterNumber: i + 1,
      title,
      outline: (input.child ? childSafe(outline) : outline).slice(0, 3000),
      selectedCharacters: [...new Set(selected)].slice(0, 4).map((n) => n.slice(0, 80)),
      selectedLocation: spot.name.slice(0, 80),
    });
  }
  return chapters;
}

/** One place per chapter, in runs of a few chapters, ending where the story began. */
function spotRun(input: ArcInput, vocab: GenreVocab, rng: Rng): Spot[] {
  const given = input.places.filter((p) => p.trim()).map((p) => namedPlace(p, []));
  const presets = (FAMILY_PRESETS[vocab.family.id] ?? []).filter((p) =>
    (PRESET_LOCATIONS as readonly string[]).includes(p),
  );
  // The author's places first, then the setting their words name; the genre's stock places
  // only fill in, and never one the setting contradicts (no diner on a tidal island).
  // "Larch Street" as the author wrote it, never "the Larch Street".
  const own = input.premise.places.map((p) => {
    const spot = namedPlace(p, []);
    return /^[A-Z]/.test(p) ? { ...spot, phrase: p } : spot;
  });
  const setting = settingOf({ title: "", description: "", storyline: input.storyline });
  const settingSpots = own.length < 4 ? (setting?.places ?? []).map((p) => namedPlace(p, [])) : [];
  const text = `${input.storyline} ${own.map((p) => p.phrase).join(" ")}`;
  const stock = rng
    .sample(vocab.places, vocab.places.length)
    .filter((phrase) => !own.length || !outOfPlace(phrase, setting, text))
    .map((phrase) => ({ name: displayName(phrase), phrase }));
  // Where the plot lines' events happen ("the rehearsal room"), near the author's own place.
  const scenes = input.premise.scenes.map((p) => namedPlace(p, []));
  const pool: Spot[] = [
    ...given,
    ...own,
    ...scenes,
    ...settingSpots,
    ...(own.length + settingSpots.length >= 4 ? [] : stock),
    ...(own.length ? [] : rng.sample(presets, 2).map((p) => namedPlace(p, []))),
  ];
  const distinct = pool.filter((s, i) => pool.findIndex((o) => o.name === s.name) === i);
  const run = Math.max(1, Math.min(6, Math.round(input.count / 10)));
  // The story keeps coming back to the author's own places: every other run is one of them.
  const mine = distinct.filter((s) => own.some((o) => o.name === s.name));
  // Elsewhere is still near the author's place: "the fish market near the tidal island".
  const home0 = mine[0]?.phrase;
  const near = (s: Spot): Spot =>
    home0 && !shareWord(s.phrase, home0) ? { ...s, phrase: `${s.phrase} near ${home0}` } : s;
  const others = distinct.filter((s) => !mine.includes(s)).map(near);
  const out: Spot[] = [];
  for (let i = 0; i < input.count; i++) {
    const r = Math.floor(i / run);
    const home = mine.length && (!others.length || r % 2 === 0);
    out.push(
      (home
        ? mine[Math.floor(r / (others.length ? 2 : 1)) % mine.length]
        : others[Math.floor(r / (mine.length ? 2 : 1)) % others.length]) as Spot,
    );
  }
  if (input.count >= 5) out[input.count - 1] = out[0] as Spot;
  return out;
}

function commonLocations(chapters: OutlineChapter[]): string[] {
  const counts = new Map<string, number>();
  for (const c of chapters) counts.set(c.selectedLocation, (counts.get(c.selectedLocation) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name]) => name);
}

export function draftOutline(input: OutlineInput): OutlineResult {
  const given = input.characters.filter((c) => c.name?.trim()).map(asDraft);
  // The people an instruction asks for join the author's cast (requested-cast.ts).
  const cast = given.length
    ? [...given, ...requestedCast(given, input)]
    : draftCharacters({
        storyline: input.storyline || input.title,
        genre: input.genre,
        childMode: input.childMode,
        count: 4,
        instructions: input.instructions,
      });
  const premise = premiseOf({
    title: input.title,
    storyline: input.storyline,
    instructions: input.instructions,
    keyEvents: keyEventsOf(input.plotLines),
    protagonist: given.find((c) => c.characterType?.toLowerCase() === "protagonist")?.name,
  });
  const chapters = buildArc({
    authorCast: given,
    seed: `${input.title}|${input.storyline}`,
    genre: input.genre,
    child: input.childMode,
    count: input.chapterCount,
    storyline: `${input.storyline} ${input.title}`,
    cast,
    places: [],
    premise,
    plotLines: input.plotLines,
  });
  return {
    chapters: saidOnce(chapters),
    mainCharacters: cast.slice(0, 12),
    commonLocations: commonLocations(chapters),
  };
}

/**
 * An outline says each sentence once: a line an earlier chapter already said ("It all circles
 * back to the mail canoe") is dropped, as long as its chapter keeps two sentences.
 */
export function saidOnce<T extends { outline: string }>(chapters: T[]): T[] {
  const said = new Set<string>();
  return chapters.map((c) => {
    const parts = c.outline.split(/(?<=[.!?])\s+/);
    const kept = parts.filter((s) => !said.has(s.trim().toLowerCase()));
    for (const s of parts) said.add(s.trim().toLowerCase());
    return kept.length >= 2 && kept.length < parts.length ? { ...c, outline: kept.join(" ") } : c;
  });
}

export function draftSequelOutline(input: SequelOutlineInput): OutlineResult {
  const cast = input.originalCharacters.filter((c) => c.name?.trim()).map(asDraft);
  const newcomer = draftCharacters({
    storyline: input.sequelStoryline,
    genre: input.genre,
    childMode: input.childMode,
    count: 4,
  })
    .filter(
      (c) =>
        !cast.some((o) => o.name.toLowerCase() === c.name.toLowerCase()) && c.characterType !== "protagonist",
    )
    .slice(0, 1);
  const full = cast.length
    ? [...cast, ...newcomer]
    : draftCharacters({
        storyline: input.sequelStoryline,
        genre: input.genre,
        childMode: input.childMode,
        count: 4,
      });
  const original = [...input.originalChapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
  const last = original[original.length - 1];
  const places = [...input.originalLocations, ...original.map((c) => c.selectedLocation ?? "")];
  const chapters = buildArc({
    seed: `${input.title}|${input.sequelStoryline}`,
    genre: input.genre,
    child: input.childMode,
    count: input.chapterCount,
    storyline: input.sequelStoryline,
    cast: full,
    authorCast: cast,
    places,
    premise: premiseOf({ title: input.title, storyline: input.sequelStoryline }),
    sequel: {
      originalTitle: input.originalTitle,
      lastTitle: last?.title ?? input.originalTitle,
      lastOutline: last?.outline ?? "",
    },
  });
  return { chapters, mainCharacters: full.slice(0, 12), commonLocations: commonLocations(chapters) };
}

/** Plot lines' key events spread over the chapters after the first, critical lines first. */
function scheduleEvents(lines: PlotLineBrief[], count: number): Map<number, string[]> {
  const order = { critical: 0, major: 1, optional: 2 } as Record<string, number>;
  const events = [...lines]
    .sort((a, b) => (order[a.priority ?? "major"] ?? 1) - (order[b.priority ?? "major"] ?? 1))
    .flatMap((l) => l.keyEvents.map((e) => e.trim()).filter(Boolean));
  const out = new Map<number, string[]>();
  if (!events.length || count < 2) return out;
  const slots = Math.max(1, count - 2);
  events.slice(0, slots * 2).forEach((e, k) => {
    const at = 1 + Math.floor((k * slots) / Math.min(events.length, slots * 2));
    out.set(at, [...(out.get(at) ?? []), e]);
  });
  return out;
}

const sentenceOf = (event: string) => upperFirst(event.replace(/[.!?]*$/, "."));
