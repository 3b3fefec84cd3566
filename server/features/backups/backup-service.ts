import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import {
  BACKUP_FILENAME,
  BACKUPS_AT_ONCE,
  BACKUPS_KEPT,
  type BackupContents,
  BackupMessages,
  type BackupSummary,
  type CreatedBackup,
  MANUAL_BACKUPS_KEPT,
  type RestoreResponse,
} from "../../../contract/backups";
import type { Db } from "../../db/client";
import { backups, readBytes } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../errors";
import type { ParsePool } from "../../parsing/parse-pool";
import type { GamesQuota } from "../games/games-quota";
import { ArchiveMessages, type GameEntry } from "./backup-archive";
import { archiveStatuses } from "./backup-contents";
import { ownedGameIds, type Reader } from "./backup-export";
import { type ArchiveRestore, importGames } from "./backup-import";
import { storyBytesOf } from "./backup-size";
import { BackupTooLarge, hashGames, streamArchive, yieldToLoop } from "./backup-writer";

const summaryColumns = {
  filename: backups.filename,
  size: backups.size,
  createdAt: backups.createdAt,
  automatic: backups.automatic,
  gameCount: backups.gameCount,
};

type SummaryRow = { filename: string; size: number; createdAt: Date; automatic: boolean; gameCount: number };

const toSummary = ({ createdAt, ...row }: SummaryRow): BackupSummary => ({
  ...row,
  date: createdAt.toISOString(),
});

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** "taleforge-backup-20261126-051231-k3x9qa.zip": sortable by date, unique by its last six. */
export function backupFilename(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `taleforge-backup-${stamp}-${suffix}.zip`;
}

export type BackupOptions = {
  /** The largest archive made or taken back (BACKUP_MAX_BYTES). */
  maxBytes: number;
  /** The games-per-account cap a restore must fit in, whole (MAX_GAMES_PER_USER). */
  games?: GamesQuota;
  /** The story bytes a user's games may hold and still be backed up (STORY_BYTES_PER_USER_MAX). */
  maxStoryBytes: number;
};

/** Restores read at once by one process (each may hold 10 × BACKUP_MAX_BYTES unpacked). */
const RESTORES_AT_ONCE = 2;

/** Bytes of an archive sent to the database in one statement. */
const BYTES_STEP = 512 * 1024;

/**
 * Writes an archive's bytes into its row a step at a time, giving the event loop a turn between
 * steps: the embedded PGlite runs on the event loop, and one 5 MB parameter held it ~180 ms
 * (bench/hostile-inputs.ts, ADR 026). Each step appends in the database (a copy in C).
 */
async function appendBytes(tx: Reader, id: string, bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; at += BYTES_STEP) {
    const part = Buffer.from(bytes.subarray(at, at + BYTES_STEP)).toString("base64");
    await tx
      .update(backups)
      .set({ bytes: sql`${backups.bytes} || decode(${part}, 'base64')` })
      .where(eq(backups.id, id));
    await yieldToLoop();
  }
}

/** Spec 002 §2–§3 and GAPS.md "Backups": a user's archives, made, listed, fetched and restored. */
export class BackupService {
  /** Users whose archive this process is restoring. */
  private readonly restoring = new Set<string>();
  /** Users whose backup this process is making, and whether it is on demand. */
  private readonly making = new Map<string, { automatic: boolean }>();

  constructor(
    private readonly db: Db,
    private readonly options: BackupOptions,
  ) {}

  /** Newest first. */
  async list(userId: string): Promise<BackupSummary[]> {
    const rows = await this.db
      .select(summaryColumns)
      .from(backups)
      .where(eq(backups.userId, userId))
      .orderBy(desc(backups.createdAt), desc(backups.id));
    return rows.map(toSummary);
  }

  /** The zip, when `filename` names one of the user's own backups; anything else is a 404. */
  async file(userId: string, filename: string): Promise<{ filename: string; bytes: Buffer }> {
    if (!BACKUP_FILENAME.test(filename)) throw notFound(BackupMessages.notFound);
    const [row] = await this.db
      .select({ filename: backups.filename, bytes: readBytes(backups.bytes) })
      .from(backups)
      .where(and(eq(backups.userId, userId), eq(backups.filename, filename)));
    if (!row) throw notFound(BackupMessages.notFound);
    return row;
  }

