import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestApp, testDatabase } from "../test-support/test-app";
import type { JobContext } from "./job-queue";
import { pgBossQueue } from "./pg-boss-queue";

// The same tests on the embedded database, or on the PostgreSQL of DATABASE_URL (CI).
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});

const errors: object[] = [];
const log = { warn: () => {}, error: (details: object) => void errors.push(details) };
/** Queue names of their own: test files share one PostgreSQL in CI. */
const unique = (name: string) => `test.${name}.${randomUUID()}`;
const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe(`the job queue on pg-boss (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("opens nothing until started, runs a sent job once, and stops leaving no timer behind", async () => {
    const before = timers();
    const jobs = pgBossQueue(database, { log });
    const name = unique("echo");
    const seen: object[] = [];
    const done = deferred<void>();
    await jobs.work<{ n: number }>(
      name,
      async (data) => {
        seen.push(data);
        done.resolve();
      },
      { pollingIntervalSeconds: 0.5 },
    );
    // Registered, not running: no timers yet, and sending is refused.
    expect(timers()).toBe(before);
    await expect(jobs.send(name, { n: 0 })).rejects.toThrow(/not started/);

    await jobs.start();
    expect(timers()).toBeGreaterThan(before);
    const id = await jobs.send(name, { n: 1 });
    expect(id).toEqual(expect.any(String));
    await done.promise;
    expect(seen).toEqual([{ n: 1 }]);

    await jobs.stop();
    await jobs.stop(); // twice is fine
    expect(timers()).toBeLessThanOrEqual(before);
    await expect(jobs.work(name, async () => {})).rejects.toThrow(/stopped/);
    expect(errors).toEqual([]);
  });

  it("keeps schedules in the database, one per name, replaced when scheduled again", async () => {
    const jobs = pgBossQueue(database, { log });
    const name = unique("tick");
    await jobs.schedule(name, "0 3 * * *", async () => {});
    await jobs.start();
    await jobs.schedule(name, "0 4 * * *", async () => {});
    const mine = (await jobs.schedules()).filter((s) => s.name === name);
    expect(mine).toEqual([{ name, cron: "0 4 * * *" }]);
    await jobs.stop();
  });

  it("on stop, gives a running job a grace period, then aborts it, and it is retried later", async () => {
    const jobs = pgBossQueue(database, { log, stopGraceMs: 300 });
    const name = unique("slow");
    const started = deferred<JobContext>();
    await jobs.work(
      name,
      (_data, job) => {
        started.resolve(job);
        // Never finishes by itself: only the abort ends it.
        return new Promise<void>((_resolve, reject) => {
          job.signal.addEventListener("abort", () => reject(new Error("aborted")));
        });
      },
      { pollingIntervalSeconds: 0.5, retryLimit: 1, retryDelaySeconds: 1 },
    );
    await jobs.start();
    await jobs.send(name, {});
    const job = await started.promise;
    const begun = Date.now();
    await jobs.stop();
    expect(Date.now() - begun).toBeLessThan(5_000);
    expect(job.signal.aborted).toBe(true);

    // The job was failed with a retry left: a queue started again (another instance, or this
    // one after a restart) runs it again.
    const again = pgBossQueue(database, { log });
    const rerun = deferred<JobContext>();
    await again.work(
      name,
      async (_data, retried) => {
        rerun.resolve(retried);
      },
      { pollingIntervalSeconds: 0.5, retryLimit: 1, retryDelaySeconds: 1 },
    );
    await again.start();
    const retried = await rerun.promise;
    expect(retried.id).toBe(job.id);
    expect(retried.retryCount).toBe(1);
    await again.stop();
  }, 30_000);
});

describe("the app's job queue", () => {
  it("starts when the app is ready and stops with app.close(), leaving no timer behind", async () => {
    const before = timers();
    const t = await createTestApp();
    const name = unique("app");
    const ran = deferred<void>();
    await t.app.jobs.work(name, async () => ran.resolve(), { pollingIntervalSeconds: 0.5 });
    expect(await t.app.jobs.send(name, {})).toEqual(expect.any(String));
    await ran.promise;
    await t.close();
    await expect(t.app.jobs.work(name, async () => {})).rejects.toThrow(/stopped/);
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
