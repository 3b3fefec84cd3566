import { createHash } from "node:crypto";
import { Inflate, strFromU8, strToU8, zipSync } from "fflate";
import { badRequest, HttpError } from "../../errors";
import { jsonHasNul } from "../../text-input";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  GameDocument,
  Manifest,
  type Manifest as ManifestType,
} from "./backup-format";

/** Games one archive may hold: a restore is one transaction, and this keeps it bounded. */
export const MAX_GAMES_PER_ARCHIVE = 500;
/** Unpacked bytes an archive may expand to, per packed byte allowed (BACKUP_MAX_BYTES). */
export const UNPACKED_PER_PACKED = 10;
/**
 * Packed bytes handed to the inflater at a time. DEFLATE expands at most about 1,032 to 1, so
 * one step writes at most ~16 MB before its output is counted: inflating stops within one step
 * of a limit, however far the data would go on.
 */
export const INFLATE_STEP = 16 * 1024;

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
  files[MANIFEST] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6, mtime: createdAt });
}

export type Archive = { bytes: Uint8Array; contentHash: string };

/** A zip of manifest.json and one JSON per game, in the order given. */
export function writeArchive(userId: string, documents: GameDocument[], createdAt: Date): Archive {
  const encoded = encodeGames(documents);
  return { bytes: zipArchive(userId, encoded, createdAt), contentHash: encoded.contentHash };
}

// ---- Reading an upload ------------------------------------------------------------------------

type Entry = {
  name: string;
  /** 0 stored, 8 deflated: anything else is refused. */
  method: number;
  /** What the central directory claims: checked, never trusted. */
  packed: number;
  unpacked: number;
  /** Where the packed data starts. */
  start: number;
};

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
 * Inflates entries under a limit on what they really unpack to — never what their headers say:
 * a file that grows past its declared size is damaged, and a total past `maxUnpacked` is too
 * large, each refused the moment it happens (within one INFLATE_STEP).
 */
class BoundedInflater {
  private total = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly maxUnpacked: number,
    private readonly tooLarge: () => HttpError,
  ) {}

  private count(size: number, entry: Entry, fileSoFar: number) {
    this.total += size;
    if (fileSoFar > entry.unpacked) throw damaged();
    if (this.total > this.maxUnpacked) throw this.tooLarge();
  }

  inflate(entry: Entry): Uint8Array {
    const packed = this.bytes.subarray(entry.start, entry.start + entry.packed);
    if (entry.method === 0) {
      if (entry.packed !== entry.unpacked) throw damaged();
      this.count(packed.length, entry, packed.length);
      return packed;
    }
    if (entry.method !== 8) throw damaged();
    const parts: Uint8Array[] = [];
    let size = 0;
    const inflater = new Inflate((chunk) => {
      size += chunk.length;
      this.count(chunk.length, entry, size);
      parts.push(chunk);
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
    const out = new Uint8Array(size);
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
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
 * The games of an uploaded archive, each checked against the manifest's checksum and the
 * format's schema. Anything wrong is a 400 with a message for the user, before anything is
 * imported. The zip's sizes are claims: the declared total is checked before anything is
 * inflated, then every file is inflated under what it really unpacks to (BoundedInflater),
 * the manifest first, and a file the manifest does not list is never inflated.
 */
export function readArchive(bytes: Uint8Array, maxBytes: number): GameDocument[] {
  if (bytes.length === 0) throw badRequest(ArchiveMessages.empty);
  const tooLarge = () => badRequest(ArchiveMessages.tooLarge(maxBytes));
  if (bytes.length > maxBytes) throw tooLarge();
  const maxUnpacked = maxBytes * UNPACKED_PER_PACKED;
  const entries = new Map<string, Entry>();
  let declared = 0;
  for (const entry of zipEntries(bytes)) {
    if (entries.has(entry.name)) throw damaged();
    entries.set(entry.name, entry);
    declared += entry.unpacked;
  }
  if (declared > maxUnpacked) throw tooLarge();
  const inflater = new BoundedInflater(bytes, maxUnpacked, tooLarge);

  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw badRequest(ArchiveMessages.foreign);
  const raw = parseJson(inflater.inflate(manifestEntry)) as { format?: unknown; version?: unknown } | null;
  if (!raw || typeof raw !== "object" || raw.format !== BACKUP_FORMAT)
    throw badRequest(ArchiveMessages.foreign);
  if (typeof raw.version === "number" && raw.version > BACKUP_VERSION)
    throw badRequest(ArchiveMessages.newer);
  const manifest = Manifest.safeParse(raw);
  if (!manifest.success) throw damaged();
  const { files: listed, games } = manifest.data;
  if (games > MAX_GAMES_PER_ARCHIVE || listed.length > MAX_GAMES_PER_ARCHIVE)
    throw badRequest(ArchiveMessages.tooManyGames);
  if (listed.length !== games) throw damaged();
  // Every file is listed exactly once; an extra or a missing one means a damaged archive.
  const names = new Set(listed.map((f) => f.path));
  const present = [...entries.keys()].filter((name) => name !== MANIFEST && !name.endsWith("/"));
  if (names.size !== listed.length || present.length !== listed.length) throw damaged();

  return listed.map(({ path, sha256: expected }) => {
    const entry = entries.get(path);
    if (!GAME_PATH.test(path) || !entry) throw damaged();
    const data = inflater.inflate(entry);
    if (sha256(data) !== expected) throw badRequest(ArchiveMessages.checksum(path));
    const doc = GameDocument.safeParse(parseJson(data));
    if (!doc.success) throw damaged();
    return doc.data;
  });
}
