import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { seedRichGame } from "../backups/backup-test-support";
import { GamesQuotaMessages } from "./games-quota";

/** Issue 28 F6: MAX_GAMES_PER_USER bounds every way of making a game, restores included. */

const MAX = 3;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ MAX_GAMES_PER_USER: String(MAX), AI_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await t.close();
});

const twee = readFileSync(new URL("../open-formats/fixtures/lighthouse.twee", import.meta.url), "utf8");
const valid = {
  title: "The Lantern of Hollow Vale",
  genre: "fantasy",
  storyline: "Wren must relight the great lantern before the longest night.",
  characters: [{ name: "Wren", role: "Lamplighter", characterType: "protagonist" }],
};

function as(cookie: string) {
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const upload = (url: string, body: Uint8Array | string, type: string) =>
    t.app.inject({
      method: "POST",
      url,
      payload: Buffer.from(body),
      headers: { cookie, "content-type": type },
    });
  return {
    create: () => post("/api/games", valid),
    quickStart: (gameId?: string) =>
      post("/api/games/quick-start", { genre: "fantasy", ...(gameId ? { gameId } : {}) }),
    duplicate: (id: string) => post(`/api/games/${id}/duplicate`, { newTitle: "Another Lantern" }),
    importTwee: () => upload("/api/games/import", twee, "text/plain"),
    restore: (zip: Uint8Array) => upload("/api/backup/restore", zip, "application/zip"),
    backup: async () => {
      const made = await post("/api/backup/create");
      expect(made.statusCode, made.body).toBe(200);
      const file = await t.app.inject({
        method: "GET",
        url: `/api/backup/download/${made.json().filename}`,
        headers: { cookie },
      });
      return file.rawPayload;
    },
    remove: (id: string) => t.app.inject({ method: "DELETE", url: `/api/games/${id}`, headers: { cookie } }),
  };
}

const gamesOf = async (userId: string) =>
  t.database.db.select({ id: games.id }).from(games).where(eq(games.creatorId, userId));

describe("games per account (MAX_GAMES_PER_USER)", () => {
  it("refuses a restore that would pass the cap as a whole: no game of it is made", async () => {
    // The restore made 500 games from one archive; here an archive of 4 with room for 3.
    const owner = await signUp(t.app);
    for (const title of ["One", "Two", "Three", "Four"])
      await seedRichGame(t.database.db, owner.user.id, title);
    const zip = await as(owner.cookie).backup();

    const other = await signUp(t.app);
    const refused = await as(other.cookie).restore(zip);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GamesQuotaMessages.tooMany(4, 3, MAX));
    expect(await gamesOf(other.user.id)).toHaveLength(0);

    // With two games already, not even one archive's game fits beyond the third.
    await seedRichGame(t.database.db, other.user.id, "Mine");
    await seedRichGame(t.database.db, other.user.id, "Also mine");
    expect((await as(other.cookie).restore(zip)).json().message).toBe(GamesQuotaMessages.tooMany(4, 1, MAX));
    expect(await gamesOf(other.user.id)).toHaveLength(2);
  });

  it("refuses create, sequel, quick start, duplicate, import and restore at the cap; deleting a game makes room", async () => {
    const { cookie, user } = await signUp(t.app);
    const me = as(cookie);
    await seedRichGame(t.database.db, user.id, "Small");
    const zip = await me.backup(); // one game
    expect((await me.create()).statusCode).toBe(201);
    expect((await me.importTwee()).statusCode).toBe(200);
    const [first] = await gamesOf(user.id);
    if (!first) throw new Error("no game");

    const full = GamesQuotaMessages.full(MAX);
    expect(full).toBe("You have reached the limit of 3 games. Delete a game to make room.");
    const attempts = [
      ["create", await me.create()],
      ["sequel", await me.create()], // a sequel is saved by the same call, with its outline
      ["quick start", await me.quickStart()],
      ["duplicate", await me.duplicate(first.id)],
      ["import", await me.importTwee()],
      ["restore", await me.restore(zip)],
    ] as const;
    for (const [name, res] of attempts)
      expect([name, res.statusCode, res.json().message]).toEqual([name, 409, full]);
    expect(await gamesOf(user.id)).toHaveLength(MAX);

    // Rewriting one's own game by quick start makes no new game.
    expect((await me.quickStart(first.id)).statusCode).toBe(200);
    expect((await me.remove(first.id)).statusCode).toBe(200);
    expect((await me.restore(zip)).statusCode).toBe(200);
    expect(await gamesOf(user.id)).toHaveLength(MAX);
  });

  it("lets concurrent requests of one user make no more games than the cap together", async () => {
    // Quick starts that take a while: all of them have counted the user's games before any is made.
    const inner = createEmbeddedNarrator();
    const slow: Narrator = {
      ...inner,
      quickStart: async (input, options) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return inner.quickStart(input, options);
      },
    };
    const t2 = await createTestApp(
      { MAX_GAMES_PER_USER: String(MAX), AI_RATE_LIMIT_PER_MINUTE: "1000" },
      { narrator: slow, database: t.database },
    );
    try {
      const { cookie, user } = await signUp(t2.app);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t2.app.inject({
            method: "POST",
            url: "/api/games/quick-start",
            payload: { genre: "fantasy" },
            headers: { cookie },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8 - MAX);
      expect(await gamesOf(user.id)).toHaveLength(MAX);
    } finally {
      await t2.close();
    }
  });
});
