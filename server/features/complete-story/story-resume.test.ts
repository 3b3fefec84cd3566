import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chapterImagePath } from "../../../contract/complete-story";
import type { Database } from "../../db/client";
import { chapterImages, storyChapters, storyJobs } from "../../db/schema";
import { pgBossQueue } from "../../jobs/pg-boss-queue";
import { createTestApp, signUp, testDatabase } from "../../test-support/test-app";
import {
  insertGame,
  isolatedJobName,
  QUICK,
  scriptedNarrator,
  startUrl,
  untilAborted,
  waitForStory,
} from "./test-support";

/**
 * The durability promise of ADR 018, on PGlite, and on PostgreSQL when DATABASE_URL is set: a
 * server stopped mid-story (its running job failed back to the queue, as a restart or a crash
 * detected by the job's heartbeat does) is followed by another on the same database, which
 * resumes the story without writing any stored chapter again.
 */

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});

const quietLog = { warn: () => {}, error: () => {} };
// Both servers are one deployment: the same queue, kept apart from other test files'.
const jobName = isolatedJobName();

async function serverWith(narrator: ReturnType<typeof scriptedNarrator>) {
  // A queue of its own, so that stopping it (the "crash") fails the running job at once.
  const jobs = pgBossQueue(database, { log: quietLog, stopGraceMs: 50 });
  const server = await createTestApp(
    {},
    { database, narrator, jobs, completeStory: { ...QUICK, jobName, concurrency: 1 } },
  );
  await jobs.start();
  return { ...server, jobs };
}

it("resumes a story after a restart without redoing the chapters already written", async () => {
  // The first server writes chapters 1–3, then hangs on chapter 4 until it is stopped.
  const first = await serverWith(
    scriptedNarrator(async (input, signal) => {
      if (input.chapterNumber >= 4) await untilAborted(signal);
    }),
  );
  const owner = await signUp(first.app);
  const gameId = await insertGame(database.db, owner.user.id, { chapterCount: 6 });
  expect(
    (await first.app.inject({ method: "POST", url: startUrl(gameId), headers: { cookie: owner.cookie } }))
      .statusCode,
  ).toBe(200);
  await waitForStory(first.app, gameId, owner.cookie, (p) => p.chapters.length === 3);
  const before = await database.db
    .select()
    .from(storyChapters)
    .where(eq(storyChapters.gameId, gameId))
    .orderBy(asc(storyChapters.chapterNumber));
  expect(before.map((c) => c.chapterNumber)).toEqual([1, 2, 3]);

  // The restart: the first server goes away mid-chapter.
  await first.jobs.stop();
  await first.close();
  const [stopped] = await database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));
  expect(stopped?.status).toBe("generating");

  // A chapter stored by a run stopped before its picture was drawn.
  await database.db.delete(chapterImages).where(eq(chapterImages.chapterId, before[1]?.id as string));
  await database.db
    .update(storyChapters)
    .set({ imageUrl: null })
    .where(eq(storyChapters.id, before[1]?.id as string));

  const resumedNarrator = scriptedNarrator();
  const second = await serverWith(resumedNarrator);
  try {
    const done = await waitForStory(second.app, gameId, owner.cookie);
    expect(done.status).toBe("completed");
    expect(done.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    // Only the missing chapters were asked for; the stored ones kept their rows.
    expect([...resumedNarrator.chapterCalls].sort()).toEqual([4, 5, 6]);
    expect(done.chapters.slice(0, 3).map((c) => c.id)).toEqual(before.map((c) => c.id));
    const [job] = await database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));
    expect(job?.runs).toBe(2);
    // Every chapter has its picture, the one the first run left without included.
    expect(done.chapters.map((c) => c.imageUrl)).toEqual(done.chapters.map((c) => chapterImagePath(c.id)));
    const picture = await second.app.inject({
      method: "GET",
      url: chapterImagePath(before[1]?.id as string),
    });
    expect(picture.headers["content-type"]).toBe("image/png");
  } finally {
    await second.jobs.stop();
    await second.close();
  }
});
