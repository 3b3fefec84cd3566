import { createHash } from "node:crypto";
import { Inflate, strFromU8, strToU8, zipSync } from "fflate";
import { MAX_GAMES_PER_ARCHIVE } from "../../../contract/backups";
import { badRequest, HttpError } from "../../errors";
import { jsonHasNul } from "../../text-input";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  GameDocument,
  gamePath,
  MANIFEST_PATH,
  Manifest,
  type Manifest as ManifestType,
} from "./backup-format";

export { MAX_GAMES_PER_ARCHIVE };
/** Unpacked bytes an archive may expand to, per packed byte allowed (BACKUP_MAX_BYTES). */
export const UNPACKED_PER_PACKED = 10;
/**
 * Packed bytes handed to the inflater at a time. DEFLATE expands at most about 1,032 to 1, so
 * one step writes at most ~16 MB before its output is counted: inflating stops within one step
 * of a limit, however far the data would go on.
 */
export const INFLATE_STEP = 16 * 1024;
/**
 * What manifest.json may unpack to: 500 files' paths, checksums and sizes, pretty-printed, take
 * about 80 KB. Checked on the zip's directory before anything is inflated (issue 28, F1: a 24 KB
 * archive whose manifest unpacked to 24 MB of `[0,0,…]` took the process down).
 */
export const MAX_MANIFEST_BYTES = 256 * 1024;
/**
 * What one game's file may unpack to: the largest game Taleforge lets anyone make, pretty-printed.
 * Its written story is at most the Story Editor's 8 MB save (edit-game-routes.ts), its outline
 * and Complete Story at most 100 chapters of 30,000 characters each (contract/outline.ts,
 * contract/complete-story.ts: 18 MB as three-byte UTF-8), characters and events a few MB more;
 * the indentation of JSON.stringify(doc, null, 2) adds up to half again. 48 MB holds all of it,
 * and bounds the memory one file costs the worker that reads it (server/parsing/parse-pool.ts).
 */
export const MAX_GAME_FILE_BYTES = 48 * 1024 * 1024;

export const ArchiveMessages = {
  empty: "Choose a backup file to restore",
  tooLarge: (maxBytes: number) => `The backup is larger than the ${megabytes(maxBytes)} limit`,
  damaged: "The backup file is damaged or is not a zip archive",
  foreign: "This file is not a Taleforge backup",
  newer: "This backup was made by a newer version of Taleforge and cannot be restored here",
  checksum: (path: string) => `The backup file is damaged: ${path} does not match its checksum`,
  tooManyGames: `A backup can hold at most ${MAX_GAMES_PER_ARCHIVE} games`,
  tooDemanding:
    "The backup needs more memory or time to read than a restore may use: it is damaged or far too large",
  manifestTooLarge:
    "This backup's list of files is far larger than any Taleforge backup's: the file is damaged",
  gameTooLarge: (path: string) =>
    `The backup file is damaged: ${path} is larger than any Taleforge game (${megabytes(MAX_GAME_FILE_BYTES)} at most)`,
} as const;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const GAME_PATH = /^games\/\d{3,5}\.json$/;

/** The games' files as the archive holds them, and a hash of them all. */
export type EncodedGames = {
  files: Array<{ path: string; data: Uint8Array; sha256: string }>;
  /** SHA-256 over the game files alone (not the manifest's date): equal when nothing changed. */
  contentHash: string;
};

/**
 * One JSON file per game, in the order given, with its checksum and the content hash: what a
 * backup compares with the last one before anything is zipped.
 */
export function encodeGames(documents: GameDocument[]): EncodedGames {
  const content = createHash("sha256");
  const files = documents.map((doc, index) => {
    const path = gamePath(index);
    const data = strToU8(JSON.stringify(doc, null, 2));
    const digest = sha256(data);
    content.update(`${path}:${digest}\n`);
    return { path, data, sha256: digest };
  });
  return { files, contentHash: content.digest("hex") };
}

