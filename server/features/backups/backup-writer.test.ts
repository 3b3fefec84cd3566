import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, signUp } from "../../test-support/test-app";
import { writeArchive } from "./backup-archive";
import { exportGame, exportGames } from "./backup-export";
import { seedRichGame } from "./backup-test-support";
import { BackupTooLarge, hashGames, jsonPieces, streamArchive, WRITE_STEP } from "./backup-writer";
import { seedLargeGame } from "./large-game-support";

// Counted: how many games the writer read.
vi.mock("./backup-export", async (importOriginal) => {
  const original = await importOriginal<typeof import("./backup-export")>();
  return { ...original, exportGame: vi.fn(original.exportGame) };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  vi.mocked(exportGame).mockClear();
});

const at = new Date("2026-11-26T05:12:31.000Z");
const ids = (docs: { game: { id: string } }[]) => docs.map((d) => d.game.id);

describe("jsonPieces", () => {
  it("joins to exactly JSON.stringify(value, null, 2), however deep or odd the value", () => {
    let deep: unknown = { leaf: "end" };
    for (let i = 0; i < 12; i++) deep = { level: i, list: [deep, [], {}], note: `line\nbreak ${i}` };
    const values: unknown[] = [
      { a: 1, b: [1, "two", null, true, { c: [] }], d: {}, e: undefined, f: "é ✓ 😀 \u2028", g: -0.5 },
      [undefined, { x: undefined }, [[[[[[[[1]]]]]]]]],
      deep,
      { emptyKey: { "": "", '"quoted"': "\\" } },
    ];
    for (const value of values) expect([...jsonPieces(value)].join("")).toBe(JSON.stringify(value, null, 2));
  });
});

describe("the streamed archive", () => {
  it("holds the same files, manifest and content hash as one JSON.stringify and zipSync per game", async () => {
    const { user } = await signUp(t.app);
    await seedRichGame(t.database.db, user.id, "The Lantern of Hollow Vale");
    await seedLargeGame(t.database.db, user.id, "The Long Night", 3 * WRITE_STEP);
    await seedRichGame(t.database.db, user.id, "Brass Sails");
    const documents = await exportGames(t.database.db, user.id);
    const before = writeArchive(user.id, documents, at);

    const made = await streamArchive(t.database.db, user.id, ids(documents), at, 64 * 1024 * 1024);
    expect(made.contentHash).toBe(before.contentHash);
    expect(made.games).toBe(3);
    const files = (zip: Uint8Array) =>
      Object.fromEntries(Object.entries(unzipSync(zip)).map(([path, data]) => [path, strFromU8(data)]));
    expect(files(made.bytes)).toEqual(files(before.bytes));
    // Dated as before: the first entry's DOS time and date are the backup's.
    expect([...made.bytes.subarray(10, 14)]).toEqual([...before.bytes.subarray(10, 14)]);
    // The hash alone, without a zip, is the same.
    expect(await hashGames(t.database.db, ids(documents))).toBe(before.contentHash);
  });

  it("gives the event loop back while it encodes one large game, not only between games", async () => {
    const { user } = await signUp(t.app);
    const { id } = await seedLargeGame(t.database.db, user.id, "Very Long", 2 * 1024 * 1024);
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const made = await streamArchive(t.database.db, user.id, [id], at, 64 * 1024 * 1024).finally(() => {
      running = false;
    });
    expect(made.games).toBe(1);
    // 2 MB in steps of WRITE_STEP: the loop turned at least once a step.
    expect(turns).toBeGreaterThanOrEqual((2 * 1024 * 1024) / WRITE_STEP);
  });

  it("stops reading games the moment the zip passes the limit", async () => {
    const { user } = await signUp(t.app);
    const games = [];
    for (let i = 0; i < 6; i++)
      games.push((await seedLargeGame(t.database.db, user.id, `Noise ${i}`, 100_000, "random")).id);
    const error = await streamArchive(t.database.db, user.id, games, at, 128 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupTooLarge);
    expect((error as BackupTooLarge).statusCode).toBe(413);
    expect(vi.mocked(exportGame).mock.calls.length).toBeLessThan(games.length);
  });
});
