import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  BACKUP_FILENAME,
  BACKUPS_AT_ONCE,
  BackupMessages,
  type CreatedBackup,
} from "../../../contract/backups";
import { account, games, outlineChapters, session, storyJobs } from "../../db/schema";
import { chapterText } from "../../game/story-chapters";
import { createTestApp, signUp } from "../../test-support/test-app";
import { ArchiveMessages, encodeGames, writeArchive, zipArchive } from "./backup-archive";
import { exportGame, exportGames } from "./backup-export";
import type { GameDocument } from "./backup-format";
import { seedRichGame, userContent } from "./backup-test-support";
import { BackupTooLarge } from "./backup-writer";
import { seedLargeGame } from "./large-game-support";
import { craftZip, deflated, zeroBomb } from "./zip-test-support";

// Watched: a backup too large to make is refused before any game is read (issue 28 F9).
vi.mock("./backup-export", async (importOriginal) => {
  const original = await importOriginal<typeof import("./backup-export")>();
  return { ...original, exportGame: vi.fn(original.exportGame), exportGames: vi.fn(original.exportGames) };
});

type PlotLine = GameDocument["game"]["plotLines"][number];

const MAX_BYTES = 256 * 1024;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(
    { BACKUP_MAX_BYTES: String(MAX_BYTES) },
    process.env.DEBUG_LOG ? { logger: { level: "error" } } : {},
  );
});
afterAll(async () => {
  await t.close();
});

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const upload = (cookie: string | undefined, body: Uint8Array | string, type = "application/zip") =>
  t.app.inject({
    method: "POST",
    url: "/api/backup/restore",
    payload: Buffer.from(body),
    headers: { "content-type": type, ...(cookie ? { cookie } : {}) },
  });

