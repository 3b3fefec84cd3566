import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorStats, GameAnalytics } from "../../../contract/analytics";
import { games } from "../../db/schema";
import { BLACKMERE } from "../../test-support/blackmere-story";
import { createTestApp, signUp } from "../../test-support/test-app";

const beats = BLACKMERE;

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { firstName: "Owner" });
  other = await signUp(t.app, { firstName: "Other" });
});
afterAll(async () => {
  await t.close();
});

const headers = (cookie?: string) => (cookie ? { cookie } : {});
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: headers(cookie) });

async function writtenGame(creatorId: string, published = true) {
  const id = randomUUID();
  const shareSlug = `blackmere-${id.slice(0, 8)}`;
  await t.database.db.insert(games).values({
    id,
    creatorId,
    title: "Blackmere",
    genre: "mystery",
    shareSlug,
    isPublished: published,
    isDraft: !published,
    useCompleteStorySystem: true,
    hasStructuredStory: true,
    storyBeats: beats,
  });
  return { id, shareSlug };
}

async function play(slug: string, actions: string[], cookie?: string, previewMode = false) {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug: slug, previewMode },
    headers: headers(cookie),
  });
  expect(start.statusCode).toBe(200);
  const token = start.json().sessionToken as string;
  for (const action of actions) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${token}/action`,
      payload: { action },
      headers: headers(cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return token;
}

describe("GET /api/games/{id}/analytics", () => {
  it("sums the game's runs: plays, players, turns, endings, the funnel, choices and typed actions", async () => {
    const game = await writtenGame(owner.user.id);
    const empty = (await get(`/api/games/${game.id}/analytics`, owner.cookie)).json() as GameAnalytics;
    expect(empty).toMatchObject({
      playsStarted: 0,
      uniquePlayers: 0,
      turnsPlayed: 0,
      finishedRuns: 0,
      funnel: [],
    });
    expect(empty.playsPerDay).toHaveLength(30);
    expect(empty.playsPerDay.every((d) => d.plays === 0)).toBe(true);

    await play(game.shareSlug, ["Open the gate", "Knock at the door"]); // ending in chapter 2
    await play(game.shareSlug, ["climb the wall"]); // typed, but it is the offered choice: an ending
    await play(game.shareSlug, ["Look around", "Open the gate"]);
    await play(game.shareSlug, ["look around", "kill the guard"]);
    await play(game.shareSlug, ["Kill the guard", "call 555 0100 now"]);
    // One signed-in player, twice: one player. The owner's preview is a test run, not a play.
    await play(game.shareSlug, ["call 555 0100 now"], other.cookie);
    await play(game.shareSlug, [], other.cookie);
    await play(game.shareSlug, ["Open the gate", "Knock at the door"], owner.cookie, true);

    const res = await get(`/api/games/${game.id}/analytics`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const a = res.json() as GameAnalytics;
    expect(a.playsStarted).toBe(7);
    expect(a.uniquePlayers).toBe(6);
    expect(a.turnsPlayed).toBe(10);
    expect(a.finishedRuns).toBe(2);
    expect(a.chapterCount).toBe(2);
    // Scenes reached per run: 3, 2, 3, 3, 3, 2, 1 → 17 / 7.
    expect(a.averageScenesPerRun).toBe(2.4);
    expect(a.funnel).toEqual([
      { chapter: 1, title: "The Gate", reached: 7, stoppedHere: 6 },
      { chapter: 2, title: "The House", reached: 1, stoppedHere: 1 },
    ]);
    expect(a.topChoices).toEqual([
      {
        scene: "Before the Gate",
        choices: [
          // The typed "Look around" is answered at the same written scene, which offers its choices again.
          { text: "Open the gate", count: 2 },
          { text: "Climb the wall", count: 1 },
        ],
      },
      { scene: "The Courtyard", choices: [{ text: "Knock at the door", count: 1 }] },
    ]);
    // Typed in two runs or more, child-safe and not personal: "kill the guard" and the number are not shown.
    expect(a.topFreeActions).toEqual([{ text: "look around", count: 2 }]);
    const today = new Date().toISOString().slice(0, 10);
    expect(a.playsPerDay.at(-1)).toEqual({ date: today, plays: 7 });
    expect(a.playsPerDay.reduce((sum, d) => sum + d.plays, 0)).toBe(7);

    // The dashboard's stats card: this creator's games together.
    const stats = (await get("/api/games/stats", owner.cookie)).json() as CreatorStats;
    expect(stats).toEqual({ totalPlays: 7, finishedRuns: 2 });
    const none = (await get("/api/games/stats", other.cookie)).json() as CreatorStats;
    expect(none).toEqual({ totalPlays: 0, finishedRuns: 0 });
  });

  it("is the owner's alone: another user gets 404, a visitor 401", async () => {
    const game = await writtenGame(owner.user.id);
    expect((await get(`/api/games/${game.id}/analytics`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/games/${randomUUID()}/analytics`, owner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/games/${game.id}/analytics`)).statusCode).toBe(401);
    expect((await get("/api/games/stats")).statusCode).toBe(401);
  });

  it("still shows an unpublished game's figures to its owner", async () => {
    const game = await writtenGame(owner.user.id);
    await play(game.shareSlug, ["Climb the wall"]);
    // Taken back to a draft by its owner: no one can start it now, but its figures stay theirs.
    await t.database.db.update(games).set({ isPublished: false, isDraft: true }).where(eq(games.id, game.id));
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/sessions/start",
          payload: { gameSlug: game.shareSlug },
        })
      ).statusCode,
    ).toBe(404);
    const res = await get(`/api/games/${game.id}/analytics`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ playsStarted: 1, finishedRuns: 1, turnsPlayed: 1 });
  });
});
