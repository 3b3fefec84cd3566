import { createHash } from "node:crypto";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { badRequest } from "../../errors";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  GameDocument,
  Manifest,
  type Manifest as ManifestType,
} from "./backup-format";

/** Games one archive may hold: a restore is one transaction, and this keeps it bounded. */
export const MAX_GAMES_PER_ARCHIVE = 500;
/** Unpacked bytes an archive may expand to, per packed byte allowed: a zip bomb stops early. */
const UNPACKED_PER_PACKED = 10;

export const ArchiveMessages = {
  empty: "Choose a backup file to restore",
  tooLarge: (maxBytes: number) => `The backup is larger than the ${megabytes(maxBytes)} limit`,
  damaged: "The backup file is damaged or is not a zip archive",
  foreign: "This file is not a Taleforge backup",
  newer: "This backup was made by a newer version of Taleforge and cannot be restored here",
  checksum: (path: string) => `The backup file is damaged: ${path} does not match its checksum`,
  tooManyGames: `A backup can hold at most ${MAX_GAMES_PER_ARCHIVE} games`,
} as const;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const MANIFEST = "manifest.json";
const gamePath = (index: number) => `games/${String(index + 1).padStart(3, "0")}.json`;
const GAME_PATH = /^games\/\d{3,5}\.json$/;

export type Archive = {
  bytes: Uint8Array;
  /** SHA-256 over the game files alone (not the manifest's date): equal when nothing changed. */
  contentHash: string;
};

/** A zip of manifest.json and one JSON per game, in the order given. */
export function writeArchive(userId: string, documents: GameDocument[], createdAt: Date): Archive {
  const files: Record<string, Uint8Array> = {};
  const listed: ManifestType["files"] = [];
  const content = createHash("sha256");
  documents.forEach((doc, index) => {
    const path = gamePath(index);
    const data = strToU8(JSON.stringify(doc, null, 2));
    files[path] = data;
    const digest = sha256(data);
    listed.push({ path, sha256: digest, bytes: data.length });
    content.update(`${path}:${digest}\n`);
  });
  const manifest: ManifestType = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    user: { id: userId },
    games: documents.length,
    files: listed,
  };
  files[MANIFEST] = strToU8(JSON.stringify(manifest, null, 2));
  return { bytes: zipSync(files, { level: 6, mtime: createdAt }), contentHash: content.digest("hex") };
}

/** Unzips, refusing an archive whose declared contents are too big before inflating them. */
function unzip(bytes: Uint8Array, maxPacked: number): Record<string, Uint8Array> {
  const maxUnpacked = maxPacked * UNPACKED_PER_PACKED;
  let declared = 0;
  let tooBig = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (declared > maxUnpacked) tooBig = true;
        return !tooBig;
      },
    });
  } catch {
    throw badRequest(ArchiveMessages.damaged);
  }
  if (tooBig) throw badRequest(ArchiveMessages.tooLarge(maxPacked));
  // A header may understate a file's size: count what was really inflated too.
  const actual = Object.values(files).reduce((sum, f) => sum + f.length, 0);
  if (actual > maxUnpacked) throw badRequest(ArchiveMessages.tooLarge(maxPacked));
  return files;
}

function parseJson(data: Uint8Array): unknown {
  try {
    return JSON.parse(strFromU8(data));
  } catch {
    throw badRequest(ArchiveMessages.damaged);
  }
}

/**
 * The games of an uploaded archive, each checked against the manifest's checksum and the
 * format's schema. Anything wrong is a 400 with a message for the user, before anything is
 * imported.
 */
export function readArchive(bytes: Uint8Array, maxBytes: number): GameDocument[] {
  if (bytes.length === 0) throw badRequest(ArchiveMessages.empty);
  if (bytes.length > maxBytes) throw badRequest(ArchiveMessages.tooLarge(maxBytes));
  const files = unzip(bytes, maxBytes);
  const manifestFile = files[MANIFEST];
  if (!manifestFile) throw badRequest(ArchiveMessages.foreign);
  const raw = parseJson(manifestFile) as { format?: unknown; version?: unknown } | null;
  if (!raw || typeof raw !== "object" || raw.format !== BACKUP_FORMAT)
    throw badRequest(ArchiveMessages.foreign);
  if (typeof raw.version === "number" && raw.version > BACKUP_VERSION)
    throw badRequest(ArchiveMessages.newer);
  const manifest = Manifest.safeParse(raw);
  if (!manifest.success) throw badRequest(ArchiveMessages.damaged);
  const { files: listed, games } = manifest.data;
  if (games > MAX_GAMES_PER_ARCHIVE || listed.length > MAX_GAMES_PER_ARCHIVE)
    throw badRequest(ArchiveMessages.tooManyGames);
  if (listed.length !== games) throw badRequest(ArchiveMessages.damaged);
  // Every file is listed exactly once; an extra or a missing one means a damaged archive.
  const names = new Set(listed.map((f) => f.path));
  const present = Object.keys(files).filter((name) => name !== MANIFEST && !name.endsWith("/"));
  if (names.size !== listed.length || present.length !== listed.length)
    throw badRequest(ArchiveMessages.damaged);

  return listed.map(({ path, sha256: expected }) => {
    const data = files[path];
    if (!GAME_PATH.test(path) || !data) throw badRequest(ArchiveMessages.damaged);
    if (sha256(data) !== expected) throw badRequest(ArchiveMessages.checksum(path));
    const doc = GameDocument.safeParse(parseJson(data));
    if (!doc.success) throw badRequest(ArchiveMessages.damaged);
    return doc.data;
  });
}
