// Sums and prints bench/writer.ts's figures: one table per figure, a row per genre family and
// one overall, each cell against the issue 31 target.
import os from "node:os";

export const CHAPTERS = 10;
export const TURNS = 30;
export const TARGETS = {
  coverage: 0.7,
  touching: 0.8,
  pasted: 0,
  errors: 0,
  repeatedShare: 0.05,
  distinct4: 0.8,
  keyEvents: 1,
  turnsPerSecond: 2000,
} as const;

export type Stage = "assistant" | "outline" | "chapters" | "story" | "play";
export const STAGES: Stage[] = ["assistant", "outline", "chapters", "story", "play"];

/** Everything measured for one premise, each stage's figures kept raw so they sum across premises. */
export type Figures = {
  family: string;
  covered: Record<Stage, { mentioning: number; sentences: number }>;
  /** The same, with a person who is a key term counted only when named in full every time. */
  coveredStrict: Record<Stage, { mentioning: number; sentences: number }>;
  chaptersTouching: { touching: number; chapters: number };
  pasted: Record<Stage, number>;
  articleErrors: Record<Stage, number>;
  repeatedWords: Record<Stage, number>;
  capitalisation: Record<Stage, number>;
  repeats: Record<"chapters" | "story" | "play", { repeats: number; total: number }>;
  distinct4: Record<"chapters" | "story" | "play", number>;
  echoes: number;
  anachronismsNamed: number;
  keyEvents: { reached: number; total: number };
  samples: string[];
};

export const byStage = <T>(make: () => T) =>
  Object.fromEntries(STAGES.map((s) => [s, make()])) as Record<Stage, T>;

export type Row = { label: string; figures: Figures[] };

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const ratio = (a: number, b: number) => (b ? a / b : 0);

export function summarise(rows: Row[]) {
  return rows.map(({ label, figures: fs }) => ({
    label,
    coverage: Object.fromEntries(
      STAGES.map((s) => [
        s,
        ratio(sum(fs.map((f) => f.covered[s].mentioning)), sum(fs.map((f) => f.covered[s].sentences))),
      ]),
    ) as Record<Stage, number>,
    coverageStrict: Object.fromEntries(
      STAGES.map((s) => [
        s,
        ratio(
          sum(fs.map((f) => f.coveredStrict[s].mentioning)),
          sum(fs.map((f) => f.coveredStrict[s].sentences)),
        ),
      ]),
    ) as Record<Stage, number>,
    touching: ratio(
      sum(fs.map((f) => f.chaptersTouching.touching)),
      sum(fs.map((f) => f.chaptersTouching.chapters)),
    ),
    pasted: Object.fromEntries(STAGES.map((s) => [s, sum(fs.map((f) => f.pasted[s]))])) as Record<
      Stage,
      number
    >,
    articleErrors: Object.fromEntries(
      STAGES.map((s) => [s, sum(fs.map((f) => f.articleErrors[s]))]),
    ) as Record<Stage, number>,
    capitalisation: Object.fromEntries(
      STAGES.map((s) => [s, sum(fs.map((f) => f.capitalisation[s]))]),
    ) as Record<Stage, number>,
    repeatedWords: Object.fromEntries(
      STAGES.map((s) => [s, sum(fs.map((f) => f.repeatedWords[s]))]),
    ) as Record<Stage, number>,
    repeats: Object.fromEntries(
      (["chapters", "story", "play"] as const).map((s) => [
        s,
        // Per premise, then the worst: a target every story must meet, not an average.
        Math.max(...fs.map((f) => ratio(f.repeats[s].repeats, f.repeats[s].total))),
      ]),
    ) as Record<"chapters" | "story" | "play", number>,
    distinct4: Object.fromEntries(
      (["chapters", "story", "play"] as const).map((s) => [s, Math.min(...fs.map((f) => f.distinct4[s]))]),
    ) as Record<"chapters" | "story" | "play", number>,
    echoes: sum(fs.map((f) => f.echoes)),
    anachronisms: sum(fs.map((f) => f.anachronismsNamed)),
    keyEvents: ratio(sum(fs.map((f) => f.keyEvents.reached)), sum(fs.map((f) => f.keyEvents.total))),
  }));
}

type Summary = ReturnType<typeof summarise>[number];

function table(
  title: string,
  rows: Summary[],
  columns: Array<{
    name: string;
    value: (r: Summary) => number;
    target?: (v: number) => boolean;
    format?: (v: number) => string;
  }>,
  format: (v: number) => string,
  target: string,
) {
  const lines = [`\n${title}  (target ${target})`];
  lines.push(`  ${"".padEnd(22)}${columns.map((c) => c.name.padStart(16)).join("")}`);
  for (const r of rows) {
    const cells = columns.map((c) => {
      const v = c.value(r);
      const mark = c.target ? (c.target(v) ? " PASS" : " FAIL") : "     ";
      return `${(c.format ?? format)(v)}${mark}`.padStart(16);
    });
    lines.push(`  ${r.label.padEnd(22)}${cells.join("")}`);
  }
  return lines.join("\n");
}

