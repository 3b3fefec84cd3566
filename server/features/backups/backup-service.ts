import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import {
  BACKUP_FILENAME,
  BACKUPS_KEPT,
  BackupMessages,
  type BackupSummary,
  type CreatedBackup,
  MANUAL_BACKUPS_KEPT,
  type RestoreResponse,
} from "../../../contract/backups";
import type { Db } from "../../db/client";
import { backups } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../errors";
import type { ParsePool } from "../../parsing/parse-pool";
import type { RestoredGame } from "../../parsing/parse-tasks";
import { ArchiveMessages, encodeGames, megabytes, zipArchive } from "./backup-archive";
import { exportGames } from "./backup-export";
import { importGames } from "./backup-import";

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
};

/** Spec 002 §2–§3 and GAPS.md "Backups": a user's archives, made, listed, fetched and restored. */
export class BackupService {
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
      .select({ filename: backups.filename, bytes: backups.bytes })
      .from(backups)
      .where(and(eq(backups.userId, userId), eq(backups.filename, filename)));
    if (!row) throw notFound(BackupMessages.notFound);
    return row;
  }

  /**
   * Makes a backup of the user's games, unless they are just as in the user's newest backup:
   * then an automatic run makes none (null), and a backup on demand answers that newest one
   * (`unchanged`). The games are encoded and hashed first and only zipped when they changed.
   * Automatic runs also skip a user without games. One transaction under a per-user lock: two
   * instances backing the same user up at once make one archive, and the archive is listed by
   * the same insert that stores it, so a run that dies half way lists nothing. Then the newest
   * BACKUPS_KEPT automatic and MANUAL_BACKUPS_KEPT manual backups stay, each counted apart.
   */
  async create(userId: string, { automatic = false } = {}): Promise<CreatedBackup | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`taleforge-backup:${userId}`}, 0))`,
      );
      const documents = await exportGames(tx, userId);
      if (automatic && documents.length === 0) return null;
      const encoded = encodeGames(documents);
      const [latest] = await tx
        .select({ ...summaryColumns, contentHash: backups.contentHash })
        .from(backups)
        .where(eq(backups.userId, userId))
        .orderBy(desc(backups.createdAt), desc(backups.id))
        .limit(1);
      if (latest?.contentHash === encoded.contentHash) {
        if (automatic) return null;
        const { contentHash: _, ...summary } = latest;
        return { ...toSummary(summary), unchanged: true };
      }
      const now = new Date();
      const bytes = zipArchive(userId, encoded, now);
      if (bytes.length > this.options.maxBytes)
        throw new HttpError(
          413,
          `Your games are too large for one backup (the limit is ${megabytes(this.options.maxBytes)})`,
        );
      const [row] = await tx
        .insert(backups)
        .values({
          id: randomUUID(),
          userId,
          filename: backupFilename(now),
          size: bytes.length,
          gameCount: documents.length,
          automatic,
          contentHash: encoded.contentHash,
          bytes: Buffer.from(bytes),
          createdAt: now,
        })
        .returning(summaryColumns);
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
   * Imports an uploaded archive's games as new drafts; a bad archive imports nothing (400). The
   * archive is read in the parsing workers (ADR 026), one task for its directory and manifest,
   * then one per game: a worker holds one game at a time, and the event loop only receives
   * each game, checked, with its story as JSON text. Every game is read before any is imported.
   */
  async restore(userId: string, bytes: Uint8Array, parsing: ParsePool): Promise<RestoreResponse> {
    const archive = new SharedArrayBuffer(bytes.length);
    new Uint8Array(archive).set(bytes);
    const tooDemanding = () => badRequest(ArchiveMessages.tooDemanding);
    const entries = await parsing.run(
      { kind: "backup-open", archive, maxBytes: this.options.maxBytes },
      tooDemanding,
    );
    const restored: RestoredGame[] = [];
    for (const entry of entries)
      restored.push(await parsing.run({ kind: "backup-game", archive, entry }, tooDemanding));
    return importGames(this.db, userId, restored);
  }
}
