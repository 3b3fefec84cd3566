import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { games, playSessions, turns } from "../../db/schema";
import { sendAction, startSession } from "../../test-support/play-requests";
import { createTestApp, signUp } from "../../test-support/test-app";

/**
 * A turn reads the session from this process's copy (session-cache.ts); its commit re-checks
 * what the copy assumed. Here the database changes behind the app's back, as another server
 * would change it, and the app must neither fork the story nor serve what is out of reach.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const start = (gameSlug?: string, cookie?: string) => startSession(t.app, gameSlug, cookie);
const act = (token: string, action: string, cookie?: string) => sendAction(t.app, token, action, cookie);
const turnCount = async (token: string) =>
  (await t.database.db.select().from(turns).where(eq(turns.sessionToken, token))).length;

/** A published game of our own, so that unpublishing it touches no other test. */
async function publishedGame() {
  const id = randomUUID();
  const slug = `cached-${id.slice(0, 8)}`;
  await t.database.db
    .insert(games)
    .values({ id, title: "Cached", genre: "mystery", shareSlug: slug, isPublished: true });
  return { id, slug };
}

describe("a session in play, kept in memory", () => {
  it("never writes from a scene another server has moved on from, and plays on from the right one", async () => {
    const token = await start();
    const second = (await act(token, "Look around")).json();
    expect((await act(token, "Go north")).statusCode).toBe(200);
    // Another server rolls the session back to scene 2.
    const [back] = await t.database.db.select().from(turns).where(eq(turns.prose, second.sceneDescription));
    await t.database.db
      .update(playSessions)
      .set({ currentTurnId: back?.id, sceneNumber: 2 })
      .where(eq(playSessions.token, token));
    const before = await turnCount(token);

    const next = await act(token, "Wait");
    if (t.database.kind === "postgres") {
      // Shared by instances: the copy is checked against the database first (issue 23 §4).
      expect(next.statusCode).toBe(200);
      expect(next.json().currentSceneNumber).toBe(3);
      return;
    }
    // The embedded database is one process's; changed behind its back, the commit refuses.
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toMatch(/moved on in another window/);
    expect(await turnCount(token)).toBe(before);
    const after = await act(token, "Wait");
    expect(after.statusCode).toBe(200);
    expect(after.json().currentSceneNumber).toBe(3);
  });

  it("stops serving a game unpublished elsewhere, and stores nothing", async () => {
    const game = await publishedGame();
    const token = await start(game.slug);
    expect((await act(token, "Look around")).statusCode).toBe(200);
    await t.database.db.update(games).set({ isPublished: false }).where(eq(games.id, game.id));
    const before = await turnCount(token);

    const res = await act(token, "Look around");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Game not found");
    expect(await turnCount(token)).toBe(before);
  });

  it("keeps a session claimed elsewhere from the bare token", async () => {
    const token = await start();
    expect((await act(token, "Look around")).statusCode).toBe(200);
    const owner = await signUp(t.app);
    await t.database.db
      .update(playSessions)
      .set({ playerId: owner.user.id })
      .where(eq(playSessions.token, token));
    const before = await turnCount(token);

    expect((await act(token, "Look around")).statusCode).toBe(404);
    expect(await turnCount(token)).toBe(before);
    expect((await act(token, "Look around", owner.cookie)).statusCode).toBe(200);
  });

  it("sees a game changed elsewhere once its copy is 30 s old, in every session of it", async () => {
    const game = await publishedGame();
    const tokens = [await start(game.slug), await start(game.slug)];
    for (const token of tokens) expect((await act(token, "Look around")).statusCode).toBe(200);
    await t.database.db.update(games).set({ allowRegeneration: false }).where(eq(games.id, game.id));
    const regenerate = (token: string) =>
      t.app.inject({ method: "POST", url: `/api/sessions/${token}/regenerate`, payload: {} });
    const later = Date.now() + 31_000;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => later);
    try {
      for (const token of tokens) {
        const res = await regenerate(token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("This game does not allow regenerating scenes.");
      }
    } finally {
      clock.mockRestore();
    }
  });

  it("follows a rollback and a deleted session made through the app", async () => {
    const owner = await signUp(t.app);
    const token = await start("demo-adventure", owner.cookie);
    expect((await act(token, "Look around", owner.cookie)).statusCode).toBe(200);
    expect((await act(token, "Go north", owner.cookie)).statusCode).toBe(200);
    const back = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${token}/rollback-scene`,
      headers: { cookie: owner.cookie },
    });
    expect(back.json().newSceneNumber).toBe(2);
    const after = await act(token, "Wait", owner.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().currentSceneNumber).toBe(3);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/sessions",
      payload: { sessionToken: token },
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await act(token, "Wait", owner.cookie)).statusCode).toBe(404);
  });
});