  /** The user's newest backup, automatic or manual, with its content hash. */
  private async newest(db: Reader, userId: string) {
    const [latest] = await db
      .select({ ...summaryColumns, contentHash: backups.contentHash })
      .from(backups)
      .where(eq(backups.userId, userId))
      .orderBy(desc(backups.createdAt), desc(backups.id))
      .limit(1);
    return latest;
  }

  /**
   * Throws BackupTooLarge (413) when the user's games hold more story than a backup takes: the
   * database sums it, before any story is read (issue 28 F9).
   */
  async checkSize(userId: string): Promise<void> {
    const storyBytes = await storyBytesOf(this.db, userId);
    if (storyBytes > this.options.maxStoryBytes)
      throw new BackupTooLarge(
        this.options.maxBytes,
        `the games hold ${storyBytes} bytes of story, over STORY_BYTES_PER_USER_MAX (${this.options.maxStoryBytes})`,
      );
  }

  /**
   * Makes a backup of the user's games, unless they are just as in the user's newest backup:
   * then an automatic run makes none (null), and a backup on demand answers that newest one
   * (`unchanged`). Automatic runs also skip a user without games. In order (issue 28 F9):
   * 1. the story bytes are summed by the database, and a user over STORY_BYTES_PER_USER_MAX is
   *    refused (413) before anything is read;
   * 2. the games are read and hashed one at a time (nothing zipped): equal to the newest
   *    backup's hash means unchanged;
   * 3. otherwise they are read again one at a time and zipped as they come (backup-writer.ts),
   *    stopping with a 413 the moment the zip passes BACKUP_MAX_BYTES;
   * 4. one short transaction under a per-user lock compares the hash with the newest backup
   *    again (two instances backing the same user up at once make one archive), stores the
   *    archive with the same insert that lists it (a run that dies half way lists nothing), and
   *    keeps the newest BACKUPS_KEPT automatic and MANUAL_BACKUPS_KEPT manual backups.
   * Reading happens outside the transaction: a long backup never holds a connection (on
   * PGlite, the only one) while it deflates.
   */
  async create(userId: string, { automatic = false } = {}): Promise<CreatedBackup | null> {
    // A backup costs seconds of CPU for a large user: one at a time per user (a burst of
    // clicks, or a click during the 6-hourly run, is a 429), and BACKUPS_AT_ONCE on demand in
    // all (a 503). The job backs its users up one by one and is not counted against the others.
    if (this.making.has(userId)) throw new HttpError(429, BackupMessages.busy);
    const onDemand = [...this.making.values()].filter((m) => !m.automatic).length;
    if (!automatic && onDemand >= BACKUPS_AT_ONCE)
      throw new HttpError(503, BackupMessages.siteBusy, { "retry-after": "30" });
    this.making.set(userId, { automatic });
    try {
      return await this.make(userId, automatic);
    } finally {
      this.making.delete(userId);
    }
  }

