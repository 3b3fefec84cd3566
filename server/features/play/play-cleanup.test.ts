import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playSessions, saveCodes, turns } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { ABANDONED_AFTER_DAYS, cleanUpPlay, PLAY_CLEANUP_CRON, PLAY_CLEANUP_JOB } from "./play-cleanup";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

/** A session with one played turn, last played `daysAgo` days ago. */
async function session(daysAgo: number, cookie?: string) {
  const { sessionToken } = (await post("/api/sessions/start", { gameSlug: "demo-adventure" }, cookie)).json();
  await post(`/api/sessions/${sessionToken}/action`, { action: "Look around" }, cookie);
  await t.database.db
    .update(playSessions)
    .set({ lastPlayedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(playSessions.token, sessionToken));
  return sessionToken as string;
}

async function saveCode(token: string) {
  return (await post("/api/anonymous-saves", { sessionToken: token, saveName: "Kept" })).json()
    .saveCode as string;
}

describe("the play clean-up job", () => {
  it("is scheduled hourly when the app starts", async () => {
    const schedules = await t.app.jobs.schedules();
    expect(schedules).toContainEqual({ name: PLAY_CLEANUP_JOB, cron: PLAY_CLEANUP_CRON });
    expect(PLAY_CLEANUP_CRON).toMatch(/^\d+ \* \* \* \*$/);
  });

  it("deletes expired save codes and abandoned anonymous sessions, and keeps everything live", async () => {
    const { cookie } = await signUp(t.app);
    const abandoned = await session(ABANDONED_AFTER_DAYS + 1);
    const recent = await session(ABANDONED_AFTER_DAYS - 1);
    const signedInOld = await session(ABANDONED_AFTER_DAYS + 10, cookie);

    // A live code made from the abandoned session outlives it: it holds its own snapshot.
    const liveCode = await saveCode(abandoned);
    const expiredCode = await saveCode(recent);
    await t.database.db
      .update(saveCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(saveCodes.code, expiredCode));

    const report = await cleanUpPlay(t.database.db);
    expect(report.saveCodes).toBeGreaterThanOrEqual(1);
    expect(report.sessions).toBeGreaterThanOrEqual(1);

    const left = await t.database.db
      .select({ token: playSessions.token })
      .from(playSessions)
      .where(inArray(playSessions.token, [abandoned, recent, signedInOld]));
    expect(left.map((r) => r.token).sort()).toEqual([recent, signedInOld].sort());
    const abandonedTurns = await t.database.db.select().from(turns).where(eq(turns.sessionToken, abandoned));
    expect(abandonedTurns).toEqual([]);

    const codes = await t.database.db
      .select({ code: saveCodes.code, sessionToken: saveCodes.sessionToken })
      .from(saveCodes)
      .where(inArray(saveCodes.code, [liveCode, expiredCode]));
    expect(codes).toEqual([{ code: liveCode, sessionToken: null }]);
    const loaded = await post("/api/sessions/load-anonymous", { saveCode: liveCode });
    expect(loaded.statusCode).toBe(200);
    expect((await post("/api/sessions/load-anonymous", { saveCode: expiredCode })).statusCode).toBe(404);

    // A second run finds nothing more of these to do, and the sessions kept still play.
    await cleanUpPlay(t.database.db);
    expect((await post(`/api/sessions/${recent}/action`, { action: "Wait" })).statusCode).toBe(200);
    expect((await post(`/api/sessions/${signedInOld}/action`, { action: "Wait" }, cookie)).statusCode).toBe(
      200,
    );
  });
});
