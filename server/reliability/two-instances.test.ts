import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { seedDemoAdventure } from "../db/demo-adventure";
import { storyJobs } from "../db/schema";
import { BACKUP_JOB } from "../features/backups/backup-schedule";
import {
  insertGame,
  isolatedJobName,
  QUICK,
  scriptedNarrator,
  startUrl,
  untilAborted,
  waitForStory,
} from "../features/complete-story/test-support";
import { PLAY_CLEANUP_JOB } from "../features/play/play-cleanup";
import type { JobHandler, JobQueue } from "../jobs/job-queue";
import { pgBossQueue } from "../jobs/pg-boss-queue";
import { scratchDatabase } from "../test-support/scratch-database";
import { createTestApp, signUp } from "../test-support/test-app";

/**
 * Issue 23 §4: two instances on one PostgreSQL, each with its own pool, session cache and job
 * workers, on a scratch database of their own (so no other test file's app takes their jobs).
 * Their cron schedules are off (instanceQueue): what the clock says never changes a count.
 * PostgreSQL only: the embedded database is one process's.
 */
const DATABASE_URL = process.env.DATABASE_URL;
/** The long version (a real cron firing is up to a minute and a half away): LONG_TESTS=1. */
const LONG = Boolean(process.env.LONG_TESTS);
const REDIS_URL = process.env.REDIS_URL;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const quietLog = { warn: () => {}, error: () => {} };

/**
 * An instance's job queue with its cron schedules off: `schedule` starts the job's worker but
 * files no cron, so the real schedules (clean-up at minute 23, backups at 41) never fire
 * during a test, and a test sends each occurrence itself. Each run is counted by queue name,
 * and waits for `hold` before it does the work (so a test can keep a job running).
 */