  private async make(userId: string, automatic: boolean): Promise<CreatedBackup | null> {
    await this.checkSize(userId);
    const ids = await ownedGameIds(this.db, userId);
    if (automatic && ids.length === 0) return null;
    const unchanged = ({ contentHash: _, ...summary }: SummaryRow & { contentHash: string }) =>
      automatic ? null : { ...toSummary(summary), unchanged: true };

    const before = await this.newest(this.db, userId);
    if (before && (await hashGames(this.db, ids)) === before.contentHash) return unchanged(before);

    const now = new Date();
    const archive = await streamArchive(this.db, userId, ids, now, this.options.maxBytes);
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`taleforge-backup:${userId}`}, 0))`,
      );
      const latest = await this.newest(tx, userId);
      if (latest?.contentHash === archive.contentHash) return unchanged(latest);
      const id = randomUUID();
      const [row] = await tx
        .insert(backups)
        .values({
          id,
          userId,
          filename: backupFilename(now),
          size: archive.bytes.length,
          gameCount: archive.games,
          automatic,
          contentHash: archive.contentHash,
          bytes: Buffer.alloc(0),
          createdAt: now,
        })
        .returning(summaryColumns);
      await appendBytes(tx, id, archive.bytes);
      // Retention, each kind apart: made by hand never pushes out an automatic one, nor the reverse.
      const kept = tx
        .select({ id: backups.id })
        .from(backups)
        .where(and(eq(backups.userId, userId), eq(backups.automatic, automatic)))
        .orderBy(desc(backups.createdAt), desc(backups.id))
        .limit(automatic ? BACKUPS_KEPT : MANUAL_BACKUPS_KEPT);
      await tx
        .delete(backups)
        .where(
          and(eq(backups.userId, userId), eq(backups.automatic, automatic), notInArray(backups.id, kept)),
        );
      return { ...toSummary(row as SummaryRow), unchanged: false };
    });
  }

  /**
   * Imports an archive's games (all, or those `selection` names by index) as new drafts; a bad
   * archive imports nothing (400). The archive is read in the parsing workers (ADR 026), one
   * task for its directory and manifest, then one per game: a worker holds one game at a time,
   * and the event loop only receives each game, checked, with its story as JSON text. Every
   * chosen game is read before any is imported, and a selection that does not fit the account
   * whole is refused before any is read.
   */
  async restore(
    userId: string,
    bytes: Uint8Array,
    parsing: ParsePool,
    selection?: number[],
  ): Promise<RestoreResponse> {
    return this.oneRestoreAtATime(userId, async () => {
      const archive = shared(bytes);
      const { createdAt, entries } = await this.open(archive, parsing);
      const chosen = chooseEntries(entries, selection);
      const save = async () => {
        const restored: ArchiveRestore[] = [];
        for (const entry of chosen) {
          const game = await parsing.run({ kind: "backup-game", archive, entry }, tooDemanding);
          restored.push({ ...game, sha256: entry.sha256 });
        }
        return importGames(this.db, userId, restored, createdAt);
      };
      // The games-per-account cap (ADR 014) is checked on the manifest, before any game is read.
      return this.options.games ? this.options.games.withRoom(userId, chosen.length, save) : save();
    });
  }

  /** What an archive holds, game by game, and where each stands in the user's studio (issue 30). */
  async contents(userId: string, bytes: Uint8Array, parsing: ParsePool): Promise<BackupContents> {
    return this.oneRestoreAtATime(userId, async () => {
      const archive = shared(bytes);
      const { createdAt, entries } = await this.open(archive, parsing);
      const summaries = [];
      for (const entry of entries)
        summaries.push(await parsing.run({ kind: "backup-summary", archive, entry }, tooDemanding));
      const statuses = await archiveStatuses(
        this.db,
        userId,
        summaries.map((g, i) => ({ id: g.id, sha256: (entries[i] as GameEntry).sha256 })),
      );
      return {
        createdAt,
        games: summaries.map(({ id: _, ...game }, index) => ({
          ...game,
          index,
          status: statuses[index] ?? "new",
        })),
      };
    });
  }

  /** One of the user's own backups' zip, for restoring it from the list (a 404 otherwise). */
  async storedArchive(userId: string, filename: string): Promise<Uint8Array> {
    return (await this.file(userId, filename)).bytes;
  }

  private open(archive: SharedArrayBuffer, parsing: ParsePool) {
    return parsing.run({ kind: "backup-open", archive, maxBytes: this.options.maxBytes }, tooDemanding);
  }

  /**
   * Every game read is held until the import (up to 10 × BACKUP_MAX_BYTES unpacked): one restore
   * (or look into an archive) per user at a time and RESTORES_AT_ONCE in all keep memory bounded.
   */
  private async oneRestoreAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
    if (this.restoring.has(userId)) throw new HttpError(429, BackupMessages.restoreBusy);
    if (this.restoring.size >= RESTORES_AT_ONCE)
      throw new HttpError(503, BackupMessages.siteBusy, { "retry-after": "30" });
    this.restoring.add(userId);
    try {
      return await work();
    } finally {
      this.restoring.delete(userId);
    }
  }
}

const tooDemanding = () => badRequest(ArchiveMessages.tooDemanding);

/** The archive's bytes where the parsing workers can read them without a copy each. */
function shared(bytes: Uint8Array): SharedArrayBuffer {
  const archive = new SharedArrayBuffer(bytes.length);
  new Uint8Array(archive).set(bytes);
  return archive;
}

/** The entries a selection names, in the archive's order; an index past its games is a 400. */
function chooseEntries(entries: GameEntry[], selection?: number[]): GameEntry[] {
  if (!selection) return entries;
  const past = selection.find((i) => i >= entries.length);
  if (past !== undefined)
    throw badRequest(
      `The backup holds ${entries.length} ${entries.length === 1 ? "game" : "games"}: there is no game ${past + 1}`,
    );
  if (selection.length === 0) throw badRequest("Choose at least one game to restore");
  const chosen = new Set(selection);
  return entries.filter((_, i) => chosen.has(i));
}
