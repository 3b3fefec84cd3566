import nlp from "compromise";

/**
 * A typed action matched to a written scene's choices by meaning (issue 29): both texts are cut
 * to their content words (compromise's lemmas: "climbing the walls" → climb, wall; stop words
 * out), common verbs of one action folded together (take / grab / pick up), and the overlap
 * scored with Dice's coefficient. The best choice is followed when it scores at least
 * MATCH_THRESHOLD and no other choice scores as much; otherwise the action is not a written path.
 */

/** Half the content words of both texts shared: "open the door" ~ "Open the brass door" (0.8). */
export const MATCH_THRESHOLD = 0.5;

// Tags whose words carry no meaning of their own for matching.
const FUNCTION_TAGS = [
  "Determiner",
  "Preposition",
  "Conjunction",
  "Pronoun",
  "Copula",
  "Auxiliary",
  "Modal",
  "Particle",
  "QuestionWord",
];
const STOP_WORDS = new Set([
  "the",
  "a",
  "an",
  "to",
  "and",
  "or",
  "then",
  "up",
  "out",
  "at",
  "on",
  "in",
  "it",
]);

/** Verbs a player uses for the same deed: each folds to the group's first. */
const VERB_GROUPS = [
  ["take", "grab", "pick", "get", "collect", "seize", "snatch"],
  ["go", "walk", "head", "move", "travel", "proceed", "wander"],
  ["run", "flee", "escape", "dash", "sprint"],
  ["look", "examine", "inspect", "search", "study", "check", "investigate", "observe"],
  ["talk", "speak", "ask", "chat", "greet", "tell"],
  ["attack", "fight", "hit", "strike", "punch", "stab"],
  ["climb", "scale", "clamber"],
  ["enter", "step"],
  ["leave", "exit", "depart"],
  ["throw", "toss", "hurl", "fling"],
  ["hide", "conceal"],
];
const VERB_CANON = new Map(VERB_GROUPS.flatMap((group) => group.map((verb) => [verb, group[0] as string])));

type Words = { all: Set<string>; verbs: Set<string> };

type Term = { normal?: string; root?: string; tags?: string[] };

/** The content words of a text, as lemmas, with its verbs apart. */
export function contentWords(text: string): Words {
  const doc = nlp(text.normalize("NFKC"));
  doc.compute("root");
  // `root` is filled by compute("root"); the option's type does not list it.
  const options = { terms: { normal: true, root: true, tags: true } } as object;
  const sentences = doc.json(options) as Array<{ terms: Term[] }>;
  const all = new Set<string>();
  const verbs = new Set<string>();
  for (const term of sentences.flatMap((s) => s.terms)) {
    const tags = term.tags ?? [];
    const word = (term.root || term.normal || "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
    if (!word || STOP_WORDS.has(word) || tags.some((t) => FUNCTION_TAGS.includes(t))) continue;
    const isVerb = tags.includes("Verb");
    const lemma = isVerb ? (VERB_CANON.get(word) ?? word) : word;
    all.add(lemma);
    if (isVerb) verbs.add(lemma);
  }
  return { all, verbs };
}

/** How near two texts are in meaning, 0..1; 0 when both name a deed and the deeds differ. */
export function meaningScore(said: Words, choice: Words): number {
  if (!said.all.size || !choice.all.size) return 0;
  if (said.verbs.size && choice.verbs.size && ![...said.verbs].some((v) => choice.verbs.has(v))) return 0;
  let shared = 0;
  for (const word of said.all) if (choice.all.has(word)) shared += 1;
  return (2 * shared) / (said.all.size + choice.all.size);
}

/** The index of the choice an action means, or -1 when none is clearly meant. */
export function matchChoice(action: string, choices: readonly string[]): number {
  // "Don't drink the poison" shares every word with "Drink the poison" and means the opposite:
  // a negated action is the narrator's to answer, never a choice taken (with its effects).
  if (nlp(action).has("#Negative")) return -1;
  const said = contentWords(action);
  let best = -1;
  let bestScore = 0;
  let tied = false;
  choices.forEach((text, i) => {
    const score = meaningScore(said, contentWords(text));
    if (score > bestScore) {
      best = i;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) tied = true;
  });
  return bestScore >= MATCH_THRESHOLD && !tied ? best : -1;
}
