// `npm run bench`: every benchmark in turn, after one build. Each prints its own figures against
// its targets; a missed target is a figure, not a failure. A benchmark that crashes is named at
// the end and makes the run fail, but the others still run. `node bench/all.mjs writer play`
// runs only the benchmarks whose file names contain one of the words.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** In this order: the quick server figures first, the browser ones after. */
const BENCHES = [
  "run.mjs",
  "narrator.ts",
  "play.ts",
  "transcript.ts",
  "complete-story.ts",
  "voice.ts",
  "images.ts",
  "fuzz.ts",
  "lighthouse.mjs",
  "story-map.ts",
  "story-editor.mjs",
  "hostile-inputs.ts",
  "writer.ts",
  "explore.ts",
  "analytics.ts",
];

const only = process.argv.slice(2);
const chosen = only.length ? BENCHES.filter((file) => only.some((word) => file.includes(word))) : BENCHES;
const crashed = [];
for (const file of chosen) {
  console.log(`\n=== bench/${file}`);
  // TypeScript benches run through tsx, as the README's single-bench commands do.
  const args = file.endsWith(".ts") || file === "story-editor.mjs" ? ["--import", "tsx"] : [];
  const run = spawnSync(process.execPath, [...args, path.join("bench", file)], {
    cwd: root,
    stdio: "inherit",
  });
  if (run.status !== 0) crashed.push(`${file} (exit ${run.status ?? run.signal})`);
}
if (crashed.length) {
  console.error(`\nBenchmarks that did not finish: ${crashed.join(", ")}`);
  process.exit(1);
}
