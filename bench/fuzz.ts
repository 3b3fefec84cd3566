// The bad-request fuzzer's long run: 200,000 generated requests (FUZZ_RUNS) from a random seed
// (FUZZ_SEED repeats one), through the same test as CI's 10,000 (server/reliability/bad-requests.test.ts).
// Prints requests, 2xx…5xx, bad answers and time; 5xx target 0. A missed target is reported,
// never a failure: exits 1 only when the run printed no figures.
import { spawnSync } from "node:child_process";

const runs = process.env.FUZZ_RUNS ?? "200000";
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`bad-request fuzzer: ${runs} requests from seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);

const result = spawnSync("npx", ["vitest", "run", "server/reliability/bad-requests.test.ts"], {
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${result.stdout}${result.stderr}`;
const figures = output.split("\n").find((line) => line.includes("bad requests: seed"));
if (!figures) {
  process.stdout.write(output);
  console.error("bad-request fuzzer: no figures (the run failed before sending its requests)");
  process.exit(1);
}
console.log(figures.slice(figures.indexOf("bad requests:")).trim());
const failures = output.match(
  /answered \d{3}[^\n]*|\d{3}(?: in an SSE error event)? (?:is not JSON|body is not JSON|has no message|says only)[^\n]*|an SSE error event without[^\n]*|replay: [^\n]*/g,
);
if (failures) for (const line of failures.slice(0, 40)) console.log(`  ${line}`);
console.log(
  result.status === 0 ? "target met: no 5xx, every 4xx a {message}" : "TARGET MISSED: see the answers above",
);
