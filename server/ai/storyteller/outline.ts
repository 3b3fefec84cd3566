import type { DraftCharacter, OutlineChapter, OutlineResult } from "../../../contract/ai";
import { PRESET_LOCATIONS } from "../../../contract/constants";
import type { OutlineInput, SequelOutlineInput } from "../narrator";
import { asDraft, draftCharacters, nounPhrases, storyThing } from "./drafts";
import { type GenreVocab, vocabFor } from "./genres/catalogue";
import { namedPlace } from "./locations";
import { ECHO_LINES, EVENTS, FAMILY_PRESETS, FOLLOWS, type Phase, TITLES } from "./outline-templates";
import { Rng } from "./random";
import { childSafe } from "./safe-words";
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
  places: string[];
  sequel?: { originalTitle: string; lastTitle: string; lastOutline: string };
};

function buildArc(input: ArcInput): OutlineChapter[] {
  const vocab = vocabFor(input.genre);
  const rng = new Rng("outline", input.seed, input.count);
  const find = (type: string) => input.cast.find((c) => c.characterType.toLowerCase() === type);
  const hero = find("protagonist") ?? input.cast[0];
  const foeChar = find("antagonist");
  const helpers = input.cast.filter((c) => c !== hero && c !== foeChar);
  const mentor = find("mentor") ?? helpers[0];
  const heroName = hero?.name ?? "the hero";
  const foe = foeChar?.name ?? rng.pick(input.child ? vocab.gentleFoes : vocab.foes);
  const thing = storyThing(input.storyline, vocab, rng);
  // A noun phrase of the storyline's own ("surgeon's secret"), never a verb such as "uncovers".
  const keyword = nounPhrases(input.storyline)[0]?.replace(/^the /, "");
  const spots = spotRun(input, vocab, rng);
  const titles = new Set<string>();
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
      mystery: rng.pick(vocab.mysteries),
      item: withArticle(rng.pick(vocab.items).name),
      threat: rng.pick(input.child ? vocab.gentleThreats : vocab.threats).a,
      npc: rng.pick(vocab.npcs).a,
    };
    const used = new Set<string>();
    const fill = (t: string) =>
      t.replace(/\{(\w+)\}/g, (_, k: string) => {
        used.add(k);
        return values[k] ?? "";
      });
    const parts = [upperFirst(fill(rng.pick(EVENTS[phase]))), upperFirst(fill(rng.pick(FOLLOWS[phase])))];
    if (i === 0 && input.sequel) {
      parts.unshift(`Ever since "${input.sequel.lastTitle}", ${heroName} has tried to live quietly.`);
      const ending = firstSentence(input.sequel.lastOutline);
      parts[2] = ending
        ? `The memory of how it ended still lingers: ${ending}.`
        : "The old story is not finished.";
    } else if (input.sequel && i === Math.floor(input.count / 3)) {
      parts.push(`Old debts from "${input.sequel.originalTitle}" come due.`);
    } else if (keyword && echoes < 1 + Math.floor(input.count / 6) && rng.chance(0.25)) {
      echoes++;
      parts.push(rng.pick(ECHO_LINES).replace("{kw}", keyword));
    }
    const selected = [heroName];
    if (used.has("ally") && helpers.some((h) => h.name === ally)) selected.push(ally);
    if (used.has("mentor") && mentor) selected.push(mentor.name);
    if (used.has("foe") && foeChar) selected.push(foeChar.name);
    if (phase === "climax" && foeChar) selected.push(foeChar.name);
    if (selected.length === 1 && helpers.length && rng.chance(0.6)) selected.push(ally);
    const outline = capitalizeSentences(sentences(parts.join(" ")).slice(0, 3).join(" "));
    chapters.push({
      chapterNumber: i + 1,
      title: uniqueTitle(phase, vocab, rng, titles, {
        Place: titleCase(spot.phrase),
        Hero: heroName,
        Foe: displayName(foe),
      }),
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
  const pool: Spot[] = [
    ...given,
    ...rng.sample(vocab.places, vocab.places.length).map((phrase) => ({ name: displayName(phrase), phrase })),
    ...rng.sample(presets, 2).map((p) => namedPlace(p, [])),
  ];
  const distinct = pool.filter((s, i) => pool.findIndex((o) => o.name === s.name) === i);
  const run = Math.max(1, Math.min(6, Math.round(input.count / 10)));
  const out: Spot[] = [];
  for (let i = 0; i < input.count; i++) out.push(distinct[Math.floor(i / run) % distinct.length] as Spot);
  if (input.count >= 5) out[input.count - 1] = out[0] as Spot;
  return out;
}

function uniqueTitle(
  phase: Phase,
  vocab: GenreVocab,
  rng: Rng,
  taken: Set<string>,
  extra: Record<string, string>,
): string {
  for (let attempt = 0; attempt < 16; attempt++) {
    const noun = rng.pick(vocab.titleNouns);
    const values: Record<string, string> = {
      ...extra,
      Adj: rng.pick(vocab.titleAdjectives),
      Noun: noun,
      Noun2: rng.pickAvoiding(vocab.titleNouns, (n) => n === noun),
    };
    const title = rng
      .pick(TITLES[phase])
      .replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "")
      .replace(/(?<=\S) The /g, " the ")
      .slice(0, 150);
    if (!taken.has(title.toLowerCase())) {
      taken.add(title.toLowerCase());
      return title;
    }
  }
  const base = `The ${rng.pick(vocab.titleAdjectives)} ${rng.pick(vocab.titleNouns)}`;
  let n = 2;
  while (taken.has(`${base} ${roman(n)}`.toLowerCase())) n++;
  taken.add(`${base} ${roman(n)}`.toLowerCase());
  return `${base} ${roman(n)}`;
}

function roman(n: number): string {
  const table: Array<[number, string]> = [
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  let rest = n;
  for (const [value, mark] of table)
    while (rest >= value) {
      out += mark;
      rest -= value;
    }
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
  const cast = given.length
    ? given
    : draftCharacters({
        storyline: input.storyline || input.title,
        genre: input.genre,
        childMode: input.childMode,
        count: 4,
      });
  const chapters = buildArc({
    seed: `${input.title}|${input.storyline}`,
    genre: input.genre,
    child: input.childMode,
    count: input.chapterCount,
    storyline: `${input.storyline} ${input.title}`,
    cast,
    places: [],
  });
  return { chapters, mainCharacters: cast.slice(0, 12), commonLocations: commonLocations(chapters) };
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
    places,
    sequel: {
      originalTitle: input.originalTitle,
      lastTitle: last?.title ?? input.originalTitle,
      lastOutline: last?.outline ?? "",
    },
  });
  return { chapters, mainCharacters: full.slice(0, 12), commonLocations: commonLocations(chapters) };
}
