// Creator analytics (issue 34): the panel's queries on PostgreSQL with 1,000,000 turns, against
// a primary-key read timed in the same run. Target: ≤ 200 ms per panel.
// `node --import tsx bench/analytics.ts [--json]`. BENCH_DATABASE_URL (or DATABASE_URL): a
// PostgreSQL it may make a scratch database on (dropped at the end).

import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import {
  actionRankings,
  playsPerDay,
  runsByChapter,
  uniquePlayers,
} from "../server/features/analytics/analytics-queries";
import { AnalyticsService } from "../server/features/analytics/analytics-service";
import { scratchDatabase } from "../server/test-support/scratch-database";

const json = process.argv.includes("--json");
const URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://root@127.0.0.1:5432/test";
const TARGET_MS = 200;
const TURNS_PER_RUN = 10;
/** One popular game with 20 % of all turns; the rest spread over 999 games. */
const GAMES = 1000;
const BIG_RUNS = 20_000;
const OTHER_RUNS = 80_000;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

async function median(run: () => Promise<unknown>, runs = 7): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const scratch = await scratchDatabase(URL, "analytics");
const database = await openDatabase({ kind: "postgres", url: scratch.url } as never);
try {
  await database.migrate();
  const db = database.db;
  const started = performance.now();
  log("analytics bench: writing 1,000 games, 100,000 runs and 1,000,000 turns…");
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    values ('bench-owner', 'Bench', 'bench@example.com', true, now(), now())`);
  // Game 0 is the popular one: a written story of 5 chapters.
  await db.execute(sql`insert into games (id, creator_id, title, genre, share_slug, is_published, is_draft,
      use_complete_story_system, has_structured_story, story_beats)
    select 'game-' || g, 'bench-owner', 'Game ' || g, 'fantasy', 'game-' || g, true, false, g = 0, g = 0,
      case when g = 0 then jsonb_build_object('chapters',
        (select jsonb_agg(jsonb_build_object('id', 'c' || c, 'title', 'Chapter ' || c, 'scenes', '[]'::jsonb))
         from generate_series(1, 5) c)) end
    from generate_series(0, ${GAMES - 1}) g`);
  // Runs: the first BIG_RUNS belong to game 0, the others round the remaining games; started
  // over the last 60 days; one in ten signed in; one in fifty a preview.
  await db.execute(sql`insert into play_sessions (token, game_id, player_id, preview_mode, scene_number,
      current_turn_id, created_at, last_played_at)
    select 'run-' || r,
      case when r < ${BIG_RUNS} then 'game-0' else 'game-' || (1 + r % ${GAMES - 1}) end,
      case when r % 10 = 0 then 'bench-owner' end, r % 50 = 0,
      ${TURNS_PER_RUN}, 'run-' || r || '-' || ${TURNS_PER_RUN - 1},
      now() - (r % 60) * interval '1 day', now()
    from generate_series(0, ${BIG_RUNS + OTHER_RUNS - 1}) r`);
  // Turns 0..9 of each run (0 is the opening). Actions: one of three choices most of the time,
  // typed words otherwise; chapter = turn / 2 + 1; the last turn of one run in four is an ending.
  await db.execute(sql`insert into turns (id, session_token, parent_turn_id, scene_number, action, prose,
      scene_title, choices, state, progress, memory, created_at)
    select 'run-' || r || '-' || n, 'run-' || r, case when n > 0 then 'run-' || r || '-' || (n - 1) end,
      n + 1,
      case when n = 0 then 'Begin the adventure'
           when (r + n) % 7 = 0 then (array['look around', 'talk to the guard', 'search the room', 'wait'])[1 + (r % 4)]
           else 'Choice ' || (1 + (r * 7 + n) % 3) || ' of scene ' || n end,
      repeat('The lanterns sway above the harbour as the tide turns. ', 4),
      'Scene ' || (n + 1),
      jsonb_build_array('Choice 1 of scene ' || (n + 1), 'Choice 2 of scene ' || (n + 1), 'Choice 3 of scene ' || (n + 1)),
      '{"health": 100, "level": 1, "experience": 0, "inventory": [], "achievements": []}'::jsonb,
      case when n = ${TURNS_PER_RUN - 1} and r % 4 = 0 then 100 else n * 9 end,
      jsonb_build_object('summary', repeat('Earlier, the hero crossed the harbour. ', 6), 'chapter', n / 2 + 1,
        'places', '[]'::jsonb, 'met', '[]'::jsonb, 'itemsSeen', '{}'::jsonb, 'threads', '[]'::jsonb, 'beats', '[]'::jsonb),
      now() - (r % 60) * interval '1 day'
    from generate_series(0, ${BIG_RUNS + OTHER_RUNS - 1}) r, generate_series(0, ${TURNS_PER_RUN - 1}) n`);
  await db.execute(sql`vacuum analyze`);
  const counted = (await db.execute(sql`select count(*)::int as turns from turns`)) as unknown as {
    rows: Array<{ turns: number }>;
  };
  log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counted.rows[0]?.turns} turns`);

  const analytics = new AnalyticsService(db);
  const baselineMs = await median(() =>
    db.execute(sql`select s.token, t.progress from play_sessions s join turns t on t.id = s.current_turn_id
      where s.token = 'run-12345'`),
  );
  const rows: Array<{ panel: string; ms: number; ratio: number }> = [];
  const time = async (panel: string, run: () => Promise<unknown>) => {
    const ms = await median(run);
    rows.push({ panel, ms, ratio: ms / baselineMs });
  };
  const today = new Date().toISOString().slice(0, 10);
  await time("popular game (20,000 runs, 200,000 turns): whole panel", () =>
    analytics.forGame("game-0", "bench-owner"),
  );
  await time("  runs by furthest chapter (plays, turns, finished, funnel)", () =>
    runsByChapter(db, "game-0", 5),
  );
  await time("  unique players", () => uniquePlayers(db, "game-0"));
  await time("  plays per day", () => playsPerDay(db, "game-0", today));
  await time("  choices and typed actions (latest 1,000 runs)", () => actionRankings(db, "game-0"));
  await time("typical game (80 runs, 800 turns): whole panel", () =>
    analytics.forGame("game-7", "bench-owner"),
  );
  await time("stats card (1,000 games, 100,000 runs)", () => analytics.forCreator("bench-owner"));
  const plan = (await db.execute(
    sql`explain select count(*) from play_sessions s where s.game_id = 'game-7' and not s.preview_mode`,
  )) as unknown as { rows: Array<Record<string, string>> };

  if (json) console.log(JSON.stringify({ baselineMs, targetMs: TARGET_MS, rows }));
  else {
    console.log("Creator analytics on PostgreSQL, 1,000,000 turns (median of 7, after a warm-up)");
    console.log(`  baseline: one run's current turn by primary key   ${baselineMs.toFixed(2)} ms`);
    for (const r of rows) {
      const whole = r.panel.includes("panel") || r.panel.startsWith("stats");
      const verdict = whole ? (r.ms <= TARGET_MS ? "  ok" : `  MISSED (target ≤ ${TARGET_MS} ms)`) : "";
      console.log(
        `  ${r.panel.padEnd(58)} ${r.ms.toFixed(1).padStart(8)} ms  ×${r.ratio.toFixed(0)}${verdict}`,
      );
    }
    console.log(`  a game's runs are found by: ${plan.rows.map((r) => Object.values(r)[0]).join(" / ")}`);
  }
} finally {
  await database.close();
  // BENCH_KEEP=1 leaves the database for EXPLAIN by hand; its address is printed.
  if (process.env.BENCH_KEEP) log(`kept: ${scratch.url}`);
  else await scratch.drop();
}
