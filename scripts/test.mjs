// `npm test`: typecheck, lint, unit and integration tests (on the embedded PostgreSQL, on the Node
// of NODE_LTS_BIN when it is set — CI sets it: scripts/node-lts.mjs), the database tests again on the
// machine's Node (on DATABASE_URL when it is set), then the browser journeys in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { databaseSuites } from "./database-suites.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs one step; a failed step's Vitest report (when given) is counted before the run stops. */
function run(title, command, args, env = process.env, report = undefined) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  // Each step's time, so that a slow CI run shows where its minutes went.
  console.log(`◷ ${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    if (report && existsSync(report)) countVitest(report);
    console.error(`\n✖ ${title} failed`);
    finish(1);
  }
}

function finish(code) {
  console.log(`\nnpm test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`\n▶ ${CHROMIUM} is missing: installing Debian's chromium with apt`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  if (apt(["update", "-qq"]).status !== 0 || apt(["install", "-y", "-qq", "chromium"]).status !== 0) {
    console.error("Could not install chromium with apt. Install it, or set CHROMIUM_PATH.");
    finish(1);
  }
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

rmSync(".tmp/reports", { recursive: true, force: true });
mkdirSync(".tmp/reports", { recursive: true });

run("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);
run("lint", "npx", ["biome", "check", "."]);

const { DATABASE_URL, ...withoutDatabase } = process.env;
const vitest = (name) => [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=.tmp/reports/${name}.json`,
];
// Two Vitest passes cover both Node versions and both databases (ADR 016): the whole suite on
// the embedded database — on the current LTS when NODE_LTS_BIN names it (CI), the users' default
// setup — then the suites that open a database on the machine's Node, on DATABASE_URL when it is set.
const { NODE_LTS_BIN } = process.env;
if (NODE_LTS_BIN) {
  // Vitest and what the tests spawn (process.execPath, or `node` from PATH) run on it.
  const version = spawnSync(NODE_LTS_BIN, ["--version"], { encoding: "utf8" }).stdout.trim();
  const env = {
    ...withoutDatabase,
    PATH: `${path.dirname(NODE_LTS_BIN)}${path.delimiter}${process.env.PATH}`,
    // server/node-version.test.ts checks that the tests really ran on it.
    EXPECT_NODE_VERSION: version,
  };
  run(
    `unit and integration tests on Node ${version} (embedded PostgreSQL)`,
    NODE_LTS_BIN,
    ["node_modules/vitest/vitest.mjs", ...vitest("vitest-pglite").slice(1)],
    env,
    ".tmp/reports/vitest-pglite.json",
  );
} else {
  run(
    "unit and integration tests (embedded PostgreSQL)",
    "npx",
    vitest("vitest-pglite"),
    withoutDatabase,
    ".tmp/reports/vitest-pglite.json",
  );
}
countVitest(".tmp/reports/vitest-pglite.json");
if (DATABASE_URL) {
  // The suites that open a database, once more on a real server: the others run no SQL, and
  // ran above (scripts/database-suites.mjs names them).
  run(
    `integration tests on Node ${process.version} (PostgreSQL at DATABASE_URL)`,
    "npx",
    [...vitest("vitest-postgres"), ...databaseSuites()],
    process.env,
    ".tmp/reports/vitest-postgres.json",
  );
  countVitest(".tmp/reports/vitest-postgres.json");
} else if (NODE_LTS_BIN) {
  run(
    `integration tests on Node ${process.version} (embedded PostgreSQL)`,
    "npx",
    [...vitest("vitest-node-machine"), ...databaseSuites()],
    withoutDatabase,
    ".tmp/reports/vitest-node-machine.json",
  );
  countVitest(".tmp/reports/vitest-node-machine.json");
}

ensureChromium();
run("build", "npm", ["run", "build", "--silent"]);
// Counted even when a journey fails, so that the summary line tells how many did.
const journeys = "browser journeys (Playwright, Chromium)";
console.log(`\n▶ ${journeys}`);
const playwright = spawnSync("npx", ["playwright", "test", "--reporter=list,json"], {
  stdio: "inherit",
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/reports/playwright.json" },
});
if (existsSync(".tmp/reports/playwright.json")) countPlaywright(".tmp/reports/playwright.json");
if (playwright.status !== 0) {
  console.error(`\n✖ ${journeys} failed`);
  finish(1);
}
if (DATABASE_URL) {
  // The journeys tagged @both-databases (one story per game, the creator's own model, play, the
  // gallery and analytics: issues 29, 32–34) once more on the embedded
  // database: the run above used the PostgreSQL of DATABASE_URL.
  const again = `${journeys} tagged @both-databases, embedded database`;
  console.log(`\n▶ ${again}`);
  const embedded = spawnSync(
    "npx",
    ["playwright", "test", "--grep", "@both-databases", "--reporter=list,json"],
    {
      stdio: "inherit",
      env: { ...withoutDatabase, PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/reports/playwright-embedded.json" },
    },
  );
  if (existsSync(".tmp/reports/playwright-embedded.json"))
    countPlaywright(".tmp/reports/playwright-embedded.json");
  if (embedded.status !== 0) {
    console.error(`\n✖ ${again} failed`);
    finish(1);
  }
}
finish(totals.failed ? 1 : 0);
