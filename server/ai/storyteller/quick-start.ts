import type { QuickStartDraft, QuickStartInput } from "../narrator";
import { draftCharacters } from "./drafts";
import { vocabFor } from "./genres/catalogue";
import { Rng } from "./random";
import { childSafe } from "./safe-words";
import { titleCase, upperFirst, withArticle } from "./text";

/**
 * Quick Start without a model: a premise, a title and a cast from the genre's vocabulary. The
 * request's seed makes each press of Generate My Story a new story; the same seed repeats it.
 */
const DIFFICULTY: Record<QuickStartInput["difficulty"], string[]> = {
  easy: [
    "The road is forgiving: help is never far away, and a wrong turn costs little more than time.",
    "Mistakes are gentle here, and there is always another way forward for those who keep looking.",
  ],
  medium: [
    "Every choice has weight: danger is real, but so is the reward for courage and a clever plan.",
    "The risks are real and the odds are fair, so a careful hero can win through.",
  ],
  hard: [
    "Nothing is given freely: every mistake leaves a mark, and only careful, clever choices survive what lies ahead.",
    "The odds are against the hero from the first step, and carelessness is punished quickly.",
  ],
};

const STRUCTURE: Record<QuickStartInput["storyStructure"], string> = {
  expanding: "The world opens up the further the journey goes, with new places and people behind every door.",
  limited_arc:
    "It is a story with a clear arc and an ending to reach: every chapter brings the final confrontation closer.",
};

const INVENTORY =
  "What is found along the way matters, and the right item at the right moment can change everything.";
const STATS = "Strength, wits and experience grow with every trial survived.";

export function quickStartStory(input: QuickStartInput): QuickStartDraft {
  const vocab = vocabFor(input.genre);
  const rng = new Rng("quick-start", input.seed, input.genre, input.childMode ? "child" : "");
  const hero = `${rng.pick(vocab.firstNames)} ${rng.pick(vocab.lastNames)}`;
  const role = rng.pick(vocab.family.roles.protagonist);
  const place = rng.pick(vocab.places);
  const mystery = rng.pick(vocab.mysteries);
  const foe = rng.pick(input.childMode ? vocab.gentleFoes : vocab.foes);
  const threat = rng.pick(input.childMode ? vocab.gentleThreats : vocab.threats).a;

  const storyline = [
    `${hero}, ${withArticle(role)}, is drawn out of an ordinary life at ${place} when ${mystery} comes to light.`,
    `The trail leads into danger, and ${foe} is already a step ahead.`,
    `Along the way ${hero} must find allies worth trusting, face ${threat}, and decide what the journey is really for.`,
    rng.pick(DIFFICULTY[input.difficulty]),
    STRUCTURE[input.storyStructure],
    input.allowInventory ? INVENTORY : "",
    input.enableStats ? STATS : "",
  ]
    .filter(Boolean)
    .join(" ");

  const adjective = rng.pick(vocab.titleAdjectives);
  const noun = rng.pick(vocab.titleNouns);
  const titles = [
    `The ${adjective} ${noun}`,
    titleCase(mystery.replace(/^(a|an)\s+/i, "the ")),
    `${hero.split(" ")[0]} and the ${adjective} ${noun}`,
  ];
  const title = upperFirst(rng.pick(titles)).slice(0, 100);

  const characters = draftCharacters({
    storyline,
    genre: input.genre,
    childMode: input.childMode,
    count: input.characterCount,
  });
  const safe = (text: string) => (input.childMode ? childSafe(text) : text);
  return {
    title: safe(title),
    storyline: safe(storyline),
    characters: characters.map((c) => ({ ...c, description: safe(c.description) })),
  };
}
