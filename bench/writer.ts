// The built-in writer, measured (issue 31): does it follow the author's premise, write correct
// English and stop repeating? Premises in bench/lib/writer-premises.ts, figures in
// bench/lib/prose-metrics.ts. Drives the embedded storyteller through the app's own entry points:
// the AI assistant's storyline enhancement, the outline generator, chapter writing, the Complete
// Story job's plan → chapters → seams, and 30 played turns per premise.
// Usage: npm run bench (after the others), or: node --import tsx bench/writer.ts [--json]
// [--premises unseen]: the independent check's premises (bench/lib/writer-unseen-premises.ts), with a
// row per genre as well as per family — the writer was never tuned against them.
// [--premises holdout]: a second independent list (bench/lib/writer-holdout-premises.ts), same rows.
// [--premises scratch]: the writer's working list (bench/lib/writer-scratch-premises.ts), same rows.
// [--premises scratch2]: the sixth session's sci-fi and horror list (bench/lib/writer-scratch2-premises.ts).
// [--premises scratch3]: the eighth session's working list, one per genre, away from each habit.
// [--premises scratch5]: the tenth session's working list, everyday drama, comedy, romance, mystery.
// [--premises fresh]: the seventh session's independent list (bench/lib/writer-fresh-premises.ts),
// written by a checker who had not read the writer; never tuned against.
// [--premises fresh2]: the eighth session's independent list (bench/lib/writer-fresh2-premises.ts),
// written by a checker who read only the premise type and the genres.
import nlp from "compromise";
import { DEFAULT_PLAYER_STATE } from "../contract/ai";
import { EMPTY_MEMORY, type GameBible, type Narrator } from "../server/ai/narrator";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";
import { familyFor } from "../server/ai/storyteller/genres/catalogue";
import { makePlan, seamInput, sideBySideInput } from "../server/features/complete-story/story-plan";
import {
  calledBy,
  capitalisationErrors,
  distinct4,
  echoes,
  grammar,
  keyTermCoverage,
  pastesInstruction,
  type RootSentence,
  repeatedSentenceShare,
  rootSentences,
  termRoot,
  touchesPremise,
} from "./lib/prose-metrics";
import { bibleOf, outlineOf, playTurns, writeChapters } from "./lib/writer-drive";
import { listFromArgs } from "./lib/writer-lists";
import type { WriterPremise } from "./lib/writer-premises";
import { byStage, CHAPTERS, type Figures, print, type Stage, summarise } from "./lib/writer-report";

const json = process.argv.includes("--json");
const showRepeats = process.argv.includes("--show-repeats");
// Each list by its --premises name (bench/lib/writer-lists.ts); any list but the writer's own gets a
// row per genre too.
const { name: premiseArg, list: listed } = listFromArgs(process.argv);
const PREMISES: WriterPremise[] = listed;
const unseen = premiseArg !== "own";
const log = (msg: string) => process.stderr.write(`${msg}\n`);

/**
 * A key event is reached when one played scene names most of its nouns. Each noun's root is
 * read in the event's own sentence ("the Shifting Stair" → "shifting stair", not "shift"), the
 * way the played prose is read.
 */
function eventNouns(event: string, hero: string): string[] {
  // The hero is "you" in a second-person game: their name is never in the played prose.
  const heroWords = hero.toLowerCase().split(/\s+/);
  const doc = nlp(event);
  doc.compute("root");
  const skip = ["the", "a", "an", "his", "her", "its", "their", "one"];
  return (doc.nouns().not("#Pronoun").json() as Array<{ terms: Array<{ normal: string; root?: string }> }>)
    .flatMap((n) => n.terms.map((t) => (t.root ?? t.normal).toLowerCase()))
    .filter((w) => w.length > 2 && !skip.includes(w) && !heroWords.includes(w))
    .map((w) => ` ${w.replace(/[^\p{L}\p{N}']+/gu, " ").trim()} `);
}

