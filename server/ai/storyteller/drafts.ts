import { type DraftCharacter, SEQUEL_IDEAS_THRESHOLD, type SequelIdeasResult } from "../../../contract/ai";
import type { CharactersInput, GameCharacter, SequelIdeasInput } from "../narrator";
import { type GenreVocab, vocabFor } from "./genres/catalogue";
import type { CastKind } from "./genres/types";
import { namedPlace } from "./locations";
import { fitsPronoun, type Premise, type PremisePerson, premiseOf, pronounOfRole } from "./premise";
import { GONE } from "./premise-words";
import { Rng } from "./random";
import {
  firstSentence,
  inline,
  lowerFirst,
  namedThings,
  sentences,
  upperFirst,
  withArticle,
  wordCount,
} from "./text";

/**
 * Drafting a cast from a storyline, and ideas for a sequel. Names come from the genre's pools;
 * descriptions tie each person to the storyline's own words.
 */
const ADULT_KINDS: CastKind[] = [
  "protagonist",
  "antagonist",
  "mentor",
  "ally",
  "rival",
  "love-interest",
  "companion",
  "ally",
];
const CHILD_KINDS: CastKind[] = [
  "protagonist",
  "antagonist",
  "mentor",
  "ally",
  "companion",
  "rival",
  "ally",
  "companion",
];

const CHILD_ROLES: Partial<Record<CastKind, string[]>> = {
  antagonist: ["grumpy rival", "mischievous trickster", "greedy collector", "bossy ruler who hates fun"],
  "love-interest": ["best friend"],
};

const TRAITS = [
  "a quick wit and a stubborn streak",
  "steady hands and a restless heart",
  "a habit of noticing what others miss",
  "more courage than sense",
  "a laugh that fills a room",
  "patience that runs out at exactly the wrong moment",
  "a talent for getting into trouble and, usually, out again",
  "a soft voice and an iron will",
  "a memory for faces and none at all for birthdays",
  "an easy smile that hides a great deal",
];

const WANTS: Record<CastKind, { adult: string[]; child: string[] }> = {
  protagonist: {
    adult: [
      "wants to set right what went wrong",
      "needs answers and is running out of places to ask",
      "wants, more than anything, to prove the doubters wrong",
    ],
    child: [
      "wants to help, even when it is scary",
      "is determined to find out what is really going on",
      "wants to prove that small people can do big things",
    ],
  },
  antagonist: {
    adult: [
      "wants {kw} and has stopped caring about the cost",
      "believes the ends justify every means",
      "is patient, charming and utterly without mercy",
    ],
    child: [
      "wants {kw} all to themselves",
      "thinks rules are for other people",
      "is grumpy and greedy, and secretly rather lonely",
    ],
  },
  mentor: {
    adult: [
      "has walked this road before and paid for it",
      "teaches in riddles and expects them to be solved",
      "knows more than they will say, for now",
    ],
    child: [
      "has a story for every occasion",
      "gives the best advice in the worst riddles",
      "knows more than they let on",
    ],
  },
  ally: {
    adult: [
      "will follow {hero} anywhere, complaining all the way",
      "has skills nobody else has, and a past nobody asks about",
      "is loyal to a fault, and sometimes past it",
    ],
    child: [
      "will follow {hero} anywhere, complaining all the way",
      "is brilliant with gadgets and terrible with maps",
      "is loyal, kind and always hungry",
    ],
  },
  rival: {
    adult: [
      "wants the same prize for very different reasons",
      "never forgets a slight, real or imagined",
      "is better at almost everything and knows it",
    ],
    child: [
      "wants to win the same prize",
      "is always one step ahead, or says so",
      "turns out to be nicer than expected",
    ],
  },
  "love-interest": {
    adult: [
      "has a gentle humour and a guarded heart",
      "keeps turning up at exactly the right moment",
      "hides real tenderness behind a sharp wit",
    ],
    child: ["is the kind of friend who always shares snacks"],
  },
  companion: {
    adult: [
      "is small, brave and frequently hungry",
      "understands far more than anyone gives them credit for",
    ],
    child: [
      "is small, brave and frequently hungry",
      "understands far more than anyone gives them credit for",
    ],
  },
};

const TIES = [
  "Everything about {kw} matters to {name}, more than {name} admits.",
  "{name} would give a great deal to understand {kw}.",
  "{name} has a history with {kw} that nobody else knows about.",
  "{name} has been tangled up with {kw} since long before the story begins.",
  "Nobody knows {kw} better than {name}, which is exactly the problem.",
  "When {kw} is mentioned, {name} goes very quiet.",
];

