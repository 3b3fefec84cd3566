// The public gallery's list query (issue 34): 10,000 public games, each sort and filter of
// GET /api/explore timed through ExploreService (the route's own code), p50/p95 over 200 runs,
// against a primary-key lookup of one game timed in the same run. Target: p95 ≤ 50 ms on
// PostgreSQL. `DATABASE_URL=postgresql://… node --import tsx bench/explore.ts [--json]`; without
// DATABASE_URL it runs on a fresh embedded database (PGlite) and says so. Its games are removed
// at the end (they belong to a bench user, deleted with them).

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { games, user } from "../server/db/schema";
import { ExploreService } from "../server/features/explore/explore-service";

const GAMES = 10_000;
const RUNS = 200;
const json = process.argv.includes("--json");
const url = process.env.DATABASE_URL;

const database = url
  ? await openDatabase({ kind: "postgres", url })
  : await openDatabase(
      { kind: "pglite", dataDir: "" },
      await (await import("@electric-sql/pglite")).PGlite.create(),
    );
await database.migrate();
const { db } = database;

const userId = `bench-explore-${randomUUID()}`;
await db
  .insert(user)
  .values({ id: userId, name: "Bench", email: `${userId}@example.com`, firstName: "Bench" });

// Words from a small vocabulary, so that searches match a realistic share of the games.
const started = performance.now();
await db.execute(sql`
  insert into games (id, creator_id, title, description, genre, share_slug, is_public, is_published,
    is_draft, published_at, child_mode, play_count, finish_count)
  select
    ${userId} || '-' || i,
    ${userId},
    (array['The','A','Lost','Last','Hidden'])[1 + i % 5] || ' ' ||
      (array['Lantern','Harbour','Crown','Engine','Forest','Tower','River','Mirror'])[1 + (i * 7) % 8] || ' of ' ||
      (array['Hollow Vale','Brass','Ash','Tides','Winter','Glass'])[1 + (i * 13) % 6],
    'A story of ' || (array['dragons','engineers','smugglers','ghosts','pilots','witches','detectives'])[1 + (i * 3) % 7] ||
      ' and ' || (array['storms','debts','secrets','machines','songs'])[1 + (i * 11) % 5] || ', number ' || i,
    (array['fantasy','sci-fi','mystery','horror','adventure','romance','steampunk','comedy'])[1 + (i * 5) % 8],
    ${userId} || '-slug-' || i,
    true, true, false,
    now() - (i || ' minutes')::interval,
    i % 10 = 0,
    (i * 7919) % 5000,
    (i * 104729) % 800
  from generate_series(1, ${GAMES}) as i`);
await db.execute(sql`analyze games`);
const seeded = performance.now() - started;

const explore = new ExploreService(db);
const [sample] = await db.select({ id: games.id }).from(games).where(eq(games.creatorId, userId)).limit(1);
const sampleId = sample?.id ?? "";

async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

// A cursor five pages in, for each sort: keyset pages cost the same however deep.
async function deepCursor(sort: "newest" | "most-played" | "most-finished") {
  let cursor: string | undefined;
  for (let i = 0; i < 5; i++) cursor = (await explore.list({ sort, cursor })).nextCursor ?? undefined;
  return cursor;
}
const deep = {
  newest: await deepCursor("newest"),
  "most-played": await deepCursor("most-played"),
  "most-finished": await deepCursor("most-finished"),
};

const cases: Array<[string, () => Promise<unknown>]> = [
  [
    "baseline: one game by id",
    () => db.select({ id: games.id, title: games.title }).from(games).where(eq(games.id, sampleId)),
  ],
  ["newest, first page", () => explore.list({ sort: "newest" })],
  ["newest, page 6 (cursor)", () => explore.list({ sort: "newest", cursor: deep.newest })],
  ["most-played, first page", () => explore.list({ sort: "most-played" })],
  ["most-played, page 6 (cursor)", () => explore.list({ sort: "most-played", cursor: deep["most-played"] })],
  ["most-finished, first page", () => explore.list({ sort: "most-finished" })],
  ["most-finished, page 6", () => explore.list({ sort: "most-finished", cursor: deep["most-finished"] })],
  ["genre=mystery, newest", () => explore.list({ sort: "newest", genre: "mystery" })],
  ["childSafe, most-played", () => explore.list({ sort: "most-played", childSafe: true })],
  ["q=lantern engineers, newest", () => explore.list({ sort: "newest", q: "lantern engineers" })],
  ["q=mirror ghosts, most-played", () => explore.list({ sort: "most-played", q: "mirror ghosts" })],
  ["q=no such words, newest", () => explore.list({ sort: "newest", q: "quixotic zeppelin" })],
];

/** The plan PostgreSQL picks at this size (no settings changed): which index scans a page. */
async function planOf(filters: Parameters<ExploreService["query"]>[0]) {
  const query = explore.query(filters).toSQL();
  const inlined = sql.join(
    query.sql.split(/\$\d+/).flatMap((part, i) => {
      const out = [sql.raw(part)];
      if (i < query.params.length) out.push(sql`${query.params[i]}`);
      return out;
    }),
  );
  const result = (await db.execute(sql`explain ${inlined}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const lines = result.rows.map((r) => String(Object.values(r)[0]));
  return lines.find((l) => /on games\b/.test(l))?.trim() ?? lines[0] ?? "";
}
const plans = [
  ["newest", await planOf({ sort: "newest" })],
  ["most-played", await planOf({ sort: "most-played" })],
  ["most-finished", await planOf({ sort: "most-finished" })],
  ["q=no such words", await planOf({ sort: "newest", q: "quixotic zeppelin" })],
];

const rows: Array<{ query: string; p50: number; p95: number; ratio: number }> = [];
let baseline = 1;
for (const [name, run] of cases) {
  const { p50, p95 } = await timed(run);
  if (rows.length === 0) baseline = p50;
  rows.push({ query: name, p50, p95, ratio: p50 / baseline });
}

await db.delete(user).where(eq(user.id, userId));
await database.close();

const where = url ? "PostgreSQL" : "PGlite (embedded; set DATABASE_URL for the PostgreSQL figure)";
const worst = Math.max(...rows.slice(1).map((r) => r.p95));
if (json)
  console.log(
    JSON.stringify({ database: url ? "postgres" : "pglite", games: GAMES, rows, plans, worstP95: worst }),
  );
else {
  console.log(`Explore list query: ${GAMES.toLocaleString()} public games on ${where}, ${RUNS} runs each`);
  console.log(`  (seeded in ${(seeded / 1000).toFixed(1)} s)`);
  for (const r of rows)
    console.log(
      `  ${r.query.padEnd(32)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   ${r.ratio.toFixed(1)}× baseline`,
    );
  console.log("  plans (the games table's access path):");
  for (const [name, line] of plans) console.log(`    ${name?.padEnd(16)} ${line}`);
  console.log(
    `  target: p95 ≤ 50 ms on PostgreSQL — worst p95 ${worst.toFixed(2)} ms ${worst <= 50 ? "(met)" : "(MISSED)"}`,
  );
}
