import { and, asc, gt, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BACKUP_INTERVAL_HOURS } from "../../../contract/backups";
import type { Db } from "../../db/client";
import { games } from "../../db/schema";
import { HttpError } from "../../errors";
import type { BackupService } from "./backup-service";
import { BackupTooLarge } from "./backup-writer";

export const BACKUP_JOB = "backups.automatic";
/** Every six hours (UTC), at minute 41: off the hour, where every other schedule sits. */
export const BACKUP_CRON = `41 */${BACKUP_INTERVAL_HOURS} * * *`;

/** Users read per query: a large site is walked in pages, never loaded whole. */
const PAGE = 200;

/** `skipped`: users whose games are too large for a backup (issue 28 F9), each logged with why. */
export type BackupRunReport = { made: number; unchanged: number; skipped: number; failed: number };

/** A run stopped before it reached every user: thrown, never a normal return, so it is retried. */
export class BackupRunAborted extends Error {
  constructor(readonly report: BackupRunReport) {
    super(
      `automatic backup run aborted after ${report.made + report.unchanged + report.skipped + report.failed} users`,
    );
    this.name = "BackupRunAborted";
  }
}

/**
 * One automatic run: every user who owns a game gets a backup if their games changed since
 * their last one. Each user's backup is its own transaction under a per-user lock
 * (BackupService.create), so a run repeated after a crash, or racing another instance, skips
 * whoever is already backed up and never makes a second archive of the same data. Aborted, it
 * throws BackupRunAborted: the job fails and is retried rather than counted as done. A user
 * whose games hold more story than a backup takes is skipped with the reason logged: `create`
 * finds it with one sum in the database, before reading any of their games (issue 28 F9).
 */
export async function runAutomaticBackups(
  db: Db,
  service: BackupService,
  { log, signal }: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<BackupRunReport> {
  const report: BackupRunReport = { made: 0, unchanged: 0, skipped: 0, failed: 0 };
  let after = "";
  for (;;) {
    const page = await db
      .selectDistinct({ userId: games.creatorId })
      .from(games)
      .where(and(isNotNull(games.creatorId), gt(games.creatorId, after)))
      .orderBy(asc(games.creatorId))
      .limit(PAGE);
    for (const { userId } of page) {
      // Stopped (the instance is shutting down): fail the run, so that pg-boss retries it and
      // the retry backs up the users this one did not reach (those it did are skipped by hash).
      if (signal?.aborted) throw new BackupRunAborted(report);
      if (!userId) continue;
      try {
        if (await service.create(userId, { automatic: true })) report.made++;
        else report.unchanged++;
      } catch (err) {
        if (err instanceof BackupTooLarge) {
          report.skipped++;
          log?.warn({ userId, reason: err.reason }, "automatic backup skipped: the games are too large");
          continue;
        }
        if (err instanceof HttpError && err.statusCode === 429) {
          // The user's own backup is being made right now: it is this run's backup of them.
          report.skipped++;
          log?.info({ userId }, "automatic backup skipped: a backup on demand is being made");
          continue;
        }
        // One user's failure (say, the database refusing the archive) must not stop everyone else's.
        report.failed++;
        log?.warn({ err, userId }, "automatic backup failed");
      }
    }
    const last = page.at(-1)?.userId;
    if (page.length < PAGE || !last) return report;
    after = last;
  }
}