type Speed = { wall: number; cpu: number };

export function print(rows: Summary[], tps: { premise: Speed; demo: Speed }, took: number, premises: number) {
  const share = (v: number) => v.toFixed(2);
  const turns = (n: number) => Math.round(n).toLocaleString("en-US");
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  const count = (v: number) => String(v);
  const atLeast = (t: number) => (v: number) => v >= t;
  const atMost = (t: number) => (v: number) => v <= t;
  const stages = (value: (r: Summary, s: Stage) => number, judged: Stage[], ok: (v: number) => boolean) =>
    STAGES.map((s) => ({
      name: s,
      value: (r: Summary) => value(r, s),
      target: judged.includes(s) ? ok : undefined,
    }));
  const out = [
    `Built-in writer (issue 31): ${premises} premises, node ${process.version}, ${os.availableParallelism()} cores, ${(took / 1000).toFixed(1)} s`,
    table(
      "Key-term coverage: share of the writer's own sentences naming a premise key term (a person by the name the story calls them)",
      rows,
      stages((r, s) => r.coverage[s], ["assistant", "outline", "story"], atLeast(TARGETS.coverage)),
      share,
      `≥ ${TARGETS.coverage} assistant, outline, story`,
    ),
    table(
      "Key-term coverage, word for word: a person counted only where named in full (“Halvard” alone is no “Halvard Øyen-Marsh”)",
      rows,
      stages((r, s) => r.coverageStrict[s], [], atLeast(TARGETS.coverage)),
      share,
      "none: shown beside the figure above",
    ),
    table(
      "Outline chapters touching the premise",
      rows,
      [{ name: "outline", value: (r) => r.touching, target: atLeast(TARGETS.touching) }],
      share,
      `≥ ${TARGETS.touching}`,
    ),
    table(
      "Instruction pasted verbatim (outputs with a 6-word run of it)",
      rows,
      stages((r, s) => r.pasted[s], STAGES, atMost(TARGETS.pasted)),
      count,
      "0",
    ),
    table(
      "a/an errors (retext-indefinite-article)",
      rows,
      stages((r, s) => r.articleErrors[s], STAGES, atMost(TARGETS.errors)),
      count,
      "0",
    ),
    table(
      "Names not capitalised as the author wrote them",
      rows,
      stages((r, s) => r.capitalisation[s], STAGES, atMost(TARGETS.errors)),
      count,
      "0",
    ),
    table(
      "Repeated words (retext-repeated-words: “the the”)",
      rows,
      stages((r, s) => r.repeatedWords[s], STAGES, atMost(TARGETS.errors)),
      count,
      "0",
    ),
    table(
      "Repeated sentences, worst premise",
      rows,
      (["chapters", "story", "play"] as const).map((s) => ({
        name: s,
        value: (r: Summary) => r.repeats[s],
        target: s === "chapters" ? undefined : atMost(TARGETS.repeatedShare),
      })),
      pct,
      `≤ ${TARGETS.repeatedShare * 100} % story and ${TURNS} played turns`,
    ),
    table(
      "distinct-4 (unique 4-grams / all), worst premise",
      rows,
      (["chapters", "story", "play"] as const).map((s) => ({
        name: s,
        value: (r: Summary) => r.distinct4[s],
        target: s === "chapters" ? undefined : atLeast(TARGETS.distinct4),
      })),
      share,
      `≥ ${TARGETS.distinct4} story and play`,
    ),
    table(
      "Play: typed words echoed, anachronism named, critical key events reached",
      rows,
      [
        { name: "echoes", value: (r) => r.echoes, target: atMost(0) },
        { name: "anachronisms", value: (r) => r.anachronisms, target: atMost(0) },
        { name: "key events", value: (r) => r.keyEvents, target: atLeast(TARGETS.keyEvents), format: share },
      ],
      count,
      "0, 0, all key events",
    ),
    // The target is bench/narrator.ts's, on its kind of game; the premises' games (long
    // storylines, a plot line, 30-turn memories) are shown beside it.
    `\nStoryteller speed, bench/narrator.ts's kind of game  ${turns(tps.demo.cpu)} turns per CPU-second (target ≥ ${turns(TARGETS.turnsPerSecond)}) ${tps.demo.cpu >= TARGETS.turnsPerSecond ? "PASS" : "FAIL"}; ${turns(tps.demo.wall)} turns/s wall`,
    `  on the premises' games                            ${turns(tps.premise.cpu)} turns per CPU-second (${(tps.premise.cpu / tps.demo.cpu).toFixed(2)} of it); ${turns(tps.premise.wall)} turns/s wall`,
  ];
  console.log(out.join("\n"));
}