async function measure(narrator: Narrator, p: WriterPremise): Promise<Figures> {
  const f: Figures = {
    family: familyFor(p.genre).id,
    covered: byStage(() => ({ mentioning: 0, sentences: 0 })),
    coveredStrict: byStage(() => ({ mentioning: 0, sentences: 0 })),
    chaptersTouching: { touching: 0, chapters: 0 },
    pasted: byStage(() => 0),
    articleErrors: byStage(() => 0),
    repeatedWords: byStage(() => 0),
    capitalisation: byStage(() => 0),
    repeats: {
      chapters: { repeats: 0, total: 0 },
      story: { repeats: 0, total: 0 },
      play: { repeats: 0, total: 0 },
    },
    distinct4: { chapters: 1, story: 1, play: 1 },
    echoes: 0,
    anachronismsNamed: 0,
    keyEvents: { reached: 0, total: p.plotLine.keyEvents.length },
    samples: [],
  };
  const names = p.characters.map((c) => c.name);
  // "dr amara okafor" in the storyline is "Amara Okafor" of the cast list: a sentence naming her
  // as the cast does names the key term's person (the title, or a rank, aside).
  const strictTerms = [
    ...p.keyTerms,
    ...p.keyTerms.flatMap((t) => {
      const rest = t.split(/\s+/).slice(1).join(" ").toLowerCase();
      return names.filter((n) => n.toLowerCase() === rest);
    }),
  ];
  // A person who is a key term is named by the name a story calls them after the first time:
  // "Halvard" is Halvard Øyen-Marsh, "Dr. Okafor" is Dr. Amara Okafor — when no one else in the
  // cast answers to it. The word-for-word figure is kept beside this one.
  const keyTerms = [...strictTerms, ...strictTerms.flatMap((t) => calledBy(t, names))];
  const authors = new Set(rootSentences(`${p.storyline} ${p.instruction}`).map((s) => s.root));
  // The author's own sentences, pasted back, are not the writer's: only its own are judged.
  const own = (s: RootSentence) => authors.has(s.root);
  const judge = (stage: Stage, texts: string[]) => {
    const all = texts.join("\n\n");
    const sentences = rootSentences(all);
    const c = keyTermCoverage(sentences, keyTerms, own);
    f.covered[stage].mentioning += c.mentioning;
    f.covered[stage].sentences += c.sentences;
    const strict = keyTermCoverage(sentences, strictTerms, own);
    f.coveredStrict[stage].mentioning += strict.mentioning;
    f.coveredStrict[stage].sentences += strict.sentences;
    f.pasted[stage] += texts.filter((t) => pastesInstruction(t, p.instruction)).length;
    const g = grammar(all);
    f.articleErrors[stage] += g.articleErrors;
    f.repeatedWords[stage] += g.repeatedWords;
    f.samples.push(...g.messages.map((m) => `${stage}: ${m}`));
    const caps = capitalisationErrors(all, names);
    f.capitalisation[stage] += caps.count;
    f.samples.push(...caps.found.map((x) => `${stage}: name written “${x}”`));
    if (stage === "chapters" || stage === "story" || stage === "play") {
      const r = repeatedSentenceShare(sentences.map((s) => s.text));
      // --show-repeats: which sentences came back, to tune the writer by.
      if (showRepeats) {
        const counts = new Map<string, number>();
        for (const s of sentences) counts.set(s.text, (counts.get(s.text) ?? 0) + 1);
        for (const [text, n] of counts) if (n > 1) log(`  repeat ${stage} [${p.title}] ×${n}: ${text}`);
      }
      f.repeats[stage] = { repeats: r.repeats, total: r.total };
      f.distinct4[stage] = distinct4([all]);
    }
  };

  // 1. The AI Storyline Assistant: storyline enhancement with the author's instruction.
  const enhanced = await narrator.assist({
    type: "storyline",
    genre: p.genre,
    storyline: p.storyline,
    prompt: p.instruction,
  });
  judge("assistant", [enhanced]);

  // 2. The outline generator, as /api/ai/generate-story-outline calls it.
  // The author's instructions and plot lines go along: a writer that reads them (issue 31's
  // premise reader) follows them; one that does not ignores the extra fields.
  const outline = await outlineOf(narrator, p);
  const outlineTexts = outline.chapters.map((c) => `${c.title}. ${c.outline}`);
  judge("outline", outlineTexts);
  f.chaptersTouching.chapters = outlineTexts.length;
  f.chaptersTouching.touching = outlineTexts.filter((t) => touchesPremise(t, keyTerms)).length;

  // 3. Chapter writing in the planner, one chapter after another (generate-chapter).
  const bible = bibleOf(p, outline.chapters);
  const written = await writeChapters(narrator, bible);
  judge(
    "chapters",
    written.map((c) => c.content),
  );

  // 4. Generate Complete Story on a game with no outline: the job's plan, chapters, seams.
  const bare = bibleOf(p, []);
  const plan = await makePlan(narrator, bare, CHAPTERS, {});
  const story = await Promise.all(plan.map((c) => narrator.chapter(sideBySideInput(bare, plan, c))));
  for (let i = 1; i < plan.length; i++) {
    const input = seamInput(
      bare,
      plan,
      { title: plan[i - 1]?.title ?? "", content: story[i - 1] ?? "" },
      { chapterNumber: i + 1, title: plan[i]?.title ?? "", content: story[i] ?? "" },
    );
    if (input) {
      const opening = await narrator.smoothSeam(input);
      story[i] = (story[i] ?? "").replace(input.opening, opening);
    }
  }
  judge("story", story);

  // 5. Thirty played turns on the game with its outline and plot line.
  const scenes = await playTurns(narrator, p, bible);
  judge(
    "play",
    scenes.map((s) => s.prose),
  );
  const probe = scenes.find((s) => s.action === p.echoProbe);
  if (probe && echoes(probe.prose, p.echoProbe)) f.echoes++;
  const object = termRoot(p.anachronism.object);
  const anachronistic = scenes.find((s) => s.action === p.anachronism.action);
  if (
    anachronistic &&
    [anachronistic.prose, ...anachronistic.items].some((t) =>
      rootSentences(t).some((s) => s.root.includes(object)),
    )
  ) {
    f.anachronismsNamed++;
  }
  const playedRoots = scenes.map((s) =>
    rootSentences(s.prose)
      .map((x) => x.root)
      .join(" "),
  );
  for (const event of p.plotLine.keyEvents) {
    const nouns = eventNouns(event, p.characters[0]?.name ?? "");
    const need = Math.max(1, Math.ceil((nouns.length * 2) / 3 - 1e-9));
    if (playedRoots.some((r) => nouns.filter((n) => r.includes(n)).length >= need)) f.keyEvents.reached++;
    else f.samples.push(`play: key event not reached: “${event}” (${nouns.join(",")})`);
  }
  return f;
}

