import { and, inArray, isNull, lt } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { playSessions, saveCodes } from "../../db/schema";
import { forgetSession } from "./session-cache";

export const PLAY_CLEANUP_JOB = "play.clean-up";
/** Hourly, at a minute of its own rather than on the hour with everybody else's jobs. */
export const PLAY_CLEANUP_CRON = "23 * * * *";

/** An anonymous session not played for this long is abandoned (ADR 015). */
export const ABANDONED_AFTER_DAYS = 30;

/** Rows deleted per statement: short locks, and an interrupted run loses nothing. */
const BATCH = 500;

export type CleanupReport = { saveCodes: number; sessions: number };

/**
 * Deletes expired save codes, and anonymous sessions (no player) not played for
 * ABANDONED_AFTER_DAYS, with their turns (and so their auto-saves and the progression events
 * their turns recorded, ADR 013). Save codes made from such a session stay loadable: each holds
 * its own snapshot. Safe to run again at any time, and on any instance.
 */
export async function cleanUpPlay(db: Db, now = new Date()): Promise<CleanupReport> {
  const report: CleanupReport = { saveCodes: 0, sessions: 0 };

  for (;;) {
    const expired = db
      .select({ code: saveCodes.code })
      .from(saveCodes)
      .where(lt(saveCodes.expiresAt, now))
      .limit(BATCH);
    const deleted = await db
      .delete(saveCodes)
      .where(inArray(saveCodes.code, expired))
      .returning({ code: saveCodes.code });
    report.saveCodes += deleted.length;
    if (deleted.length < BATCH) break;
  }

  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_DAYS * 24 * 60 * 60 * 1000);
  for (;;) {
    // The condition is checked again by the delete itself: a session played meanwhile stays.
    const abandoned = and(isNull(playSessions.playerId), lt(playSessions.lastPlayedAt, abandonedBefore));
    const batch = db.select({ token: playSessions.token }).from(playSessions).where(abandoned).limit(BATCH);
    const deleted = await db
      .delete(playSessions)
      .where(and(inArray(playSessions.token, batch), abandoned))
      .returning({ token: playSessions.token });
    for (const { token } of deleted) forgetSession(db, token);
    report.sessions += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return report;
}

/** Schedules the clean-up: hourly, once across all instances. */
export const playCleanupJob: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.jobs.schedule(
    PLAY_CLEANUP_JOB,
    PLAY_CLEANUP_CRON,
    async () => {
      const report = await cleanUpPlay(db);
      if (report.saveCodes || report.sessions)
        app.log.info({ job: PLAY_CLEANUP_JOB, ...report }, "cleaned up play data");
    },
    // One run at a time: a run that outlasts the hour is not joined by the next one.
    { exclusive: true, retryLimit: 3, expireInSeconds: 30 * 60, pollingIntervalSeconds: 30 },
  );
};
