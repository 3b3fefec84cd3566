import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_INTERVAL_HOURS, BACKUPS_KEPT } from "../../../contract/backups";
import { backups, games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { BACKUP_CRON, BACKUP_JOB, runAutomaticBackups } from "./backup-schedule";
import { BackupService } from "./backup-service";
import { seedRichGame } from "./backup-test-support";

let t: Awaited<ReturnType<typeof createTestApp>>;
let service: BackupService;
beforeAll(async () => {
  t = await createTestApp();
  service = new BackupService(t.database.db, { maxBytes: t.config.backupMaxBytes });
});
afterAll(async () => {
  await t.close();
});

/** A user's backups, newest first. */
const backupsOf = (userId: string) =>
  t.database.db
    .select({ filename: backups.filename, automatic: backups.automatic })
    .from(backups)
    .where(eq(backups.userId, userId))
    .orderBy(desc(backups.createdAt), desc(backups.id));

async function userWithGame(title = "The Lantern of Hollow Vale") {
  const { user } = await signUp(t.app);
  const game = await seedRichGame(t.database.db, user.id, title);
  return { userId: user.id, gameId: game.id };
}

describe("automatic backups", () => {
  it(`are scheduled every ${BACKUP_INTERVAL_HOURS} hours, and keep ${BACKUPS_KEPT} (7 days)`, async () => {
    expect(await t.app.jobs.schedules()).toContainEqual({ name: BACKUP_JOB, cron: BACKUP_CRON });
    expect(BACKUP_CRON).toBe("41 */6 * * *");
    expect(BACKUPS_KEPT).toBe(28);
  });

  it("back up each user whose games changed since their last backup, and nobody else", async () => {
    const a = await userWithGame();
    const b = await userWithGame();
    const { user: empty } = await signUp(t.app);

    await runAutomaticBackups(t.database.db, service);
    expect(await backupsOf(a.userId)).toEqual([expect.objectContaining({ automatic: true })]);
    expect(await backupsOf(b.userId)).toHaveLength(1);
    expect(await backupsOf(empty.id)).toEqual([]);

    // Nothing changed: no new automatic backup.
    await runAutomaticBackups(t.database.db, service);
    expect(await backupsOf(a.userId)).toHaveLength(1);
    expect(await backupsOf(b.userId)).toHaveLength(1);

    // A's game changed: A gets one more, B none.
    await t.database.db.update(games).set({ title: "Renamed" }).where(eq(games.id, a.gameId));
    await runAutomaticBackups(t.database.db, service);
    expect(await backupsOf(a.userId)).toHaveLength(2);
    expect(await backupsOf(b.userId)).toHaveLength(1);

    // A backup on demand counts as the last one: the run after it finds nothing new.
    await t.database.db.update(games).set({ title: "Renamed again" }).where(eq(games.id, b.gameId));
    await service.create(b.userId);
    await runAutomaticBackups(t.database.db, service);
    expect((await backupsOf(b.userId)).map((r) => r.automatic)).toEqual([false, true]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "make exactly one backup per changed user when two instances run at once on one PostgreSQL",
    // Two app instances need one database server: PGlite is one process's own database.
    async () => {
      const second = await createTestApp();
      try {
        const otherService = new BackupService(second.database.db, {
          maxBytes: second.config.backupMaxBytes,
        });
        const users = await Promise.all([userWithGame("One"), userWithGame("Two"), userWithGame("Three")]);
        await Promise.all([
          runAutomaticBackups(t.database.db, service),
          runAutomaticBackups(second.database.db, otherService),
          runAutomaticBackups(t.database.db, service),
          runAutomaticBackups(second.database.db, otherService),
        ]);
        for (const u of users) expect(await backupsOf(u.userId)).toHaveLength(1);

        // The same through the queue: both instances are asked to run at once.
        await t.database.db.update(games).set({ title: "Changed" }).where(eq(games.id, users[0].gameId));
        await Promise.all([t.app.jobs.send(BACKUP_JOB, {}), second.app.jobs.send(BACKUP_JOB, {})]);
        await expect.poll(async () => (await backupsOf(users[0].userId)).length, { timeout: 20_000 }).toBe(2);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(await backupsOf(users[0].userId)).toHaveLength(2);
        for (const u of users.slice(1)) expect(await backupsOf(u.userId)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
    60_000,
  );

  it(`keep the newest ${BACKUPS_KEPT} per user`, async () => {
    const { userId } = await userWithGame();
    const made: string[] = [];
    for (let i = 0; i < BACKUPS_KEPT + 2; i++) made.push((await service.create(userId))?.filename ?? "");
    const kept = await backupsOf(userId);
    expect(kept).toHaveLength(BACKUPS_KEPT);
    expect(kept.map((r) => r.filename)).toEqual(made.slice(2).reverse());
  }, 60_000);

  it("list no half archive when a run dies half way, and carry on with everyone else", async () => {
    const dying = await userWithGame();
    const other = await userWithGame();
    await service.create(dying.userId);
    const before = await backupsOf(dying.userId);
    await t.database.db.update(games).set({ title: "Changed" }).where(eq(games.id, dying.gameId));

    // The database refuses this user's archive at the moment it is written.
    const id = dying.userId.replace(/[^\w-]/g, "");
    await t.database.db.execute(
      sql.raw(`create or replace function backup_test_die() returns trigger language plpgsql as $$
        begin
          if new.user_id = '${id}' then raise exception 'the instance died'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        "create trigger backup_test_die before insert on backups for each row execute function backup_test_die()",
      ),
    );
    try {
      const report = await runAutomaticBackups(t.database.db, service);
      expect(report.failed).toBeGreaterThanOrEqual(1);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger backup_test_die on backups"));
    }
    expect(await backupsOf(dying.userId)).toEqual(before);
    expect(await backupsOf(other.userId)).toHaveLength(1);

    // The next run makes the backup that was lost.
    await runAutomaticBackups(t.database.db, service);
    expect(await backupsOf(dying.userId)).toHaveLength(2);
  });
});
