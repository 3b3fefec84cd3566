import { createHash } from "node:crypto";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { HttpError } from "../../errors";
import { megabytes } from "./backup-archive";
import { exportGame, type Reader } from "./backup-export";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type GameDocument,
  gamePath,
  MANIFEST_PATH,
  type Manifest,
} from "./backup-format";

/**
 * Making an archive game by game (issue 28 F9): each game is read, written as JSON in pieces,
 * hashed and deflated a step at a time, with the event loop given back between steps, so that
 * neither memory nor the loop's longest block grows with what a user owns. The bytes are the
 * ones `backup-archive.ts` wrote with one JSON.stringify per game and zipSync (its reader reads
 * both), so an unchanged user's hash stays the same across the change.
 */

/** Bytes hashed and deflated between two yields to the event loop. */
export const WRITE_STEP = 128 * 1024;
/** Objects and arrays this deep are written with one JSON.stringify (a scene of a chapter). */
const SPLIT_DEPTH = 6;

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The 413 of a backup too large to make: the same message whether it was foreseen or found. */
export class BackupTooLarge extends HttpError {
  constructor(
    maxBytes: number,
    /** Why: the story bytes summed before anything was read, or the zip passing the limit. */
    readonly reason: string,
  ) {
    super(413, `Your games are too large for one backup (the limit is ${megabytes(maxBytes)})`);
  }
}

const skipped = (v: unknown) => v === undefined || typeof v === "function" || typeof v === "symbol";

/**
 * The text of `JSON.stringify(value, null, 2)` (placed at `indent`), in pieces: objects and arrays
 * are opened one member at a time down to SPLIT_DEPTH, deeper values are stringified whole. Plain
 * JSON data only (what the database gave): no toJSON, no cycles.
 */
export function* jsonPieces(value: unknown, indent = "", depth = 0): Generator<string> {
  if (depth >= SPLIT_DEPTH || value === null || typeof value !== "object") {
    const text = JSON.stringify(value, null, 2);
    // Newlines in JSON text are only ever its own indentation: strings escape theirs.
    yield indent ? text.replaceAll("\n", `\n${indent}`) : text;
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield "[]";
      return;
    }
    yield "[";
    for (let i = 0; i < value.length; i++) {
      yield `${i ? "," : ""}\n${inner}`;
      const item: unknown = value[i];
      if (skipped(item)) yield "null";
      else yield* jsonPieces(item, inner, depth + 1);
    }
    yield `\n${indent}]`;
    return;
  }
  const entries = Object.entries(value).filter(([, v]) => !skipped(v));
  if (entries.length === 0) {
    yield "{}";
    return;
  }
  yield "{";
  for (let i = 0; i < entries.length; i++) {
    const [key, item] = entries[i] as [string, unknown];
    yield `${i ? "," : ""}\n${inner}${JSON.stringify(key)}: `;
    yield* jsonPieces(item, inner, depth + 1);
  }
  yield `\n${indent}}`;
}

/**
 * Feeds a document's JSON to `write` as UTF-8, WRITE_STEP bytes at a time, yielding to the event
 * loop after each step; answers the SHA-256 and size of the whole.
 */
async function encodeDocument(
  doc: GameDocument,
  write: (chunk: Uint8Array) => void,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  let pending = "";
  const flush = async () => {
    const data = strToU8(pending);
    pending = "";
    for (let at = 0; at < data.length; at += WRITE_STEP) {
      const chunk = data.subarray(at, at + WRITE_STEP);
      hash.update(chunk);
      write(chunk);
      bytes += chunk.length;
      await yieldToLoop();
    }
  };
  for (const piece of jsonPieces(doc)) {
    pending += piece;
    if (pending.length >= WRITE_STEP) await flush();
  }
  await flush();
  return { sha256: hash.digest("hex"), bytes };
}

/** The archive's content hash, built file by file as backup-archive.ts builds it. */
class ContentHash {
  private readonly hash = createHash("sha256");
  add(path: string, digest: string) {
    this.hash.update(`${path}:${digest}\n`);
  }
  digest() {
    return this.hash.digest("hex");
  }
}

/**
 * The content hash of the user's games, read and encoded one at a time, without zipping: what
 * a backup compares with the user's newest before it makes anything.
 */
export async function hashGames(db: Reader, gameIds: string[]): Promise<string> {
  const content = new ContentHash();
  let index = 0;
  for (const id of gameIds) {
    const doc = await exportGame(db, id);
    if (!doc) continue;
    const path = gamePath(index++);
    content.add(path, (await encodeDocument(doc, () => {})).sha256);
    await yieldToLoop();
  }
  return content.digest();
}

/**
 * The SHA-256 of one game's file as a backup would write it now (null: the game is gone): equal
 * to a manifest's entry when the game is just as that backup holds it.
 */
export async function documentHash(db: Reader, gameId: string): Promise<string | null> {
  const doc = await exportGame(db, gameId);
  return doc ? (await encodeDocument(doc, () => {})).sha256 : null;
}

export type StreamedArchive = { bytes: Buffer; contentHash: string; games: number };

/**
 * The zip of the user's games (then manifest.json), read, encoded and deflated one game at a
 * time. Stops with BackupTooLarge the moment the zip passes `maxBytes`.
 */
export async function streamArchive(
  db: Reader,
  userId: string,
  gameIds: string[],
  createdAt: Date,
  maxBytes: number,
): Promise<StreamedArchive> {
  const parts: Uint8Array[] = [];
  let size = 0;
  let failure: Error | null = null;
  let ended = false;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else {
      parts.push(chunk);
      size += chunk.length;
      if (final) ended = true;
    }
  });
  const check = () => {
    if (failure) throw failure;
    if (size > maxBytes) throw new BackupTooLarge(maxBytes, `the archive passed ${maxBytes} bytes`);
  };
  const mtime = createdAt;
  const content = new ContentHash();
  const files: Manifest["files"] = [];
  try {
    for (const id of gameIds) {
      const doc = await exportGame(db, id);
      if (!doc) continue;
      const path = gamePath(files.length);
      const entry = new ZipDeflate(path, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      const written = await encodeDocument(doc, (chunk) => {
        entry.push(chunk, false);
        check();
      });
      entry.push(new Uint8Array(0), true);
      check();
      content.add(path, written.sha256);
      files.push({ path, sha256: written.sha256, bytes: written.bytes });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: createdAt.toISOString(),
      user: { id: userId },
      games: files.length,
      files,
    };
    const entry = new ZipDeflate(MANIFEST_PATH, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(strToU8(JSON.stringify(manifest, null, 2)), true);
    zip.end();
    check();
    if (!ended) throw new Error("the zip did not end");
  } catch (error) {
    zip.terminate();
    throw error;
  }
  return { bytes: Buffer.concat(parts, size), contentHash: content.digest(), games: files.length };
}
