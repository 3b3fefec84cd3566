import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedBackup } from "../../../contract/backups";
import type { RevisionItem } from "../../../contract/story-revisions";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { writeArchive } from "./backup-archive";
import { exportGame } from "./backup-export";
import type { GameDocument } from "./backup-format";
import { REVISIONS_BACKUP_BYTES } from "./backup-revisions";
import { storyBytesOf } from "./backup-size";
import { seedRichGame } from "./backup-test-support";
import { DOCUMENT_AT, gameDocument } from "./game-document-support";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const upload = (cookie: string, body: Uint8Array) =>
  t.app.inject({
    method: "POST",
    url: "/api/backup/restore",
    payload: Buffer.from(body),
    headers: { "content-type": "application/zip", cookie },
  });

async function backUp(cookie: string) {
  const made = await call("POST", "/api/backup/create", cookie);
  expect(made.statusCode, made.body).toBe(200);
  const { filename } = made.json() as CreatedBackup;
  const zip = await call("GET", `/api/backup/download/${filename}`, cookie);
  expect(zip.statusCode).toBe(200);
  return zip.rawPayload;
}
const documentsOf = (zip: Uint8Array) =>
  Object.entries(unzipSync(zip))
    .filter(([path]) => path.startsWith("games/"))
    .map(([, data]) => JSON.parse(strFromU8(data)) as GameDocument);
const revisionsOf = async (gameId: string, cookie: string) =>
  (await call("GET", `/api/games/${gameId}/revisions`, cookie, undefined)).json().revisions as RevisionItem[];

/** A hand-written story: one scene whose choice carries an effect. */
const handWritten = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [
        {
          id: "s1",
          title: "The Key",
          description: "Wren picks up the clockwork key.",
          // Placed on the Story Map by hand, to the unit (review finding 2).
          position: { x: 101.5, y: -40 },
          choices: [
            { id: "k", text: "Take the key", leadsToScene: "s2", effects: { addItems: ["Clockwork key"] } },
          ],
        },
        { id: "s2", title: "The Door", description: "", choices: [], toWrite: true },
      ],
    },
  ],
};

/** Revisions inserted as a game's older ones would be: `count` of them, `bytes` each (as recorded). */
async function insertRevisions(gameId: string, userId: string, count: number, bytes = 10) {
  await db().execute(sql`
    insert into story_revisions (id, game_id, user_id, made_by, summary, story, scene_count, bytes, created_at)
    select 'r-' || ${gameId} || '-' || n, ${gameId}, ${userId}, 'Regenerate chapter ' || n,
      '{"added":1,"removed":0,"changed":0}'::jsonb,
      jsonb_build_object('chapters', jsonb_build_array(jsonb_build_object('id', 'c1', 'title', 'Chapter ' || n,
        'scenes', jsonb_build_array()))),
      0, ${bytes}, now() - make_interval(mins => n)
    from generate_series(1, ${count}) n`);
}