/** A zip of manifest.json and the encoded games. */
export function zipArchive(userId: string, encoded: EncodedGames, createdAt: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const { path, data } of encoded.files) files[path] = data;
  const manifest: ManifestType = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    user: { id: userId },
    games: encoded.files.length,
    files: encoded.files.map(({ path, sha256: digest, data }) => ({
      path,
      sha256: digest,
      bytes: data.length,
    })),
  };
  files[MANIFEST_PATH] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6, mtime: createdAt });
}

export type Archive = { bytes: Uint8Array; contentHash: string };

/** A zip of manifest.json and one JSON per game, in the order given. */
export function writeArchive(userId: string, documents: GameDocument[], createdAt: Date): Archive {
  const encoded = encodeGames(documents);
  return { bytes: zipArchive(userId, encoded, createdAt), contentHash: encoded.contentHash };
}

// ---- Reading an upload ------------------------------------------------------------------------

/** A zip entry as its central directory describes it. */
export type Entry = {
  name: string;
  /** 0 stored, 8 deflated: anything else is refused. */
  method: number;
  /** What the central directory claims: checked, never trusted. */
  packed: number;
  unpacked: number;
  /** Where the packed data starts. */
  start: number;
};

/** A game's file the manifest lists, found in the zip, with the checksum it must have. */
export type GameEntry = Entry & { sha256: string };

const damaged = () => badRequest(ArchiveMessages.damaged);

/**
 * The zip's entries from its central directory (the end of the file), each checked to lie
 * within the upload. Zip64, encryption and split archives are refused: Taleforge never writes
 * them, and an archive over 4 GB is far past any limit.
 */
function zipEntries(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  // The end-of-central-directory record: 22 bytes and a comment of up to 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at--)
    if (u32(at) === 0x06054b50 && at + 22 + u16(at + 20) === bytes.length) {
      end = at;
      break;
    }
  if (end < 0) throw damaged();
  const disk = u16(end + 4);
  const count = u16(end + 10);
  const directory = u32(end + 16);
  if (disk !== 0 || count === 0xffff || directory > end) throw damaged();
  let at = directory;
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || u32(at) !== 0x02014b50) throw damaged();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const packed = u32(at + 20);
    const unpacked = u32(at + 24);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    if (at + 46 + nameLength > end || flags & 1) throw damaged();
    const name = strFromU8(bytes.subarray(at + 46, at + 46 + nameLength), !(flags & 0x800));
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (local + 30 > directory || u32(local) !== 0x04034b50) throw damaged();
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + packed > directory) throw damaged();
    at = next;
    entries.push({ name, method, packed, unpacked, start });
  }
  return entries;
}

/**
 * One entry inflated under what its header says it unpacks to — a size the caller has already
 * held to its limits, before this is called. A file that grows past its declared size is damaged,
 * refused the moment it does (within one INFLATE_STEP), however far the data would go on; so is
 * one that ends short of it.
 */
function inflateEntry(bytes: Uint8Array, entry: Entry): Uint8Array {
  const packed = bytes.subarray(entry.start, entry.start + entry.packed);
  if (entry.method === 0) {
    if (entry.packed !== entry.unpacked) throw damaged();
    return packed;
  }
  if (entry.method !== 8) throw damaged();
  const out = new Uint8Array(entry.unpacked);
  let size = 0;
  const inflater = new Inflate((chunk) => {
    if (size + chunk.length > entry.unpacked) throw damaged();
    out.set(chunk, size);
    size += chunk.length;
  });
  try {
    let at = 0;
    do {
      const next = Math.min(at + INFLATE_STEP, packed.length);
      inflater.push(packed.subarray(at, next), next === packed.length);
      at = next;
    } while (at < packed.length);
  } catch (err) {
    throw err instanceof HttpError ? err : damaged();
  }
  if (size !== entry.unpacked) throw damaged();
  return out;
}

/** JSON text, refused when damaged or holding a NUL (PostgreSQL's text and jsonb cannot). */
function parseJson(data: Uint8Array): unknown {
  const text = strFromU8(data);
  if (jsonHasNul(text)) throw damaged();
  try {
    return JSON.parse(text);
  } catch {
    throw damaged();
  }
}