const NOT_NAMES = new Set([
  "The",
  "A",
  "An",
  "In",
  "On",
  "At",
  "When",
  "After",
  "As",
  "It",
  "This",
  "That",
  "There",
  "Once",
  "Years",
  "One",
  "But",
  "And",
  "Now",
  "Then",
  "Every",
  "Long",
  "Deep",
  "Far",
  "High",
]);

/** "Wren, a young lamplighter, must…" → Wren, "young lamplighter". */
export function storylineLead(storyline: string): { name?: string; role?: string } {
  const match =
    /^\s*(?:When |After |As )?([A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+)?)(?:,\s*(?:a|an|the)\s+([^,]{3,60}),|\s+(?:is|was|must|has|finds|discovers|sets|wants|needs|lives|works|returns|wakes|arrives|learns|dreams|goes|runs|inherits|receives|becomes|travels|searches)\b)/.exec(
      storyline,
    );
  if (!match || NOT_NAMES.has((match[1] as string).split(" ")[0] as string)) return {};
  return { name: match[1], role: match[2]?.trim() };
}

/** Other capitalised single words (not at a sentence start, not part of a named thing). */
function otherNames(storyline: string, lead: string | undefined): string[] {
  const things = namedThings(storyline).join(" ");
  const out: string[] = [];
  for (const m of storyline.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]{2,})\b/g)) {
    const word = m[1] as string;
    if (NOT_NAMES.has(word) || things.includes(word) || lead?.includes(word) || out.includes(word)) continue;
    out.push(word);
  }
  return out;
}

/**
 * The storyline's central thing, as a noun phrase: "the Lantern of Hollow Vale", "the
 * surgeon's secret". Only words after a determiner count, so a verb ("uncovers") never
 * becomes the subject; the sentence's own subject (usually the hero) is passed over.
 */
export function storyThing(storyline: string, vocab: GenreVocab, rng: Rng): string {
  const named = namedThings(storyline).filter((t) => wordCount(t) <= 6);
  if (named[0]) return named[0];
  const phrases = nounPhrases(storyline);
  return phrases[0] ?? rng.pick(vocab.mysteries);
}