describe("backups carry each game's History", () => {
  it("round trip: the revisions come back for the restored game, newest first, and restore", async () => {
    const { cookie, user } = await signUp(t.app);
    const { id } = await seedRichGame(db(), user.id, "The Lantern of Hollow Vale");
    expect((await call("PATCH", `/api/games/${id}`, cookie, { storyBeats: handWritten })).statusCode).toBe(
      200,
    );
    expect((await call("DELETE", `/api/games/${id}/scenes`, cookie)).statusCode).toBe(200);
    const before = await revisionsOf(id, cookie);
    expect(before.map((r) => r.madeBy)).toEqual(["Delete all scenes", "Story Editor save"]);

    const zip = await backUp(cookie);
    const [doc] = documentsOf(zip);
    expect(doc?.revisions?.map((r) => r.madeBy)).toEqual(["Delete all scenes", "Story Editor save"]);
    expect(doc?.revisions?.[0]).toMatchObject({
      sceneCount: 2,
      summary: { added: 0, removed: 2, changed: 0 },
    });

    const res = await upload(cookie, zip);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().games[0].id as string;
    const after = await revisionsOf(copy, cookie);
    const shape = ({ id: _, ...r }: RevisionItem) => r;
    expect(after.map(shape)).toEqual(before.map(shape));
    expect(new Set(after.map((r) => r.id)).size).toBe(2);
    expect(after.every((r) => !before.some((b) => b.id === r.id))).toBe(true);

    // The kept story comes back whole — the choice's effect and which tool wrote it included.
    const kept = await call("GET", `/api/games/${copy}/revisions/${after[0]?.id}`, cookie);
    expect(kept.json().story).toEqual({ ...handWritten, writtenBy: "story-editor" });
    const restored = await call("POST", `/api/games/${copy}/revisions/${after[0]?.id}/restore`, cookie);
    expect(restored.json()).toMatchObject({ sceneCount: 2, undoRevisionId: expect.any(String) });
    const [game] = await db().select().from(games).where(eq(games.id, copy));
    expect(game?.storyBeats).toEqual({ ...handWritten, writtenBy: "story-editor" });
    // The original game's History is its own still.
    expect(await revisionsOf(id, cookie)).toEqual(before);
  });

  it("keeps a written story's choice effects and writer through a backup", async () => {
    const { cookie, user } = await signUp(t.app);
    const { id } = await seedRichGame(db(), user.id, "Effects");
    await call("PATCH", `/api/games/${id}`, cookie, { storyBeats: handWritten });
    const res = await upload(cookie, await backUp(cookie));
    const [game] = await db().select().from(games).where(eq(games.id, res.json().games[0].id));
    expect(game?.storyBeats).toEqual({ ...handWritten, writtenBy: "story-editor" });
  });

  it(`carries at most the newest 50, within ${REVISIONS_BACKUP_BYTES / 1024 / 1024} MB of kept stories per game`, async () => {
    const { user } = await signUp(t.app);
    const { id } = await seedRichGame(db(), user.id, "Many");
    await insertRevisions(id, user.id, 55);
    const doc = await exportGame(db(), id);
    expect(doc?.revisions).toHaveLength(50);
    expect(doc?.revisions?.[0]?.madeBy).toBe("Regenerate chapter 1");
    expect(doc?.revisions?.[49]?.madeBy).toBe("Regenerate chapter 50");

    const { id: large } = await seedRichGame(db(), user.id, "Large");
    await insertRevisions(large, user.id, 5, 700 * 1024);
    const carried = await exportGame(db(), large);
    // 700 KB each: the newest two fit in 2 MB, the third would not.
    expect(carried?.revisions?.map((r) => r.madeBy)).toEqual([
      "Regenerate chapter 1",
      "Regenerate chapter 2",
    ]);

    // The backup's size check counts what is carried, not every revision kept.
    const { user: other } = await signUp(t.app);
    const { id: plain } = await seedRichGame(db(), other.id, "Plain");
    const without = await storyBytesOf(db(), other.id);
    await insertRevisions(plain, other.id, 5, 700 * 1024);
    expect((await storyBytesOf(db(), other.id)) - without).toBe(2 * 700 * 1024);
  });

  it("writes no revisions key for a game without History (its file and hash stay as they were)", async () => {
    const { user } = await signUp(t.app);
    const { id } = await seedRichGame(db(), user.id, "Quiet");
    expect(await exportGame(db(), id)).not.toHaveProperty("revisions");
  });

  it("restores an archive made before revisions, and refuses more than 50 or a malformed one", async () => {
    const { cookie, user } = await signUp(t.app);
    const old = await upload(cookie, writeArchive(user.id, [gameDocument("Old")], new Date()).bytes);
    expect(old.statusCode, old.body).toBe(200);
    expect(await revisionsOf(old.json().games[0].id, cookie)).toEqual([]);

    const revision = {
      createdAt: DOCUMENT_AT,
      madeBy: "Story Editor save",
      summary: { added: 1, removed: 0, changed: 0 },
      sceneCount: 0,
      story: null,
    };
    const tooMany = gameDocument("Too many", {}, { revisions: Array(51).fill(revision) });
    const refused = await upload(cookie, writeArchive(user.id, [tooMany], new Date()).bytes);
    expect(refused.statusCode).toBe(400);
    const negative = gameDocument("Bad", {}, { revisions: [{ ...revision, sceneCount: -1 }] });
    expect((await upload(cookie, writeArchive(user.id, [negative], new Date()).bytes)).statusCode).toBe(400);

    const fifty = gameDocument("Fifty", {}, { revisions: Array(50).fill(revision) });
    const ok = await upload(cookie, writeArchive(user.id, [fifty], new Date()).bytes);
    expect(ok.statusCode, ok.body).toBe(200);
    const kept = await revisionsOf(ok.json().games[0].id, cookie);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toMatchObject({ createdAt: DOCUMENT_AT, madeBy: "Story Editor save", sceneCount: 0 });
  });
});