/**
 * Checks everything but the games' contents and returns the game files to read, in the
 * manifest's order. The zip's sizes are claims: every limit is held on what the directory
 * declares before anything is inflated (the whole archive to UNPACKED_PER_PACKED × its limit,
 * the manifest to MAX_MANIFEST_BYTES, each game to MAX_GAME_FILE_BYTES), and inflating then
 * refuses a file the moment it outgrows its declaration. The manifest's size is checked by type
 * and length before its schema: Zod notes an issue per bad element, and 12 million of them
 * exhaust any heap (F1). A file the manifest does not list is never inflated.
 */
/** An archive's directory: when it was made (its manifest's createdAt) and its games' files. */
export type OpenedArchive = { createdAt: string; entries: GameEntry[] };

export function openArchive(bytes: Uint8Array, maxBytes: number): OpenedArchive {
  if (bytes.length === 0) throw badRequest(ArchiveMessages.empty);
  const tooLarge = () => badRequest(ArchiveMessages.tooLarge(maxBytes));
  if (bytes.length > maxBytes) throw tooLarge();
  const entries = new Map<string, Entry>();
  let declared = 0;
  for (const entry of zipEntries(bytes)) {
    if (entries.has(entry.name)) throw damaged();
    entries.set(entry.name, entry);
    declared += entry.unpacked;
  }
  if (declared > maxBytes * UNPACKED_PER_PACKED) throw tooLarge();

  const manifestEntry = entries.get(MANIFEST_PATH);
  if (!manifestEntry) throw badRequest(ArchiveMessages.foreign);
  if (manifestEntry.unpacked > MAX_MANIFEST_BYTES) throw badRequest(ArchiveMessages.manifestTooLarge);
  const raw = parseJson(inflateEntry(bytes, manifestEntry)) as {
    format?: unknown;
    version?: unknown;
    games?: unknown;
    files?: unknown;
  } | null;
  if (!raw || typeof raw !== "object" || raw.format !== BACKUP_FORMAT)
    throw badRequest(ArchiveMessages.foreign);
  if (typeof raw.version === "number" && raw.version > BACKUP_VERSION)
    throw badRequest(ArchiveMessages.newer);
  if (!Array.isArray(raw.files)) throw damaged();
  if (
    raw.files.length > MAX_GAMES_PER_ARCHIVE ||
    (typeof raw.games === "number" && raw.games > MAX_GAMES_PER_ARCHIVE)
  )
    throw badRequest(ArchiveMessages.tooManyGames);
  const manifest = Manifest.safeParse(raw);
  if (!manifest.success) throw damaged();
  const { files: listed, games, createdAt } = manifest.data;
  if (listed.length !== games) throw damaged();
  // Every file is listed exactly once; an extra or a missing one means a damaged archive.
  const names = new Set(listed.map((f) => f.path));
  const present = [...entries.keys()].filter((name) => name !== MANIFEST_PATH && !name.endsWith("/"));
  if (names.size !== listed.length || present.length !== listed.length) throw damaged();

  const files = listed.map(({ path, sha256: expected }) => {
    const entry = entries.get(path);
    if (!GAME_PATH.test(path) || !entry) throw damaged();
    if (entry.unpacked > MAX_GAME_FILE_BYTES) throw badRequest(ArchiveMessages.gameTooLarge(path));
    return { ...entry, sha256: expected };
  });
  return { createdAt, entries: files };
}

/** One game's file, inflated, checked against its checksum and the format's schema. */
export function readGame(bytes: Uint8Array, entry: GameEntry): GameDocument {
  const data = inflateEntry(bytes, entry);
  if (sha256(data) !== entry.sha256) throw badRequest(ArchiveMessages.checksum(entry.name));
  const doc = GameDocument.safeParse(parseJson(data));
  if (!doc.success) throw damaged();
  return doc.data;
}

/**
 * The games of an uploaded archive (openArchive, then readGame for each). Anything wrong is a
 * 400 with a message for the user, before anything is imported. The server runs these steps in
 * its parsing workers (server/parsing/), never on its event loop.
 */
export function readArchive(bytes: Uint8Array, maxBytes: number): GameDocument[] {
  return openArchive(bytes, maxBytes).entries.map((entry) => readGame(bytes, entry));
}