function instanceQueue(database: Database, runs = new Map<string, number>(), hold = () => Promise.resolve()) {
  const inner = pgBossQueue(database, { log: quietLog, stopGraceMs: 100 });
  const counted =
    <T extends object>(name: string, handler: JobHandler<T>): JobHandler<T> =>
    async (data, job) => {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      await hold();
      await handler(data, job);
    };
  const queue: JobQueue = {
    start: () => inner.start(),
    stop: () => inner.stop(),
    send: (name, data, options) => inner.send(name, data, options),
    schedules: () => inner.schedules(),
    work: (name, handler, settings) => inner.work(name, counted(name, handler), settings),
    schedule: (name, _cron, handler, settings) => inner.work(name, counted(name, handler), settings),
  };
  return queue;
}

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!DATABASE_URL)("two instances on one PostgreSQL (DATABASE_URL)", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  const databases: Database[] = [];
  const apps: TestApp[] = [];
  const queues: JobQueue[] = [];
  const runs = [new Map<string, number>(), new Map<string, number>()];
  /** Every counted run waits for this before it does its work. */
  let held: Promise<void> = Promise.resolve();

  /** A database handle of its own: another instance's pool. */
  async function instanceDatabase() {
    const database = await openDatabase({ kind: "postgres", url: scratch.url });
    databases.push(database);
    return database;
  }

  beforeAll(async () => {
    scratch = await scratchDatabase(DATABASE_URL ?? "", "two");
    const first = await instanceDatabase();
    await first.migrate();
    await seedDemoAdventure(first.db);
    for (const [i, counts] of runs.entries()) {
      const database = i === 0 ? first : await instanceDatabase();
      const jobs = instanceQueue(database, counts, () => held);
      apps.push(
        await createTestApp(
          { PLAY_TURNS_PER_SESSION_PER_MINUTE: "5", ...(REDIS_URL ? { REDIS_URL } : {}) },
          { database, jobs },
        ),
      );
      // A queue passed in is the caller's to start and stop (plugins/jobs.ts).
      await jobs.start();
      queues.push(jobs);
    }
  }, 60_000);
  afterAll(async () => {
    for (const q of queues) await q.stop();
    for (const t of apps) await t.close();
    for (const d of databases) await d.close();
    await scratch?.drop();
  });

  const [a, b] = [() => apps[0] as TestApp, () => apps[1] as TestApp];

  it("plays one session alternately on both: each scene follows the one before", async () => {
    const player = await signUp(a().app);
    const start = await a().app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: "demo-adventure" },
      headers: { cookie: player.cookie },
    });
    const token = start.json().sessionToken as string;
    let previous: string | undefined;
    // Five turns (the per-session limit): A, B, A, B, A, each from the scene the last one wrote.
    for (let turn = 0; turn < 5; turn++) {
      const on = turn % 2 === 0 ? b() : a();
      const res = await on.app.inject({
        method: "POST",
        url: `/api/sessions/${token}/action`,
        payload: { action: `Step ${turn}` },
        headers: { cookie: player.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const scene = res.json();
      expect(scene.currentSceneNumber).toBe(turn + 2);
      // The opening answers no action, so the history starts at scene 2.
      const history = scene.actionHistory as Array<{ playerAction: string; gameResponse: string }>;
      expect(history.at(-2)?.gameResponse).toBe(previous);
      expect(history.at(-1)?.playerAction).toBe(`Step ${turn}`);
      previous = scene.sceneDescription;
    }
    // Either instance shows the same scene.
    for (const t of [a(), b()]) {
      const view = await t.app.inject({
        method: "GET",
        url: `/api/sessions/${token}`,
        headers: { cookie: player.cookie },
      });
      expect(view.json().currentSceneNumber).toBe(6);
    }
    // The per-session turn limit (5) counts both instances' turns when they share Redis.
    if (REDIS_URL) {
      const sixth = await b().app.inject({
        method: "POST",
        url: `/api/sessions/${token}/action`,
        payload: { action: "One too many" },
        headers: { cookie: player.cookie },
      });
      expect(sixth.statusCode).toBe(429);
    }
  });

  /** The job rows of a queue, by state, in the database both instances share. */
  const jobStates = async (name: string) =>
    (await scratch.query("select state from pgboss.job where name = $1", [name])).map((r) => r.state);

  for (const name of [PLAY_CLEANUP_JOB, BACKUP_JOB])
    it(`runs the scheduled job ${name} once when both instances send its occurrence at once`, async () => {
      // The run is held once it starts, so it cannot finish (and free the queue) before the
      // other instance's send arrives: both sends meet one job waiting or running.
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const total = () => runs.reduce((n, r) => n + (r.get(name) ?? 0), 0);
      try {
        // Both instances' cron passes send the occurrence at the same moment: one job is queued.
        const sent = await Promise.all([a().app.jobs.send(name, {}), b().app.jobs.send(name, {})]);
        expect(sent.filter(Boolean)).toHaveLength(1);
        await until(() => total() >= 1, 40_000);
        // While it runs, a late send from either instance adds nothing.
        expect(await b().app.jobs.send(name, {})).toBeNull();
        expect(await a().app.jobs.send(name, {})).toBeNull();
      } finally {
        release();
      }
      await until(async () => (await jobStates(name)).includes("completed"), 40_000);
      expect(await jobStates(name)).toEqual(["completed"]);
      expect(total()).toBe(1);
    }, 60_000);

  it("finishes a long job on the other instance when the one running it dies", async () => {
    const jobName = isolatedJobName();
    const database = await instanceDatabase();
    const otherDatabase = await instanceDatabase();
    // Each app's queue is started by the caller (plugins/jobs.ts): A's now, B's once A holds the job.
    const serve = async (db: Database, narrator: ReturnType<typeof scriptedNarrator>) => {
      const jobs = instanceQueue(db);
      const t = await createTestApp(
        {},
        { database: db, narrator, jobs, completeStory: { ...QUICK, jobName, concurrency: 1 } },
      );
      return { ...t, jobs };
    };
    // A writes chapters 1–2, then hangs on chapter 3 until it is stopped.
    const first = await serve(
      database,
      scriptedNarrator(async (input, signal) => {
        if (input.chapterNumber >= 3) await untilAborted(signal);
      }),
    );
    await first.jobs.start();
    const secondNarrator = scriptedNarrator();
    const second = await serve(otherDatabase, secondNarrator);
    try {
      const owner = await signUp(first.app);
      const gameId = await insertGame(database.db, owner.user.id, { chapterCount: 5 });
      const started = await first.app.inject({
        method: "POST",
        url: startUrl(gameId),
        headers: { cookie: owner.cookie },
      });
      expect(started.statusCode).toBe(200);
      await waitForStory(first.app, gameId, owner.cookie, (p) => p.chapters.length === 2);
      // A holds the job: only now does B's worker start looking, so it cannot have taken it first.
      await second.jobs.start();
      // A dies mid-chapter: its running job is failed back to the queue, as a restart does (a
      // SIGKILL is found the same way by the job's heartbeat, within a minute).
      await first.jobs.stop();
      await first.close();

      const done = await waitForStory(second.app, gameId, owner.cookie, undefined, 30_000);
      expect(done.status).toBe("completed");
      expect(done.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5]);
      expect([...secondNarrator.chapterCalls].sort()).toEqual([3, 4, 5]);
      const [job] = await database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));
      expect(job?.runs).toBe(2);
    } finally {
      await first.jobs.stop();
      await second.jobs.stop();
      await second.close();
    }
  }, 60_000);

  it.skipIf(!REDIS_URL)("shares the per-address turn limit: two instances do not double it", async () => {
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const limited: TestApp[] = [];
    const limitedQueues: JobQueue[] = [];
    // The first two instances' pools, each with an app of its own.
    for (const database of databases.slice(0, 2)) {
      const jobs = instanceQueue(database);
      limitedQueues.push(jobs);
      limited.push(
        await createTestApp({ PLAY_TURNS_PER_MINUTE: "4", REDIS_URL: REDIS_URL ?? "" }, { database, jobs }),
      );
      await jobs.start();
    }
    try {
      const seen: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await (limited[i % 2] as TestApp).app.inject({
          method: "POST",
          url: "/api/sessions/start",
          payload: { gameSlug: "demo-adventure" },
          remoteAddress,
        });
        seen.push(res.statusCode);
      }
      expect(seen).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      for (const q of limitedQueues) await q.stop();
      for (const t of limited) await t.close();
    }
  });

  it.runIf(LONG)(
    "fires a real schedule once per occurrence across both instances (LONG_TESTS=1)",
    async () => {
      const name = `test.every-minute.${Date.now()}`;
      const ranAt: number[] = [];
      const queues = [databases[0], databases[1]].map((d) =>
        pgBossQueue(d as Database, { log: quietLog, stopGraceMs: 100 }),
      );
      for (const q of queues) {
        await q.schedule(name, "* * * * *", async () => void ranAt.push(Date.now()), {
          pollingIntervalSeconds: 1,
        });
        await q.start();
      }
      try {
        // Two occurrences at least: pg-boss's cron pass looks every 30 s on each instance.
        await until(() => ranAt.length >= 2, 150_000);
        await new Promise((r) => setTimeout(r, 5_000));
        const minutes = ranAt.map((at) => Math.floor(at / 60_000));
        console.log(
          `every-minute schedule on two instances: ${ranAt.length} runs in minutes ${minutes.join(", ")}`,
        );
        expect(new Set(minutes).size).toBe(ranAt.length);
      } finally {
        for (const q of queues) await q.stop();
      }
    },
    200_000,
  );
});
