// The Story Map's pure work (issue 20): laying out a story and finding its problems, for a
// 40 × 10 × 3 story and a 40 × 30 × 3 one, as ratios against a 2 × 3 story timed in the same run.
// `node --import tsx bench/story-map.ts [--json]`; the browser side is bench/story-editor.mjs.

import { bigStory } from "../client/features/story-editor/story-fixtures";
import { layoutStory } from "../client/features/story-editor/story-map/layout";
import { storyProblems } from "../client/features/story-editor/story-problems";

const json = process.argv.includes("--json");

/** The median of `runs` timed runs, in ms, after two warm-ups. */
function median(run: () => unknown, runs = 15): number {
  run();
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const sizes = { baseline: bigStory(2, 3), "40x10x3": bigStory(40, 10), "40x30x3": bigStory(40, 30) };
const rows = Object.entries(sizes).map(([name, story]) => ({
  story: name,
  layoutMs: median(() => layoutStory(story)),
  problemsMs: median(() => storyProblems(story)),
}));
const base = rows[0] ?? { layoutMs: 1, problemsMs: 1 };
const report = rows.map((r) => ({
  ...r,
  layoutRatio: r.layoutMs / base.layoutMs,
  problemsRatio: r.problemsMs / base.problemsMs,
}));

if (json) console.log(JSON.stringify(report));
else {
  console.log("Story Map: layout (dagre per chapter) and problem analysis, median of 15");
  for (const r of report)
    console.log(
      `  ${r.story.padEnd(9)} layout ${r.layoutMs.toFixed(1)} ms (${r.layoutRatio.toFixed(1)}× baseline)   problems ${r.problemsMs.toFixed(2)} ms (${r.problemsRatio.toFixed(1)}×)`,
    );
  console.log("  targets: layout of 40×10 < 150 ms; problems of 1,200 scenes < 50 ms");
}
