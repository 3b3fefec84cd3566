// Soak (issue 23 §6): 200 players for 5 minutes against the real server on PostgreSQL, printing
// per minute (and for the last part-minute) the requests, errors and p50/p99 and the server's
// memory; at the end its growth from boot and from warm (after the first minute), and that every
// acknowledged turn is still in its session (read back from the database). Exits 1 on any error,
// any turn lost, or growth from warm beyond 10 %.
// Usage: npm run bench:soak — SOAK_SECONDS, SOAK_PLAYERS, SOAK_THINK_MS, SOAK_REPORT_SECONDS, and
// BENCH_DATABASE_URL (or DATABASE_URL): a PostgreSQL it may make a scratch database on (dropped).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../server/paths";
import { httpClient, newTally, playOnce, readBack, startPlayers } from "../server/test-support/players";
import { scratchDatabase } from "../server/test-support/scratch-database";
import { freePort, startServer, UNLIMITED } from "../server/test-support/server-process";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = num("SOAK_SECONDS", 300);
const PLAYERS = num("SOAK_PLAYERS", 200);
/** A player reads for a while between turns; 0 makes it a closed loop at full speed. */
const THINK_MS = num("SOAK_THINK_MS", 200);
const REPORT_SECONDS = num("SOAK_REPORT_SECONDS", 60);
const RSS_GROWTH_TARGET = 0.1;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://root@127.0.0.1:5432/test";

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const rssMb = (pid: number | undefined) => {
  const status = pid ? readFileSync(`/proc/${pid}/status`, "utf8") : "";
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  const scratch = await scratchDatabase(DATABASE_URL, "soak");
  // The build when there is one (npm run bench builds first), else the sources.
  const built = path.join(projectRoot, "dist/server/main.js");
  const args = existsSync(built) ? [built] : undefined;
  const server = await startServer(await freePort(), { ...UNLIMITED, DATABASE_URL: scratch.url }, args);
  const pid = server.child.pid;
  try {
    const client = httpClient(server.url, PLAYERS);
    const players = await startPlayers(client, PLAYERS);
    const tally = newTally();
    const booted = rssMb(pid);
    log(
      `soak: ${PLAYERS} players for ${SECONDS} s (think ${THINK_MS} ms), server RSS ${booted.toFixed(0)} MB`,
    );

    let window = { latencies: [] as number[], errors: 0 };
    const rss: number[] = [];
    const started = performance.now();
    const end = started + SECONDS * 1000;
    /** Prints the window since the last report, and starts the next. */
    const report = () => {
      const { latencies, errors } = window;
      window = { latencies: [], errors: 0 };
      latencies.sort((a, b) => a - b);
      rss.push(rssMb(pid));
      const at = Math.round((performance.now() - started) / 1000);
      log(
        `  ${String(at).padStart(4)} s: ${latencies.length} requests, ${errors} errors, ` +
          `p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, ` +
          `RSS ${rss.at(-1)?.toFixed(0)} MB`,
      );
    };
    const reporter = setInterval(report, REPORT_SECONDS * 1000);

    await Promise.all(
      players.map(async (player, i) => {
        // Spread over the first think time, so that the players do not move in step.
        await new Promise((r) => setTimeout(r, (THINK_MS * i) / PLAYERS));
        for (let round = 0; performance.now() < end; round++) {
          const before = { errors: tally.errors + tally.failed };
          const t0 = performance.now();
          await playOnce(client, player, round, tally);
          window.latencies.push(performance.now() - t0);
          window.errors += tally.errors + tally.failed - before.errors;
          if (THINK_MS) await new Promise((r) => setTimeout(r, THINK_MS));
        }
      }),
    );
    clearInterval(reporter);
    // The last part-minute (the players' last requests end after the period did).
    if (window.latencies.length) report();
    client.close();

    const found = await readBack(
      scratch.query,
      players.map((p) => p.token),
      tally.acked,
    );
    // Growth is judged from warm (the first report): from boot it includes the session cache,
    // prepared statements and JIT filling once, which is not a leak. Both are printed.
    const warm = rss[0] ?? booted;
    const last = rssMb(pid);
    const percent = (from: number) => `${(((last - from) / from) * 100).toFixed(1)} %`;
    const growth = (last - warm) / warm;
    const errors = tally.errors + tally.failed;
    log(
      `soak: ${tally.requests} requests, ${errors} errors; RSS ${booted.toFixed(0)} MB at boot, ` +
        `${warm.toFixed(0)} MB warm, ${last.toFixed(0)} MB at the end: ${percent(booted)} from boot, ` +
        `${percent(warm)} from warm (target ≤ ${RSS_GROWTH_TARGET * 100} %)`,
    );
    log(
      `soak: acknowledged ${found.acknowledged} turns, found ${found.found}, lost ${found.lost.length}; ` +
        `dangling sessions ${found.dangling}, broken saves ${found.brokenSaves}`,
    );
    const missed = [
      errors && `${errors} errors`,
      (found.lost.length || found.dangling || found.brokenSaves) && "turns lost or saves broken",
      growth > RSS_GROWTH_TARGET && "memory grew beyond the target",
    ].filter(Boolean);
    if (missed.length) {
      log(`soak: TARGET MISSED: ${missed.join("; ")}`);
      process.exitCode = 1;
    } else log("soak: targets met");
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
