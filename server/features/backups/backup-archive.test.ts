import { createHash } from "node:crypto";
import { Inflate, strToU8 } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ArchiveMessages,
  INFLATE_STEP,
  MAX_GAME_FILE_BYTES,
  MAX_MANIFEST_BYTES,
  readArchive,
  UNPACKED_PER_PACKED,
  writeArchive,
} from "./backup-archive";
import { BACKUP_FORMAT, BACKUP_VERSION, type GameDocument } from "./backup-format";
import { DOCUMENT_AT, gameDocument as document } from "./game-document-support";
import { craftZip, deflated, manifestBomb, zeroBomb } from "./zip-test-support";

const MB = 1024 * 1024;
const at = DOCUMENT_AT;

/** A game document; with `outline`, eight outline chapters holding it. */
function gameDocument(title: string, outline = ""): GameDocument {
  return document(
    title,
    {},
    {
      outlineChapters: outline
        ? Array.from({ length: 8 }, (_, i) => ({
            id: `o${i}`,
            chapterNumber: i + 1,
            title: `Chapter ${i + 1}`,
            outline: "",
            content: outline,
            selectedCharacters: [],
            selectedLocation: "",
            isGenerated: false,
            actionOptions: [],
            createdAt: at,
            updatedAt: at,
          }))
        : [],
    },
  );
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const manifestOf = (files: Array<{ path: string; data: Uint8Array }>) =>
  strToU8(
    JSON.stringify({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: at,
      user: { id: "u1" },
      games: files.length,
      files: files.map(({ path, data }) => ({ path, sha256: sha256(data), bytes: data.length })),
    }),
  );

/** What the inflater was given and gave back, over every Inflate in this test. */
function watchInflate() {
  const seen = { pushes: 0, packed: 0, unpacked: 0 };
  const push = Inflate.prototype.push;
  vi.spyOn(Inflate.prototype, "push").mockImplementation(function (this: Inflate, chunk, final) {
    seen.pushes++;
    seen.packed += chunk.length;
    const ondata = this.ondata;
    this.ondata = (data, last) => {
      seen.unpacked += data.length;
      ondata.call(this, data, last);
    };
    try {
      push.call(this, chunk, final);
    } finally {
      this.ondata = ondata;
    }
  });
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reading an archive", () => {
  it("reads back what it writes, and a zip stored without compression", () => {
    const docs = [gameDocument("One"), gameDocument("Two")];
    expect(readArchive(writeArchive("u1", docs, new Date(at)).bytes, MB)).toEqual(docs);
    const one = strToU8(JSON.stringify(docs[0]));
    const stored = craftZip([
      { name: "games/001.json", packed: one, method: 0, declared: one.length },
      {
        name: "manifest.json",
        packed: manifestOf([{ path: "games/001.json", data: one }]),
        method: 0,
        declared: manifestOf([{ path: "games/001.json", data: one }]).length,
      },
    ]);
    expect(readArchive(stored, MB)).toEqual([docs[0]]);
  });

  it("reads a large, highly compressible game within the limit, and refuses it past the limit unread", () => {
    // 8 chapters of 400,000 letters: 3.2 MB that pack to a few KB.
    const big = gameDocument("Big", "a".repeat(400_000));
    const zip = writeArchive("u1", [big], new Date(at)).bytes;
    expect(zip.length).toBeLessThan(64 * 1024);
    expect(readArchive(zip, MB)).toEqual([big]); // 10 MB may be unpacked

    // With a 256 KB limit (2.5 MB unpacked) its declared size alone refuses it: nothing is inflated.
    const seen = watchInflate();
    expect(() => readArchive(zip, 256 * 1024)).toThrow(ArchiveMessages.tooLarge(256 * 1024));
    expect(seen.pushes).toBe(0);
  });

  it("stops inflating within one step when a file's header understates its size", () => {
    const maxBytes = 2 * MB; // 20 MB may be unpacked
    // 1 GB of zeros in about 1 MB, whose headers claim 100 bytes.
    const bomb = zeroBomb(1024);
    expect(bomb.length).toBeLessThan(maxBytes);
    const game = strToU8(JSON.stringify(gameDocument("Bomb")));
    const manifest = manifestOf([{ path: "games/001.json", data: game }]);
    const zip = craftZip([
      deflated("manifest.json", manifest),
      { name: "games/001.json", packed: bomb, method: 8, declared: 100 },
    ]);

    const seen = watchInflate();
    const started = performance.now();
    expect(() => readArchive(zip, maxBytes)).toThrow(ArchiveMessages.damaged);
    // The work is bounded by the limit, not by the data: the manifest, then one step of the bomb.
    expect(seen.packed).toBeLessThanOrEqual(manifest.length + INFLATE_STEP);
    expect(seen.unpacked).toBeLessThan(maxBytes * UNPACKED_PER_PACKED);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("stops within one step when the manifest itself is the understated bomb", () => {
    const seen = watchInflate();
    const zip = craftZip([{ name: "manifest.json", packed: zeroBomb(512), method: 8, declared: 2_000 }]);
    expect(() => readArchive(zip, 2 * MB)).toThrow(ArchiveMessages.damaged);
    expect(seen.pushes).toBe(1);
    expect(seen.packed).toBeLessThanOrEqual(INFLATE_STEP);
  });

  it("never inflates a file the manifest does not list", () => {
    const game = strToU8(JSON.stringify(gameDocument("Listed")));
    const manifest = manifestOf([{ path: "games/001.json", data: game }]);
    const seen = watchInflate();
    const zip = craftZip([
      deflated("manifest.json", manifest),
      deflated("games/001.json", game),
      { name: "games/002.json", packed: zeroBomb(256), method: 8, declared: 10 },
    ]);
    expect(() => readArchive(zip, 2 * MB)).toThrow(ArchiveMessages.damaged);
    expect(seen.packed).toBeLessThanOrEqual(deflated("m", manifest).packed.length);
  });

  it("refuses a file that unpacks short of its declared size, or a stored one whose sizes differ", () => {
    const game = strToU8(JSON.stringify(gameDocument("Short")));
    const manifest = manifestOf([{ path: "games/001.json", data: game }]);
    const short = craftZip([
      deflated("manifest.json", manifest),
      { ...deflated("games/001.json", game), declared: game.length + 1 },
    ]);
    expect(() => readArchive(short, MB)).toThrow(ArchiveMessages.damaged);
    const stored = craftZip([
      deflated("manifest.json", manifest),
      { name: "games/001.json", packed: game, method: 0, declared: game.length - 1 },
    ]);
    expect(() => readArchive(stored, MB)).toThrow(ArchiveMessages.damaged);
  });

  it("refuses a zip whose entries point outside it, or that is cut short", () => {
    const zip = writeArchive("u1", [gameDocument("Cut")], new Date(at)).bytes;
    for (let cut = 1; cut < zip.length; cut += 97)
      expect(() => readArchive(zip.subarray(0, cut), MB), String(cut)).toThrow(ArchiveMessages.damaged);
    // The central directory's offset patched past the end.
    const patched = zip.slice();
    new DataView(patched.buffer).setUint32(patched.length - 6, patched.length, true);
    expect(() => readArchive(patched, MB)).toThrow(ArchiveMessages.damaged);
  });

  describe("issue 28, F1: a manifest or a game file larger than any Taleforge writes", () => {
    const maxBytes = 20 * MB; // the default BACKUP_MAX_BYTES: 200 MB may be unpacked

    it("refuses the 24 KB archive whose manifest lists 12,000,000 zeros, and its 8 KB variant, unread", () => {
      for (const zeros of [12_000_000, 4_000_000]) {
        const zip = manifestBomb(zeros);
        expect(zip.length).toBeLessThan(zeros === 12_000_000 ? 25 * 1024 : 9 * 1024);
        const seen = watchInflate();
        // Without the bound, this inflated 24 MB and Zod noted 12 million issues: the heap died.
        expect(() => readArchive(zip, maxBytes)).toThrow(ArchiveMessages.manifestTooLarge);
        expect(seen.pushes).toBe(0);
        vi.restoreAllMocks();
      }
    });

    it("refuses a manifest within its size that lists more files than a backup may hold, before its schema", () => {
      // 120,000 zeros: 240 KB, under MAX_MANIFEST_BYTES.
      const zip = manifestBomb(120_000);
      expect(120_000 * 2).toBeLessThan(MAX_MANIFEST_BYTES);
      expect(() => readArchive(zip, maxBytes)).toThrow(ArchiveMessages.tooManyGames);
    });

    it("refuses a game file declared larger than any game before inflating it", () => {
      const game = strToU8(JSON.stringify(gameDocument("Huge")));
      const declared = MAX_GAME_FILE_BYTES + 1;
      const manifest = strToU8(
        JSON.stringify({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: at,
          user: { id: "u1" },
          games: 1,
          files: [{ path: "games/001.json", sha256: sha256(game), bytes: declared }],
        }),
      );
      const zip = craftZip([
        deflated("manifest.json", manifest),
        { name: "games/001.json", packed: zeroBomb(49), method: 8, declared },
      ]);
      const seen = watchInflate();
      expect(() => readArchive(zip, maxBytes)).toThrow(ArchiveMessages.gameTooLarge("games/001.json"));
      expect(seen.packed).toBeLessThanOrEqual(deflated("m", manifest).packed.length);
    });
  });
});
