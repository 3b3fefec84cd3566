import { z } from "zod";

/** Spec 002 §9: automatic every 6 hours, kept 7 days (28 backups), the list refreshed every 30 s. */
export const BACKUP_INTERVAL_HOURS = 6;
export const BACKUP_KEEP_DAYS = 7;
/**
 * Automatic backups kept per user: the newest 28, whatever was made by hand meanwhile (ADR 022),
 * so that clicking Create Backup Now never pushes the last 7 days' automatic ones out.
 */
export const BACKUPS_KEPT = (BACKUP_KEEP_DAYS * 24) / BACKUP_INTERVAL_HOURS;
/** Backups made with Create Backup Now kept per user, counted apart from the automatic ones. */
export const MANUAL_BACKUPS_KEPT = 10;
export const BACKUP_LIST_REFETCH_MS = 30_000;

/** The largest archive the server makes or takes back (ADR 022); BACKUP_MAX_BYTES changes it. */
export const BACKUP_MAX_BYTES_DEFAULT = 20 * 1024 * 1024;
/**
 * Story bytes a user may hold per byte of BACKUP_MAX_BYTES, when STORY_BYTES_PER_USER_MAX is not
 * set (ADR 022): prose and its JSON deflate about 3 to 1, so a user at this limit makes an archive
 * near the archive limit, and one over it is refused before any story is read.
 */
export const STORY_BYTES_PER_BACKUP_BYTE = 3;

/** Games one archive may hold: a restore is one transaction, and this keeps it bounded. */
export const MAX_GAMES_PER_ARCHIVE = 500;

/**
 * Every backup's name: "taleforge-backup-{yyyymmdd}-{hhmmss}-{6 letters or digits}.zip". A name
 * is only ever looked up among the user's own backups, never used as a path; anything else is 404.
 */
export const BACKUP_FILENAME = /^taleforge-backup-\d{8}-\d{6}-[a-z0-9]{6}\.zip$/;

/** Spec 002 §8, word for word (Backup Failed, Access Error); the not-found ones are ours. */
export const BackupMessages = {
  failedTitle: "Backup Failed",
  failed: "Failed to create backup",
  accessTitle: "Access Error",
  access: "Unable to access backup system, ensure you're logged in",
  notFound: "Backup not found",
  notFoundTitle: "Backup Not Found",
  /** 429: a backup of this user's games is being made (issue 28 F9: one at a time per user). */
  busy: "A backup of your games is already being made. Please wait for it to finish.",
  /** 503: this server is making as many backups on demand as it makes at once. */
  siteBusy: "The server is busy making other backups. Please try again in a minute.",
  restoreBusy: "A backup of yours is already being restored. Please wait for it to finish.",
} as const;

/** Backups on demand one server makes at once (the 6-hourly job adds one, its users in turn). */
export const BACKUPS_AT_ONCE = 2;

/** Spec 002 §3, "Backup": filename, size, date; and whether the schedule made it. */
export const BackupSummary = z.object({
  filename: z.string(),
  /** Bytes of the zip. */
  size: z.number().int().min(0),
  /** When it was made (ISO 8601). */
  date: z.string(),
  automatic: z.boolean(),
  gameCount: z.number().int().min(0),
});
export type BackupSummary = z.infer<typeof BackupSummary>;

/**
 * POST /api/backup/create: the new backup — or, when the games are just as in the user's newest
 * backup, that backup, with `unchanged` true (no copy of the same content is made).
 */
export const CreatedBackup = BackupSummary.extend({ unchanged: z.boolean() });
export type CreatedBackup = z.infer<typeof CreatedBackup>;

/** GET /api/backup/list: the signed-in user's backups, newest first. */
export const BackupList = z.array(BackupSummary);

export const BackupFilenameParams = z.object({ filename: z.string() });

/** POST /api/backup/restore (a zip as the body): what was imported, each game a new draft. */
export const RestoreResponse = z.object({
  message: z.string(),
  games: z.array(z.object({ id: z.string(), title: z.string(), shareSlug: z.string() })),
  characters: z.number().int().min(0),
  events: z.number().int().min(0),
  outlineChapters: z.number().int().min(0),
  storyChapters: z.number().int().min(0),
});
export type RestoreResponse = z.infer<typeof RestoreResponse>;

/**
 * Where a game of an archive stands in the user's studio (issue 30): "unchanged" — the game
 * itself, or a copy restored from the same file, is there as backed up (skipped by default);
 * "changed" — the game is there and was changed since (a restore adds a copy beside it); "new" —
 * it is not there.
 */
export const ArchiveGameStatus = z.enum(["new", "changed", "unchanged"]);
export type ArchiveGameStatus = z.infer<typeof ArchiveGameStatus>;

/** One game of an archive, as the restore dialog lists it. */
export const ArchiveGame = z.object({
  /** Its place in the archive (0-based): what a restore's selection names. */
  index: z.number().int().min(0),
  title: z.string(),
  genre: z.string(),
  /** When it was last changed before the backup (ISO 8601). */
  updatedAt: z.string(),
  sceneCount: z.number().int().min(0),
  status: ArchiveGameStatus,
});
export type ArchiveGame = z.infer<typeof ArchiveGame>;

/**
 * POST /api/backup/inspect (a zip as the body) and GET /api/backup/contents/{filename}: what an
 * archive holds, before anything is restored.
 */
export const BackupContents = z.object({
  /** When the backup was made (ISO 8601): restored games carry it. */
  createdAt: z.string(),
  games: z.array(ArchiveGame),
});
export type BackupContents = z.infer<typeof BackupContents>;

const selectionMessage = "Choose the games to restore by their place in the backup";

/** The games of an archive to restore, by index; absent: all of them. Each at most once. */
export const RestoreSelection = z
  .array(z.number({ error: selectionMessage }).int(selectionMessage).min(0, selectionMessage))
  .max(MAX_GAMES_PER_ARCHIVE)
  .refine((list) => new Set(list).size === list.length, "A game is chosen twice");

/** POST /api/backup/restore?games=0,2: the selection in the query, as the body is the archive. */
export const RestoreQuery = z.object({
  games: z
    .string()
    .max(4_000)
    .regex(/^(\d{1,4}(,\d{1,4})*)?$/, selectionMessage)
    .transform((list) => (list === "" ? [] : list.split(",").map(Number)))
    .pipe(RestoreSelection)
    .optional(),
});

/** POST /api/backup/restore/{filename}: a backup from the list, restored without downloading it. */
export const RestoreStoredBody = z.object({ games: RestoreSelection.optional() }).strict();