/** Turns per second of the storyteller on a premise's game, with its outline and plot line. */
async function turnsPerSecond(narrator: Narrator, bible: GameBible) {
  const actions = [
    "Look around",
    "Take the lamp",
    "Talk to the keeper",
    "Attack the guard",
    "Go north",
    "Wait",
  ];
  const base = {
    seed: "speed",
    game: bible,
    state: DEFAULT_PLAYER_STATE,
    memory: EMPTY_MEMORY,
    recent: [],
    progress: 20,
  };
  for (let i = 0; i < 200; i++) await narrator.takeTurn({ ...base, sceneNumber: i, action: "Wait" }).outcome;
  let turns = 0;
  const start = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < 1.5) {
    for (let i = 0; i < 100; i++, turns++) {
      await narrator.takeTurn({
        ...base,
        sceneNumber: turns,
        action: actions[turns % actions.length] ?? "Wait",
      }).outcome;
    }
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  // Turns per CPU-second as well: on a shared machine wall time says more about the neighbours.
  const cpu = process.cpuUsage(cpu0);
  return { wall: turns / elapsed, cpu: turns / ((cpu.user + cpu.system) / 1e6) };
}

const started = performance.now();
const narrator = createEmbeddedNarrator();
const all: Figures[] = [];
for (const p of PREMISES) {
  log(`writer bench: ${p.genre} — ${p.title}…`);
  all.push(await measure(narrator, p));
}
log("writer bench: storyteller speed…");
const firstPremise = PREMISES[0] as WriterPremise;
const premiseBible = bibleOf(firstPremise, []);
// The narrator bench's kind of game (bench/narrator.ts): a short storyline, three characters, no plot line.
const demoBible: GameBible = {
  ...premiseBible,
  title: "The Salt Crown",
  genre: "fantasy",
  storyline:
    "Ilsa, a smuggler's daughter, must return the Salt Crown to the sea before the tide swallows the city.",
  characters: [
    { name: "Ilsa", role: "Smuggler's daughter", characterType: "protagonist" },
    { name: "Captain Varro", role: "Harbour master", characterType: "antagonist" },
    { name: "Nell", role: "Lamp-keeper", characterType: "mentor" },
  ],
  plotLines: [],
};
const tps = {
  premise: await turnsPerSecond(narrator, premiseBible),
  demo: await turnsPerSecond(narrator, demoBible),
};
const families = [...new Set(all.map((f) => f.family))];
const genres = unseen ? [...new Set(PREMISES.map((p) => p.genre))] : [];
const rows = summarise([
  ...families.map((family) => ({ label: family, figures: all.filter((f) => f.family === family) })),
  ...genres.map((genre) => ({
    label: `genre ${genre}`,
    figures: all.filter((_, i) => PREMISES[i]?.genre === genre),
  })),
  { label: "overall", figures: all },
]);
const took = performance.now() - started;
if (json) {
  console.log(
    JSON.stringify(
      { rows, turnsPerSecond: tps, seconds: took / 1000, samples: all.flatMap((f) => f.samples) },
      null,
      2,
    ),
  );
} else {
  print(rows, tps, took, PREMISES.length);
  const samples = all.flatMap((f) => f.samples);
  if (samples.length)
    console.log(
      `\nFirst findings:\n${samples
        .slice(0, 12)
        .map((s) => `  ${s}`)
        .join("\n")}`,
    );
}