async function createBackup(cookie: string) {
  const res = await call("POST", "/api/backup/create", cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CreatedBackup;
}
async function download(cookie: string, filename: string) {
  const res = await call("GET", `/api/backup/download/${filename}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
const gameCount = async (userId: string) =>
  (await t.database.db.select({ id: games.id }).from(games).where(eq(games.creatorId, userId))).length;

describe("the Backup Manager's calls", () => {
  it("round trip: back up, delete every game, restore — equal apart from ids, slugs and dates", async () => {
    const { cookie, user } = await signUp(t.app);
    await seedRichGame(t.database.db, user.id, "The Lantern of Hollow Vale");
    await seedRichGame(t.database.db, user.id, "Brass Sails");
    const before = await userContent(t.database.db, user.id);

    const { unchanged, ...made } = await createBackup(cookie);
    expect(unchanged).toBe(false);
    expect(made.filename).toMatch(BACKUP_FILENAME);
    expect(made.gameCount).toBe(2);
    const list = (await call("GET", "/api/backup/list", cookie)).json();
    expect(list).toEqual([made]);
    const zip = await download(cookie, made.filename);
    expect(zip.length).toBe(made.size);

    for (const g of await t.database.db.select().from(games).where(eq(games.creatorId, user.id)))
      expect((await call("DELETE", `/api/games/${g.id}`, cookie)).statusCode).toBe(200);
    expect(await gameCount(user.id)).toBe(0);

    const restored = await upload(cookie, zip);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      message: "Restored 2 games as drafts",
      characters: 4,
      events: 2,
      outlineChapters: 4,
      storyChapters: 2,
    });
    const after = await userContent(t.database.db, user.id);
    expect(after).toEqual(before);
    // New ids and links: nothing of the originals is reused.
    const ids = restored.json().games.map((g: { id: string }) => g.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("keeps a moderators' unlisting on the restored copy: a restore is no way back into the gallery", async () => {
    const { cookie, user } = await signUp(t.app);
    const { id } = await seedRichGame(t.database.db, user.id, "The Reported Tide");
    const unlistedAt = new Date();
    await t.database.db
      .update(games)
      .set({ unlistedAt, unlistedReason: "Spam or scam" })
      .where(eq(games.id, id));
    const zip = await download(cookie, (await createBackup(cookie)).filename);
    const restored = await upload(cookie, zip);
    expect(restored.statusCode, restored.body).toBe(200);
    const copyId = restored.json().games[0].id as string;
    const [copy] = await t.database.db.select().from(games).where(eq(games.id, copyId));
    expect(copy?.unlistedReason).toBe("Spam or scam");
    expect(copy?.unlistedAt).not.toBeNull();
  });

  it("gives a restored game one story: an older archive's chapters become it, and its chapters follow their new ids (ADR 027)", async () => {
    const { cookie, user } = await signUp(t.app);
    const { id } = await seedRichGame(t.database.db, user.id, "The Salt Road");
    // An archive from before one story per game: the outline's prose, no story (and no complete
    // story, which would be the story otherwise).
    await t.database.db.update(games).set({ storyBeats: null }).where(eq(games.id, id));
    await t.database.db.delete(storyJobs).where(eq(storyJobs.gameId, id));
    const old = await download(cookie, (await createBackup(cookie)).filename);
    const restored = await upload(cookie, old);
    expect(restored.statusCode, restored.body).toBe(200);
    const gameId = restored.json().games[0].id as string;
    const storyOf = async (game: string) => {
      const [row] = await t.database.db.select().from(games).where(eq(games.id, game));
      const outline = await t.database.db
        .select()
        .from(outlineChapters)
        .where(eq(outlineChapters.gameId, game))
        .orderBy(outlineChapters.chapterNumber);
      return { story: row?.storyBeats ?? null, outline };
    };
    const first = await storyOf(gameId);
    expect(first.story?.chapters.map((c) => c.id)).toEqual(first.outline.map((c) => c.id));
    for (const chapter of first.outline)
      if (chapter.content) expect(chapterText(first.story, chapter.id)).toBe(chapter.content);
    // Backed up and restored again: the story's chapters take the new chapters' ids.
    const again = await upload(cookie, await download(cookie, (await createBackup(cookie)).filename));
    expect(again.statusCode, again.body).toBe(200);
    const copy = (again.json().games as Array<{ id: string; title: string }>).filter((g) => g.id !== gameId);
    for (const game of copy) {
      const { story, outline } = await storyOf(game.id);
      if (!outline.some((c) => c.content)) continue;
      expect(story?.chapters.map((c) => c.id)).toEqual(outline.map((c) => c.id));
      expect(outline.map((c) => c.id)).not.toEqual(first.outline.map((c) => c.id));
    }
  });

  it("restores as new drafts beside what exists, overwriting nothing, even a published game", async () => {
    const { cookie, user } = await signUp(t.app);
    const { id } = await seedRichGame(t.database.db, user.id, "Published Tale");
    await t.database.db
      .update(games)
      .set({ isDraft: false, isPublished: true, isPublic: true, publishedAt: new Date() })
      .where(eq(games.id, id));
    const zip = await download(cookie, (await createBackup(cookie)).filename);
    const res = await upload(cookie, zip);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(games).where(eq(games.creatorId, user.id));
    expect(rows).toHaveLength(2);
    const original = rows.find((g) => g.id === id);
    const copy = rows.find((g) => g.id !== id);
    expect(original).toMatchObject({ isPublished: true, isDraft: false, title: "Published Tale" });
    expect(copy).toMatchObject({ isPublished: false, isDraft: true, isPublic: false, publishedAt: null });
    expect(copy?.shareSlug).not.toBe(original?.shareSlug);
  });

  it("refuses games holding more story than a backup takes with a 413, before reading any (issue 28 F9)", async () => {
    const { cookie, user } = await signUp(t.app);
    // Twelve long stories of 100 KB: 1.2 MB of story against 3 × 256 KB.
    for (let i = 0; i < 12; i++) await seedLargeGame(t.database.db, user.id, `Long Tale ${i}`, 100_000);
    vi.mocked(exportGame).mockClear();
    vi.mocked(exportGames).mockClear();
    const res = await call("POST", "/api/backup/create", cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: new BackupTooLarge(MAX_BYTES, "").message });
    expect(res.json().message).toBe("Your games are too large for one backup (the limit is 0.3 MB)");
    // Refused from one sum in the database: not one game was loaded.
    expect(exportGame).not.toHaveBeenCalled();
    expect(exportGames).not.toHaveBeenCalled();
    expect((await call("GET", "/api/backup/list", cookie)).json()).toEqual([]);

    // Under the limit again (most stories deleted), the backup is made.
    const [kept] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.creatorId, user.id));
    await t.database.db
      .delete(games)
      .where(sql`${games.creatorId} = ${user.id} and ${games.id} <> ${kept?.id}`);
    expect((await createBackup(cookie)).gameCount).toBe(1);
  });

  it(`makes one backup per user at a time, and ${BACKUPS_AT_ONCE} on demand at once (issue 28 F9)`, async () => {
    const users = [];
    for (let i = 0; i <= BACKUPS_AT_ONCE; i++) {
      const u = await signUp(t.app);
      // Long enough that the calls overlap: each takes several steps of reading and zipping.
      for (let g = 0; g < 3; g++) await seedLargeGame(t.database.db, u.user.id, `Overlap ${i}-${g}`, 60_000);
      users.push(u);
    }
    const [first] = users;
    if (!first) throw new Error("no user");
    const twice = await Promise.all([0, 1].map(() => call("POST", "/api/backup/create", first.cookie)));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(twice.find((r) => r.statusCode === 429)?.json()).toEqual({ message: BackupMessages.busy });

    const together = await Promise.all(users.map((u) => call("POST", "/api/backup/create", u.cookie)));
    const refused = together.filter((r) => r.statusCode === 503);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json()).toEqual({ message: BackupMessages.siteBusy });
    expect(refused[0]?.headers["retry-after"]).toBe("30");
    expect(together.filter((r) => r.statusCode === 200)).toHaveLength(BACKUPS_AT_ONCE);
  });

  it("answers a visitor 401 on every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/backup/list"],
      ["POST", "/api/backup/create"],
      ["GET", "/api/backup/download/taleforge-backup-20261126-051231-abcdef.zip"],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
    expect((await upload(undefined, "PK")).statusCode).toBe(401);
  });

  it("serves only the user's own backups: another user's filename and path-like names are 404", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await seedRichGame(t.database.db, owner.user.id, "Owner's Tale");
    const { filename } = await createBackup(owner.cookie);
    const res = await call("GET", `/api/backup/download/${filename}`, owner.cookie);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain(`filename="${filename}"`);

    expect((await call("GET", `/api/backup/download/${filename}`, other.cookie)).statusCode).toBe(404);
    for (const name of [
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "%2e%2e",
      "..",
      "%2Fetc%2Fpasswd",
      `..%2F${filename}`,
      `${filename}%2F..`,
      encodeURIComponent(`/data/backups/${filename}`),
      filename.toUpperCase(),
    ]) {
      const answer = await call("GET", `/api/backup/download/${name}`, owner.cookie);
      expect(answer.statusCode, name).toBe(404);
    }
    expect((await call("GET", "/api/backup/download/../../etc/passwd", owner.cookie)).statusCode).toBe(404);
    // A NUL is refused before any route reads the address (text-input.ts).
    expect((await call("GET", `/api/backup/download/${filename}%00`, owner.cookie)).statusCode).toBe(400);
  });

  it("refuses a corrupt, foreign, future, tampered or over-large upload with a 400, importing nothing", async () => {
    const { cookie, user } = await signUp(t.app);
    await seedRichGame(t.database.db, user.id, "Kept Tale");
    const documents = await exportGames(t.database.db, user.id);
    const good = unzipSync(writeArchive(user.id, [...documents, ...documents], new Date()).bytes);
    const manifest = JSON.parse(new TextDecoder().decode(good["manifest.json"]));
    const withManifest = (m: object) => zipSync({ ...good, "manifest.json": strToU8(JSON.stringify(m)) });

    const cases: Array<[string, Uint8Array | string, string]> = [
      ["random bytes", "this is not a zip at all", ArchiveMessages.damaged],
      ["a truncated zip", zipSync(good).slice(0, 200), ArchiveMessages.damaged],
      ["a zip of something else", zipSync({ "notes.txt": strToU8("hello") }), ArchiveMessages.foreign],
      ["another format", withManifest({ ...manifest, format: "other-app" }), ArchiveMessages.foreign],
      ["a future version", withManifest({ ...manifest, version: 2 }), ArchiveMessages.newer],
      [
        "a tampered game",
        zipSync({ ...good, "games/002.json": strToU8(JSON.stringify({ ...documents[0], title: "x" })) }),
        ArchiveMessages.checksum("games/002.json"),
      ],
      [
        "a game of the wrong shape, checksummed",
        (() => {
          const bad = strToU8(JSON.stringify({ game: { title: 5 } }));
          const sha256 = createHash("sha256").update(bad).digest("hex");
          const listed = manifest.files.map((f: { path: string }) =>
            f.path === "games/002.json" ? { ...f, sha256 } : f,
          );
          return zipSync({
            ...good,
            "games/002.json": bad,
            "manifest.json": strToU8(JSON.stringify({ ...manifest, files: listed })),
          });
        })(),
        ArchiveMessages.damaged,
      ],
      ["an empty upload", "", ArchiveMessages.empty],
      ["an over-large upload", new Uint8Array(MAX_BYTES + 1), ArchiveMessages.tooLarge(MAX_BYTES)],
    ];
    for (const [name, body, message] of cases) {
      const res = await upload(cookie, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(message);
    }
    // A zip bomb: a few kilobytes that would unpack far past the limit, refused by its sizes.
    const bomb = zipSync({ ...good, "games/003.json": new Uint8Array(MAX_BYTES * 11) }, { level: 9 });
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    expect((await upload(cookie, bomb)).json().message).toBe(ArchiveMessages.tooLarge(MAX_BYTES));
    // One whose headers understate it (200 MB said to be 100 bytes): stopped while inflating.
    const understated = craftZip([
      deflated("manifest.json", good["manifest.json"] as Uint8Array),
      deflated("games/001.json", good["games/001.json"] as Uint8Array),
      { name: "games/002.json", packed: zeroBomb(200), method: 8, declared: 100 },
    ]);
    expect(understated.length).toBeLessThan(MAX_BYTES);
    const refused = await upload(cookie, understated);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ArchiveMessages.damaged);
    expect(await gameCount(user.id)).toBe(1);

    // The good one restores (the same content twice: two new drafts).
    const ok = await upload(cookie, zipSync(good), "application/octet-stream");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await gameCount(user.id)).toBe(3);
  });

  it("refuses with a 400 what the database would refuse on import: duplicate story chapters, NULs, far dates", async () => {
    const { cookie, user } = await signUp(t.app);
    await seedRichGame(t.database.db, user.id, "Kept Tale");
    const [doc] = await exportGames(t.database.db, user.id);
    if (!doc?.completeStory) throw new Error("the seeded game has a complete story");
    const story = doc.completeStory;
    const chapter = story.chapters[0] as (typeof story.chapters)[number];
    const cases: Array<[string, GameDocument]> = [
      [
        "two story chapters with one number (story_chapters_job_number_idx)",
        { ...doc, completeStory: { ...story, chapters: [chapter, { ...chapter, title: "Again" }] } },
      ],
      ["a NUL in a title", { ...doc, game: { ...doc.game, title: "Lantern\u0000" } }],
      [
        "a NUL in a plot line (jsonb)",
        {
          ...doc,
          game: { ...doc.game, plotLines: [{ ...(doc.game.plotLines[0] as PlotLine), title: "\u0000" }] },
        },
      ],
      [
        "a date in year 0",
        {
          ...doc,
          characters: doc.characters.map((c) => ({ ...c, createdAt: "0000-01-01T00:00:00Z" })),
        },
      ],
      [
        "a date past year 9999 in UTC",
        {
          ...doc,
          outlineChapters: doc.outlineChapters.map((c) => ({ ...c, updatedAt: "9999-12-31T23:00:00-14:00" })),
        },
      ],
    ];
    for (const [name, bad] of cases) {
      const res = await upload(cookie, writeArchive(user.id, [doc, bad], new Date()).bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(ArchiveMessages.damaged);
    }
    expect(await gameCount(user.id)).toBe(1);
    // Chapters of one number in the outline are allowed: no index refuses them, and the app may hold them.
    const outline = doc.outlineChapters[0] as (typeof doc.outlineChapters)[number];
    const twice = { ...doc, outlineChapters: [outline, { ...outline, title: "Twice" }] };
    const ok = await upload(cookie, writeArchive(user.id, [twice], new Date()).bytes);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await gameCount(user.id)).toBe(2);
  });

  it("refuses a game file nested 20,000 deep with a 400 (F12 for backups: its schema refuses it at the first wrong type)", async () => {
    const { cookie, user } = await signUp(t.app);
    const encoded = encodeGames([]);
    const data = strToU8(`{"game":${"[".repeat(20_000)}${"]".repeat(20_000)}}`);
    encoded.files.push({
      path: "games/001.json",
      data,
      sha256: createHash("sha256").update(data).digest("hex"),
    });
    const res = await upload(cookie, zipArchive(user.id, encoded, new Date()));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(ArchiveMessages.damaged);
    expect(await gameCount(user.id)).toBe(0);
  });

  it("restores one archive per user at a time", async () => {
    const { cookie, user } = await signUp(t.app);
    await seedRichGame(t.database.db, user.id, "Twice Restored");
    const zip = await download(cookie, (await createBackup(cookie)).filename);
    const twice = await Promise.all([0, 1].map(() => upload(cookie, zip)));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(twice.find((r) => r.statusCode === 429)?.json()).toEqual({ message: BackupMessages.restoreBusy });
    expect(await gameCount(user.id)).toBe(2);
  });

  it("restores an archive made for another account into the uploader's, as new drafts (ADR 022)", async () => {
    const before = await signUp(t.app);
    await seedRichGame(t.database.db, before.user.id, "Old Account's Tale");
    const zip = await download(before.cookie, (await createBackup(before.cookie)).filename);
    expect(JSON.parse(new TextDecoder().decode(unzipSync(zip)["manifest.json"])).user.id).toBe(
      before.user.id,
    );

    // Say the creator re-registered: the new account takes its old archive back.
    const after = await signUp(t.app);
    const res = await upload(after.cookie, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Restored 1 game as a draft",
      games: [{ title: "Old Account's Tale" }],
      characters: 2,
      events: 1,
      outlineChapters: 2,
      storyChapters: 1,
    });
    expect(await userContent(t.database.db, after.user.id)).toEqual(
      await userContent(t.database.db, before.user.id),
    );
    // The old account's game is untouched, and the copy belongs to the uploader alone.
    expect(await gameCount(before.user.id)).toBe(1);
    const [copy] = await t.database.db.select().from(games).where(eq(games.creatorId, after.user.id));
    expect(copy).toMatchObject({ isDraft: true, isPublished: false, isPublic: false });
  });

  it("imports nothing when the database fails half way through a restore", async () => {
    const { cookie, user } = await signUp(t.app);
    await seedRichGame(t.database.db, user.id, "First Tale");
    await seedRichGame(t.database.db, user.id, "Zeta Boom");
    const zip = await download(cookie, (await createBackup(cookie)).filename);
    await t.database.db.execute(
      sql.raw(`create or replace function backup_test_boom() returns trigger language plpgsql as $$
        begin
          if new.title = 'Zeta Boom' and new.is_draft then raise exception 'boom'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        "create trigger backup_test_boom before insert on games for each row execute function backup_test_boom()",
      ),
    );
    try {
      const res = await upload(cookie, zip);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger backup_test_boom on games"));
    }
    expect(await gameCount(user.id)).toBe(2);
  });

  it("puts no secrets and nothing of other users in an archive", async () => {
    const me = await signUp(t.app);
    const stranger = await signUp(t.app);
    await seedRichGame(t.database.db, me.user.id, "My Tale");
    await seedRichGame(t.database.db, stranger.user.id, "Stranger's Secret Tale");
    const zip = await download(me.cookie, (await createBackup(me.cookie)).filename);
    const text = Object.values(unzipSync(zip))
      .map((f) => new TextDecoder().decode(f))
      .join("\n");
    expect(text).toContain("My Tale");

    const [hash] = await t.database.db.select().from(account).where(eq(account.userId, me.user.id));
    const tokens = await t.database.db.select().from(session).where(eq(session.userId, me.user.id));
    expect(hash?.password).toBeTruthy();
    expect(text).not.toContain(hash?.password as string);
    for (const s of tokens) expect(text).not.toContain(s.token);
    expect(text).not.toContain(me.email);
    expect(text).not.toMatch(/password|token|secret|apiKey/i);
    expect(text).not.toContain("Stranger's Secret Tale");
    expect(text).not.toContain(stranger.user.id);
    expect(text).not.toContain(BackupMessages.access);
  });
});
