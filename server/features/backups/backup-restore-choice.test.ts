import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackupContents, CreatedBackup, RestoreResponse } from "../../../contract/backups";
import type { GameSummary } from "../../../contract/games";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { seedRichGame } from "./backup-test-support";

/** Issue 30 item 2: restores that can be told apart, chosen game by game, from the list too. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inject = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  cookie: string,
  payload?: unknown,
  type?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(type ? { "content-type": type } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const zipBody = (zip: Buffer, cookie: string, url: string) =>
  inject("POST", url, cookie, zip, "application/zip");

async function backedUp(titles: string[]) {
  const { cookie, user } = await signUp(t.app);
  for (const title of titles) await seedRichGame(t.database.db, user.id, title);
  const made = (await inject("POST", "/api/backup/create", cookie)).json() as CreatedBackup;
  const zip = (await inject("GET", `/api/backup/download/${made.filename}`, cookie)).rawPayload;
  return { cookie, userId: user.id, made, zip };
}
const studio = async (cookie: string) => (await inject("GET", "/api/games", cookie)).json() as GameSummary[];
const statuses = (contents: BackupContents) =>
  Object.fromEntries(contents.games.map((g) => [g.title, g.status]));

describe("restoring a backup, game by game", () => {
  it("marks restored games with the backup's date, on the card and in Edit Game; a duplicate of one is not marked", async () => {
    const { cookie, made, zip } = await backedUp(["The Lantern of Hollow Vale"]);
    const res = await zipBody(zip, cookie, "/api/backup/restore");
    expect(res.statusCode, res.body).toBe(200);
    const [restored] = (res.json() as RestoreResponse).games;
    const cards = await studio(cookie);
    const card = cards.find((g) => g.id === restored?.id);
    expect(card?.restoredFromBackupAt).toBe(made.date);
    expect(cards.filter((g) => g.id !== restored?.id).map((g) => g.restoredFromBackupAt)).toEqual([null]);
    const detail = (await inject("GET", `/api/games/${restored?.id}`, cookie)).json();
    expect(detail.restoredFromBackupAt).toBe(made.date);

    const copy = await inject("POST", `/api/games/${restored?.id}/duplicate`, cookie, { newTitle: "Copy" });
    expect(copy.statusCode, copy.body).toBe(200);
    expect((await studio(cookie)).find((g) => g.id === copy.json().id)?.restoredFromBackupAt).toBeNull();
  });

  it("lists an archive's games with where each stands: unchanged, changed since, or not in the studio", async () => {
    const { cookie, userId, zip } = await backedUp(["Brass Sails", "Salt Road", "Ember Hall"]);
    const look = async () => {
      const res = await zipBody(zip, cookie, "/api/backup/inspect");
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BackupContents;
    };
    const first = await look();
    expect(first.games.map((g) => [g.index, g.title, g.genre])).toEqual([
      [0, "Brass Sails", "fantasy"],
      [1, "Salt Road", "fantasy"],
      [2, "Ember Hall", "fantasy"],
    ]);
    expect(first.games.every((g) => g.sceneCount > 0)).toBe(true);
    expect(statuses(first)).toEqual({
      "Brass Sails": "unchanged",
      "Salt Road": "unchanged",
      "Ember Hall": "unchanged",
    });
    // Looking restores nothing.
    expect(await studio(cookie)).toHaveLength(3);

    const ember = first.games.find((g) => g.title === "Ember Hall")?.index as number;
    const rows = await t.database.db.select().from(games).where(eq(games.creatorId, userId));
    const idOf = (title: string) => rows.find((r) => r.title === title)?.id as string;
    await t.database.db
      .update(games)
      .set({ storyline: "The road turns." })
      .where(eq(games.id, idOf("Salt Road")));
    expect((await inject("DELETE", `/api/games/${idOf("Ember Hall")}`, cookie)).statusCode).toBe(200);
    expect(statuses(await look())).toEqual({
      "Brass Sails": "unchanged",
      "Salt Road": "changed",
      "Ember Hall": "new",
    });

    // Only the chosen one comes back; once back, it counts as there, unchanged.
    const res = await zipBody(zip, cookie, `/api/backup/restore?games=${ember}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RestoreResponse).games.map((g) => g.title)).toEqual(["Ember Hall"]);
    expect((res.json() as RestoreResponse).message).toBe("Restored 1 game as a draft");
    expect(statuses(await look())).toEqual({
      "Brass Sails": "unchanged",
      "Salt Road": "changed",
      "Ember Hall": "unchanged",
    });

    // A changed copy no longer counts as unchanged.
    const copyId = (res.json() as RestoreResponse).games[0]?.id as string;
    await t.database.db.update(games).set({ title: "Ember Hall (mine)" }).where(eq(games.id, copyId));
    expect(statuses(await look())["Ember Hall"]).toBe("changed");
  });

  it("restores a backup from the list without downloading it, all of it or the chosen games", async () => {
    const { cookie, made } = await backedUp(["Brass Sails", "Salt Road"]);
    const contents = await inject("GET", `/api/backup/contents/${made.filename}`, cookie);
    expect(contents.statusCode, contents.body).toBe(200);
    expect((contents.json() as BackupContents).createdAt).toBe(made.date);

    const chosen = await inject("POST", `/api/backup/restore/${made.filename}`, cookie, { games: [1] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as RestoreResponse).games.map((g) => g.title)).toEqual(["Salt Road"]);
    const all = await inject("POST", `/api/backup/restore/${made.filename}`, cookie, {});
    expect((all.json() as RestoreResponse).games.map((g) => g.title)).toEqual(["Brass Sails", "Salt Road"]);
    expect(await studio(cookie)).toHaveLength(5);
  });

  it("refuses a selection that names no game of the backup, or one twice, with a 400 in words", async () => {
    const { cookie, made, zip } = await backedUp(["Brass Sails"]);
    const cases: [string, unknown, string][] = [
      [`/api/backup/restore/${made.filename}`, { games: [3] }, "The backup holds 1 game: there is no game 4"],
      [`/api/backup/restore/${made.filename}`, { games: [0, 0] }, "A game is chosen twice"],
      [`/api/backup/restore/${made.filename}`, { games: [] }, "Choose at least one game to restore"],
      [`/api/backup/restore/${made.filename}`, { games: [-1] }, "Choose the games to restore"],
    ];
    for (const [url, body, message] of cases) {
      const res = await inject("POST", url, cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const bad = await zipBody(zip, cookie, "/api/backup/restore?games=0,x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Choose the games to restore");
    expect(await studio(cookie)).toHaveLength(1);
  });

  it("finds only the user's own backups to look into or restore (404 for another's)", async () => {
    const { made } = await backedUp(["Brass Sails"]);
    const other = await signUp(t.app);
    expect((await inject("GET", `/api/backup/contents/${made.filename}`, other.cookie)).statusCode).toBe(404);
    const res = await inject("POST", `/api/backup/restore/${made.filename}`, other.cookie, {});
    expect(res.statusCode).toBe(404);
    expect(await studio(other.cookie)).toHaveLength(0);
  });
});