const DETERMINER = /\b(?:a|an|the|his|her|their|its|[a-z]+(?:'s|’s))\s+/gi;
const PHRASE_STOP = new Set(
  (
    "and or but to of in on at by for with from into onto over under about after before who whom " +
    "which that when where while as than then because until so if is are was were be been has have " +
    "had will would can could must should may might does did do"
  ).split(" "),
);

/** "A nurse uncovers a surgeon's secret" → ["the surgeon's secret"]: objects, not subjects. */
export function nounPhrases(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentences(text)) {
    for (const m of sentence.matchAll(DETERMINER)) {
      const at = (m.index as number) + m[0].length;
      if (m.index === 0 || /^\s*$/.test(sentence.slice(0, m.index))) continue; // the subject
      const words: string[] = [];
      for (const w of sentence.slice(at).split(/\s+/)) {
        const word = w.replace(/[^A-Za-z'’-]+$/, "");
        if (!word || PHRASE_STOP.has(word.toLowerCase()) || /^[A-Z]/.test(word)) break;
        words.push(word);
        if (word !== w || words.length === 3 || /(?:'s|’s)$/.test(word)) break;
      }
      // "a surgeon's secret": the possessive is a determiner, the phrase is its noun's.
      if (!words.length || /(?:'s|’s)$/.test(words[words.length - 1] as string)) continue;
      const head = words[words.length - 1] as string;
      if (/(?:ly|ing|ed)$/.test(head) || head.length < 3) continue;
      const owner = /^[a-z]+(?:'s|’s)\s+$/i.test(m[0]) ? `${m[0].trim().toLowerCase()} ` : "";
      const phrase = `the ${owner}${words.join(" ").toLowerCase()}`;
      if (!out.includes(phrase)) out.push(phrase);
    }
  }
  return out;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
}

export function draftCharacters(input: CharactersInput): DraftCharacter[] {
  const vocab = vocabFor(input.genre);
  const rng = new Rng(
    "characters",
    input.genre,
    input.storyline,
    input.count,
    input.childMode ? "child" : "",
    input.instructions ?? "",
  );
  const premise = premiseOf({ storyline: input.storyline, instructions: input.instructions });
  const found = storylineLead(input.storyline);
  // The author's hero: "Wren, a young lamplighter", or just "a lighthouse keeper".
  const lead = { name: found.name ?? premise.hero.name, role: premise.hero.role ?? found.role };
  const others = premise.people.filter((p) => p.name && !p.role).map((p) => p.name as string);
  if (!premise.people.length) others.push(...otherNames(input.storyline, lead.name));
  const wanted = premise.people.filter((p) => p.role);
  const kinds = castKinds(input.childMode ? CHILD_KINDS : ADULT_KINDS, wanted);
  const kw = premise.objects[0] ?? premise.places[0] ?? storyThing(input.storyline, vocab, rng);
  const used = new Set<string>();
  const out: DraftCharacter[] = [];
  const count = Math.max(1, Math.min(8, input.count));
  let heroName = "";
  const traits = rng.sample(TRAITS, TRAITS.length);
  const ties = rng.sample(TIES, TIES.length);
  for (let i = 0; i < count; i++) {
    const [kind, person] = kinds[i % kinds.length] as [CastKind, PremisePerson | undefined];
    let name = person?.name ?? "";
    if (kind === "protagonist" && lead.name) name = lead.name;
    else if (kind === "antagonist" && premise.foe) name = upperFirst(premise.foe);
    else if (!name && kind !== "protagonist" && kind !== "antagonist" && !person && others.length)
      name = others.shift() as string;
    // Two people never share a first name: "Oscar Delacroix" and "Oscar" read as one person.
    const firstOf = (n: string) => `first:${n.split(" ")[0]?.toLowerCase()}`;
    while (!name || used.has(name.toLowerCase()) || used.has(firstOf(name)))
      name = inventName(
        vocab,
        rng,
        kind,
        kind === "protagonist" ? premise.hero.pronoun : person ? pronounOfRole(person.role) : undefined,
      );
    used.add(name.toLowerCase());
    used.add(firstOf(name));
    if (kind === "protagonist") heroName = name;
    const roles = (input.childMode ? CHILD_ROLES[kind] : undefined) ?? vocab.family.roles[kind];
    const role = person?.role || (kind === "protagonist" && lead.role ? lead.role : rng.pick(roles));
    const want = rng.pick(WANTS[kind][input.childMode ? "child" : "adult"]);
    const values = { name, kw, hero: heroName || name };
    const first =
      kind === "protagonist" && premise.hero.traits.length
        ? `${name} is ${withArticle(role)}, ${listOf(premise.hero.traits)}, with ${traits[i % traits.length]}.`
        : person
          ? personLine(name, role, person, heroName)
          : /\bwith\b/.test(role)
            ? `${name} is ${withArticle(role)}, and has ${traits[i % traits.length]}.`
            : `${name} is ${withArticle(role)} with ${traits[i % traits.length]}.`;
    // A drowned brother wants nothing and follows nobody: he is remembered.
    const gone = !!person && GONE.test(role);
    const description = [
      first,
      fill(ties[i % ties.length] as string, values),
      gone ? "" : `${upperFirst(inline(name))} ${fill(want, values)}.`,
    ]
      .filter(Boolean)
      .join(" ");
    out.push({
      name: name.slice(0, 80),
      role: upperFirst(role).slice(0, 120),
      characterType: kind === "love-interest" && input.childMode ? "ally" : kind,
      description: description.slice(0, 1500),
    });
  }
  return out;
}

/** "a retired clockmaker and a widower" */
function listOf(traits: string[]): string {
  return traits.map((t) => withArticle(t)).join(" and ");
}

/** The first line of a person the author asked for: their role as written, tied to the hero. */
function personLine(name: string, role: string, person: PremisePerson, hero: string): string {
  if (GONE.test(role)) return `${name} is ${possessiveOf(hero)} ${role}, gone and not forgotten.`;
  if (person.creature) return `${name} is ${possessiveOf(hero)} ${role}, and goes everywhere ${hero} goes.`;
  return `${name} is ${withArticle(role)}, part of ${possessiveOf(hero)} story from the start.`;
}

const possessiveOf = (name: string) => (/s$/.test(name) ? `${name}'` : `${name}'s`);

/**
 * The cast's kinds in order: the hero, then the people the author named or asked for (a
 * creature is a companion), then the genre's usual kinds for the rest.
 */
function castKinds(
  base: CastKind[],
  wanted: Premise["people"],
): Array<[CastKind, PremisePerson | undefined]> {
  const own: Array<[CastKind, PremisePerson]> = wanted.map((p) => [
    p.companion || p.creature ? "companion" : "ally",
    p,
  ]);
  const rest = base.slice(1).map((k): [CastKind, undefined] => [k, undefined]);
  // An antagonist stays second-but-own: the outline needs someone to stand in the way.
  const [foe, ...others] = rest;
  return [["protagonist", undefined], ...own.slice(0, 2), ...(foe ? [foe] : []), ...own.slice(2), ...others];
}

function inventName(
  vocab: GenreVocab,
  rng: Rng,
  kind: CastKind,
  pronoun?: Premise["hero"]["pronoun"],
): string {
  // "Give her a one-eyed goose": the hero's name fits the author's pronoun (issue 31).
  const fitting = vocab.firstNames.filter((n) => fitsPronoun(n, pronoun));
  const first = rng.pick(fitting.length ? fitting : vocab.firstNames);
  if (kind === "companion") return first;
  return rng.chance(0.6) ? `${first} ${rng.pick(vocab.lastNames)}` : first;
}

/** The cast a creator typed, as the drafts the outline answers with. */
export function asDraft(c: GameCharacter): DraftCharacter {
  return {
    name: c.name.trim().slice(0, 80) || "Unnamed",
    role: (c.role?.trim() || c.characterType?.trim() || "Supporting character").slice(0, 120),
    characterType: (c.characterType?.trim() || "supporting").slice(0, 40),
    description: (c.description ?? "").trim().slice(0, 1500),
  };
}

// ---- Sequel ideas ----------------------------------------------------------------------------

const IDEAS = [
  "Years later, {hero} returns to {place}, only to find {thing} stirring again.",
  '{foe} was never truly beaten; something left behind at the end of "{last}" begins to wake.',
  'A newcomer born after the events of "{title}" uncovers a secret {hero} has kept ever since.',
  "{ally} vanishes without a word, and the only clue leads back to {place}.",
  'The peace won in "{title}" turns out to have a price, and the bill has finally arrived.',
  'An old promise made during "{last}" comes due, and {hero} must decide whether to keep it.',
];
const CHILD_IDEAS = [
  "{hero} and {ally} find a mysterious map that leads back to {place}.",
  "A new friend arrives with a puzzle only {hero} can solve.",
  "{foe} is up to new mischief, and this time needs {hero}'s help to fix it.",
  "Something magical has gone missing from {place}, and everyone is counting on {hero}.",
  'A festival to celebrate "{title}" goes delightfully wrong.',
];

export function sequelIdeas(input: SequelIdeasInput): SequelIdeasResult {
  const vocab = vocabFor(input.genre);
  const ideas = (input.userIdeas ?? "").trim();
  const rng = new Rng("sequel-ideas", input.originalTitle, ideas);
  const chars = input.originalCharacters;
  const hero =
    chars.find((c) => c.characterType?.toLowerCase() === "protagonist")?.name ?? chars[0]?.name ?? "the hero";
  const foe =
    chars.find((c) => c.characterType?.toLowerCase() === "antagonist")?.name ??
    rng.pick(input.childMode ? vocab.gentleFoes : vocab.foes);
  const ally = chars.find((c) => c.name !== hero && c.name !== foe)?.name ?? "an old friend";
  const chapters = [...input.originalChapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
  const last = chapters[chapters.length - 1];
  const place = last?.selectedLocation?.trim() ? placePhrase(last.selectedLocation) : rng.pick(vocab.places);
  const values = {
    hero,
    foe: inline(foe),
    ally,
    place,
    title: input.originalTitle,
    last: last?.title ?? input.originalTitle,
    thing: storyThing(chapters.map((c) => c.outline).join(" "), vocab, rng),
  };
  if (ideas.length < SEQUEL_IDEAS_THRESHOLD) {
    const pool = input.childMode ? CHILD_IDEAS : IDEAS;
    const out = rng.sample(pool, rng.range(3, 5)).map((t) => upperFirst(fill(t, values)));
    if (ideas) out.unshift(`A story of ${ideas.toLowerCase()}: ${lowerFirst(fill(rng.pick(pool), values))}`);
    return { suggestions: out.slice(0, 5) };
  }
  const others = chars
    .filter((c) => c.name !== hero)
    .map((c) => c.name)
    .slice(0, 3);
  const lastLine = last?.outline ? ` The first story ended with this: ${firstSentence(last.outline)}.` : "";
  const sentencesOut = [
    /[.!?]$/.test(ideas) ? ideas : `${ideas}.`,
    `Set after the events of "${input.originalTitle}", it brings ${hero} back${others.length ? ` alongside ${others.join(", ")}` : ""}.${lastLine}`,
    input.childMode
      ? `New friends and old ones must work together, and ${values.foe} has a surprising part to play.`
      : `Old loyalties are tested, ${values.foe}'s shadow falls across everything, and the cost of the first victory comes due.`,
    `The trail leads from ${place} toward ${values.thing}, and the answer will change ${hero} for good.`,
  ];
  return { enhancedStoryline: sentencesOut.join(" ") };
}

export function placePhrase(location: string): string {
  return namedPlace(location, []).phrase;
}
