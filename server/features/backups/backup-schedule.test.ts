import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKUP_INTERVAL_HOURS, BACKUPS_KEPT, MANUAL_BACKUPS_KEPT } from "../../../contract/backups";
import { backups, games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { exportGame } from "./backup-export";
import { BACKUP_CRON, BACKUP_JOB, BackupRunAborted, runAutomaticBackups } from "./backup-schedule";
import { BackupService } from "./backup-service";
import { seedRichGame } from "./backup-test-support";
import { streamArchive } from "./backup-writer";
import { seedLargeGame } from "./large-game-support";

// Watched: an unchanged user is recognised by the hash of the games, before anything is zipped.
vi.mock("./backup-writer", async (importOriginal) => {
  const writer = await importOriginal<typeof import("./backup-writer")>();
  return { ...writer, streamArchive: vi.fn(writer.streamArchive) };
});
vi.mock("./backup-export", async (importOriginal) => {
  const original = await importOriginal<typeof import("./backup-export")>();
  return { ...original, exportGame: vi.fn(original.exportGame) };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
const serviceOf = (app: typeof t) =>
  new BackupService(app.database.db, {
    maxBytes: app.config.backupMaxBytes,
    maxStoryBytes: app.config.storyBytesPerUserMax,
  });
let service: BackupService;
beforeAll(async () => {
  t = await createTestApp();
  service = serviceOf(t);
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
    expect(MANUAL_BACKUPS_KEPT).toBe(10);
  });

  it("back up each user whose games changed since their last backup, and nobody else", async () => {
    const a = await userWithGame();
    const b = await userWithGame();
    const { user: empty } = await signUp(t.app);

    await runAutomaticBackups(t.database.db, service);
    expect(await backupsOf(a.userId)).toEqual([expect.objectContaining({ automatic: true })]);
    expect(await backupsOf(b.userId)).toHaveLength(1);
    expect(await backupsOf(empty.id)).toEqual([]);

    // Nothing changed: no new automatic backup, and nothing was zipped to find that out.
    expect(streamArchive).toHaveBeenCalled();
    vi.mocked(streamArchive).mockClear();
    const unchanged = await runAutomaticBackups(t.database.db, service);
    expect(unchanged.unchanged).toBeGreaterThanOrEqual(2);
    // Only a backup made is zipped (on PostgreSQL, other test files' users may be new meanwhile).
    expect(streamArchive).toHaveBeenCalledTimes(unchanged.made);
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
    // On PostgreSQL each run also backs up every other test file's users whose games changed
    // (the run is site-wide): hundreds of them by now, each now with its History.
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "make exactly one backup per changed user when two instances run at once on one PostgreSQL",
    // Two app instances need one database server: PGlite is one process's own database.
    async () => {
      const second = await createTestApp();
      try {
        const otherService = serviceOf(second);
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

  it(`keep the newest ${BACKUPS_KEPT} automatic and ${MANUAL_BACKUPS_KEPT} manual backups, each kind apart`, async () => {
    const { userId, gameId } = await userWithGame();
    let version = 0;
    const change = () =>
      t.database.db
        .update(games)
        .set({ title: `Version ${++version}` })
        .where(eq(games.id, gameId));
    const filenames = async (automatic: boolean) =>
      (await backupsOf(userId)).filter((r) => r.automatic === automatic).map((r) => r.filename);

    const automatic: string[] = [];
    for (let i = 0; i < BACKUPS_KEPT + 2; i++) {
      await change();
      automatic.unshift((await service.create(userId, { automatic: true }))?.filename ?? "");
    }
    expect(await filenames(true)).toEqual(automatic.slice(0, BACKUPS_KEPT));

    // A burst of Create Backup Now (each of changed games) keeps its own newest few and leaves
    // the last 7 days of automatic backups alone.
    const manual: string[] = [];
    for (let i = 0; i < MANUAL_BACKUPS_KEPT + 3; i++) {
      await change();
      const made = await service.create(userId);
      expect(made?.unchanged).toBe(false);
      manual.unshift(made?.filename ?? "");
    }
    expect(await filenames(false)).toEqual(manual.slice(0, MANUAL_BACKUPS_KEPT));
    expect(await filenames(true)).toEqual(automatic.slice(0, BACKUPS_KEPT));

    // And the next automatic backup pushes out the oldest automatic one, not a manual one.
    await change();
    const next = await service.create(userId, { automatic: true });
    expect(await filenames(true)).toEqual([next?.filename, ...automatic.slice(0, BACKUPS_KEPT - 1)]);
    expect(await filenames(false)).toEqual(manual.slice(0, MANUAL_BACKUPS_KEPT));
  }, 120_000);

  it("answer the newest backup to Create Backup Now when nothing changed since it, making none", async () => {
    const { userId, gameId } = await userWithGame();
    const first = await service.create(userId, { automatic: true });
    const again = await service.create(userId);
    expect(again).toEqual({ ...first, unchanged: true });
    expect(await backupsOf(userId)).toHaveLength(1);

    await t.database.db.update(games).set({ title: "Changed" }).where(eq(games.id, gameId));
    const made = await service.create(userId);
    expect(made).toMatchObject({ automatic: false, unchanged: false });
    expect(made?.filename).not.toBe(first?.filename);
    expect(await service.create(userId)).toEqual({ ...made, unchanged: true });
    expect(await backupsOf(userId)).toHaveLength(2);
  });

  it("skip, and log, a user whose games hold more story than a backup takes, without reading them (issue 28 F9)", async () => {
    const { user: big } = await signUp(t.app);
    const { id: bigGame } = await seedLargeGame(t.database.db, big.id, "Endless", 100_000);
    const small = await userWithGame();
    const strict = new BackupService(t.database.db, {
      maxBytes: t.config.backupMaxBytes,
      maxStoryBytes: 50_000,
    });
    const warnings: Array<[Record<string, unknown>, string]> = [];
    const log = {
      warn: (fields: Record<string, unknown>, message: string) => warnings.push([fields, message]),
    };
    vi.mocked(exportGame).mockClear();

    const report = await runAutomaticBackups(t.database.db, strict, { log: log as never });
    expect(report.skipped).toBeGreaterThanOrEqual(1);
    expect(warnings).toContainEqual([
      { userId: big.id, reason: expect.stringContaining("over STORY_BYTES_PER_USER_MAX (50000)") },
      "automatic backup skipped: the games are too large",
    ]);
    expect(vi.mocked(exportGame).mock.calls.map(([, id]) => id)).not.toContain(bigGame);
    expect(await backupsOf(big.id)).toEqual([]);
    expect(await backupsOf(small.userId)).toHaveLength(1);
  });

  it("fail an aborted run instead of finishing it, so that the job is retried for the users left", async () => {
    const users = await Promise.all([userWithGame("A"), userWithGame("B"), userWithGame("C")]);
    const stop = new AbortController();
    // The instance is told to stop while the run backs up its first user.
    const stopping = {
      create: async (...args: Parameters<BackupService["create"]>) => {
        const made = await service.create(...args);
        stop.abort();
        return made;
      },
    } as BackupService;
    const run = runAutomaticBackups(t.database.db, stopping, { signal: stop.signal });
    const error = await run.then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(BackupRunAborted);
    const { made, unchanged, skipped, failed } = (error as BackupRunAborted).report;
    expect(made + unchanged + skipped + failed).toBe(1);
    const reached = await Promise.all(users.map(async (u) => (await backupsOf(u.userId)).length));
    expect(reached.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);

    // The retry backs up everyone the aborted run did not reach.
    await runAutomaticBackups(t.database.db, service);
    for (const u of users) expect(await backupsOf(u.userId)).toHaveLength(1);
  });

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
