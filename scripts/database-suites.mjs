// The server test files that reach a database: those that import, directly or through their
// helpers, the test app, a scratch database or a spawned server, or read DATABASE_URL. The
// PostgreSQL pass of `npm test` runs these (ADR 016); the rest test no SQL and run once.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DATABASE_HELPERS = ["test-app.ts", "scratch-database.ts", "server-process.ts"].map((f) =>
  path.join("server", "test-support", f),
);
/**
 * Suites that open a database but are about the HTTP surface, not what the database does: ten
 * thousand generated bad requests, every route × every identity, hostile files. Their SQL is
 * the same on either database, so they run once (the embedded pass) — together they were over
 * a third of the PostgreSQL pass's time.
 */
const HTTP_SURFACE = [
  "server/reliability/bad-requests.test.ts",
  "server/reliability/route-matrix.test.ts",
  "server/reliability/hostile-inputs.test.ts",
  "server/features/open-formats/open-formats-hostile.test.ts",
];
const IMPORT = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

function resolve(from, specifier) {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(candidate) && !candidate.endsWith("/")) return path.normalize(candidate);
  return null;
}

/** Whether a file reaches a database helper; only test-support files and test helpers are followed. */
function reachesDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  if (DATABASE_HELPERS.includes(file)) return true;
  const source = readFileSync(file, "utf8");
  if (source.includes("DATABASE_URL")) return true;
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = resolve(file, specifier);
    // Application modules import the database's types and tables without opening one: only
    // the tests' own helpers decide whether a test file opens a database.
    if (target && /test-support|-support\.ts$|fixtures\.ts$/.test(target) && reachesDatabase(target, seen))
      return true;
  }
  return false;
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function databaseSuites(root = "server") {
  return testFiles(root)
    .filter((file) => !HTTP_SURFACE.includes(file) && reachesDatabase(file))
    .sort();
}

/**
 * What makes a test file unfit to share its worker's modules with other files (ADR 037): a
 * browser environment, mocked modules, stubbed globals, fake timers, spies, written environment
 * variables or globals, or worker pools.
 */
const NOT_SHARED =
  /@vitest-environment|vi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)|process\.env\.\w+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|globalThis\.\w+\s*=[^=]|Object\.defineProperty\(globalThis|Pool\(|piscina|EXPECT_NODE_VERSION/;

/**
 * The test files that open no database and touch no shared state: they run without isolation
 * (one module graph per worker, not one per file), which saves most of their import time. Every
 * other test file keeps its own fresh module graph.
 */
export function sharedSuites(roots = ["server", "client", "contract"]) {
  return roots
    .flatMap((root) => testFiles(root))
    .filter(
      (file) =>
        !HTTP_SURFACE.includes(file) &&
        !reachesDatabase(file) &&
        !NOT_SHARED.test(readFileSync(file, "utf8")),
    )
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log((process.argv[2] === "--shared" ? sharedSuites() : databaseSuites()).join("\n"));
