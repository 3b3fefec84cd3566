import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompleteStory } from "../../../contract/ai";
import { GamesMessages } from "../../../contract/games";
import { AiModelError } from "../../ai/ai-errors";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { characters, games, outlineChapters, playSessions } from "../../db/schema";
import { backfillGameStory } from "../../db/story-backfill";
import { chapterText } from "../../game/story-chapters";
import { createTestApp, signUp } from "../../test-support/test-app";

/** The embedded storyteller, except that complete stories fail while `failing` is set. */
const control = { failing: false, calls: 0 };
const inner = createEmbeddedNarrator();
const narrator: Narrator = {
  ...inner,
  completeStory: async (input, options) => {
    control.calls += 1;
    if (control.failing) throw new AiModelError("The AI service failed to answer. Please try again.", 502);
    return inner.completeStory(input, options);
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { narrator });
});
afterAll(async () => {
  await t.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A game with a cast, a three-chapter outline and (optionally) a written story. */
async function insertGame(creatorId: string, values: Partial<typeof games.$inferInsert> = {}) {
  const id = randomUUID();
  await t.database.db.insert(games).values({
    id,
    creatorId,
    title: "The Clockwork Tide",
    genre: "steampunk",
    description: "A city of brass and fog.",
    storyline: "Ada Quill, a harbour engineer, must stop the tide engines before the city floods.",
    shareSlug: `the-clockwork-tide-${id.slice(0, 6)}`,
    ...values,
  });
  await t.database.db.insert(characters).values([
    {
      id: randomUUID(),
      gameId: id,
      position: 0,
      name: "Ada Quill",
      role: "Engineer",
      characterType: "protagonist",
    },
    {
      id: randomUUID(),
      gameId: id,
      position: 1,
      name: "Baron Vex",
      role: "Tide lord",
      characterType: "antagonist",
    },
  ]);
  await t.database.db.insert(outlineChapters).values(
    ["The Fog Siren", "Brass Canals", "The Tide Engine"].map((title, i) => ({
      id: randomUUID(),
      gameId: id,
      chapterNumber: i + 1,
      title,
      outline: `Ada faces ${title.toLowerCase()}.`,
      selectedCharacters: ["Ada Quill"],
      selectedLocation: ["Harbour", "Canals", "Engine Hall"][i] as string,
      content: "Chapter prose written by the complete story generator.",
      isGenerated: true,
    })),
  );
  return id;
}

const gameRow = async (id: string) => (await t.database.db.select().from(games).where(eq(games.id, id)))[0];

describe("dashboard routes: who may call them", () => {
  it("tells a visitor to sign in (401) on every route, before checking the body", async () => {
    const { user } = await signUp(t.app);
    const id = await insertGame(user.id);
    const routes: Array<[Method, string, object?]> = [
      ["GET", "/api/games"],
      ["PATCH", `/api/games/${id}/publish`],
      ["POST", `/api/games/${id}/generate-story`],
      ["DELETE", `/api/games/${id}`],
      ["DELETE", `/api/games/${id}/scenes`],
      ["POST", `/api/games/${id}/duplicate`, {}],
      ["PATCH", `/api/games/${id}/url`, {}],
      ["POST", "/api/games/suggest-slug", {}],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
    expect(await gameRow(id)).toBeDefined();
  });

  it("answers 404 Game not found for another user's game, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await insertGame(owner.user.id);
    const before = await gameRow(id);
    const routes: Array<[Method, string, object?]> = [
      ["PATCH", `/api/games/${id}/publish`],
      ["POST", `/api/games/${id}/generate-story`],
      ["DELETE", `/api/games/${id}`],
      ["DELETE", `/api/games/${id}/scenes`],
      ["POST", `/api/games/${id}/duplicate`, { newTitle: "Mine now" }],
      ["PATCH", `/api/games/${id}/url`, { customSlug: "stolen" }],
      ["POST", "/api/games/suggest-slug", { title: "x", gameId: id }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, other.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: "Game not found" });
    }
    expect(await gameRow(id)).toEqual(before);
    expect(control.calls).toBe(0);
    expect((await call("PATCH", "/api/games/no-such-game/publish", owner.cookie)).statusCode).toBe(404);
  });
});

describe("GET /api/games", () => {
  it("lists only the signed-in user's games, newest change first, as the cards need them", async () => {
    const me = await signUp(t.app);
    const someoneElse = await signUp(t.app);
    const older = await insertGame(me.user.id, { title: "Older", updatedAt: new Date("2024-01-01") });
    const newer = await insertGame(me.user.id, {
      title: "Newer",
      childMode: true,
      isDraft: false,
      isPublished: true,
      publishedAt: new Date("2024-03-01"),
      updatedAt: new Date("2024-03-02"),
    });
    await insertGame(someoneElse.user.id, { title: "Not mine" });

    const res = await call("GET", "/api/games", me.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((g: { id: string }) => g.id)).toEqual([newer, older]);
    expect(list[0]).toEqual({
      id: newer,
      title: "Newer",
      genre: "steampunk",
      description: "A city of brass and fog.",
      shareSlug: expect.stringMatching(/^the-clockwork-tide-/),
      isDraft: false,
      isPublished: true,
      publishedAt: "2024-03-01T00:00:00.000Z",
      updatedAt: "2024-03-02T00:00:00.000Z",
      childMode: true,
      sceneCount: 0,
      storyChapterCount: 0,
      writtenBy: null,
      storyKind: "free-play",
      restoredFromBackupAt: null,
      unlistedReason: null,
    });
    expect(list[1]).toMatchObject({ isDraft: true, isPublished: false, publishedAt: null, childMode: false });

    const fresh = await signUp(t.app);
    expect((await call("GET", "/api/games", fresh.cookie)).json()).toEqual([]);
  });
});

describe("PATCH /api/games/{id}/publish", () => {
  it("publishes a draft: isPublished true, isDraft false, publishedAt now; again keeps the date", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id);
    const before = Date.now();
    const res = await call("PATCH", `/api/games/${id}/publish`, cookie);
    expect(res.statusCode).toBe(200);
    const game = res.json();
    expect(game).toMatchObject({ id, isPublished: true, isDraft: false });
    expect(Date.parse(game.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const again = (await call("PATCH", `/api/games/${id}/publish`, cookie)).json();
    expect(again.publishedAt).toBe(game.publishedAt);
    // Published means anyone with the link can play it.
    const start = await call("POST", "/api/sessions/start", undefined, { gameSlug: game.shareSlug });
    expect(start.statusCode).toBe(200);
  });
});

describe("POST /api/games/{id}/generate-story", () => {
  it("has the narrator write a branching story into storyBeats and answers its scene count", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id);
    const res = await call("POST", `/api/games/${id}/generate-story`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { sceneCount } = res.json();
    const row = await gameRow(id);
    expect(row?.useCompleteStorySystem).toBe(true);
    const story = CompleteStory.parse(row?.storyBeats);
    expect(story.chapters.map((c) => c.title)).toEqual(["The Fog Siren", "Brass Canals", "The Tide Engine"]);
    expect(sceneCount).toBe(story.chapters.reduce((n, c) => n + c.scenes.length, 0));
    expect(sceneCount).toBeGreaterThanOrEqual(6);
    expect(story.endings.length).toBeGreaterThan(0);
    expect(JSON.stringify(story)).toContain("Baron Vex");
    const listed = (await call("GET", "/api/games", cookie)).json();
    expect(listed[0]).toMatchObject({ id, sceneCount });
  });

  it("leaves the game as it was when the narrator fails", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id);
    const before = await gameRow(id);
    control.failing = true;
    try {
      const res = await call("POST", `/api/games/${id}/generate-story`, cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/Please try again/);
    } finally {
      control.failing = false;
    }
    expect(await gameRow(id)).toEqual(before);
  });
});

describe("DELETE /api/games/{id} and /scenes", () => {
  it("deletes a game with its characters, outline and play sessions", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id, { isDraft: false, isPublished: true });
    const start = await call("POST", "/api/sessions/start", undefined, { gameSlug: `game-${id}` });
    expect(start.statusCode).toBe(200);
    const res = await call("DELETE", `/api/games/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: GamesMessages.gameDeleted });
    expect(await gameRow(id)).toBeUndefined();
    const db = t.database.db;
    expect(await db.select().from(characters).where(eq(characters.gameId, id))).toEqual([]);
    expect(await db.select().from(outlineChapters).where(eq(outlineChapters.gameId, id))).toEqual([]);
    expect(await db.select().from(playSessions).where(eq(playSessions.gameId, id))).toEqual([]);
    expect((await call("DELETE", `/api/games/${id}`, cookie)).statusCode).toBe(404);
  });

  it("deletes all scenes but keeps the setup: title, characters, chapter plan, settings", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id, { childMode: true });
    expect((await call("POST", `/api/games/${id}/generate-story`, cookie)).statusCode).toBe(200);
    const res = await call("DELETE", `/api/games/${id}/scenes`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: GamesMessages.scenesDeleted });
    const row = await gameRow(id);
    expect(row).toMatchObject({
      title: "The Clockwork Tide",
      childMode: true,
      useCompleteStorySystem: false,
    });
    expect(row?.storyBeats).toBeNull();
    const db = t.database.db;
    expect(await db.select().from(characters).where(eq(characters.gameId, id))).toHaveLength(2);
    const chapters = await db.select().from(outlineChapters).where(eq(outlineChapters.gameId, id));
    expect(chapters).toHaveLength(3);
    for (const c of chapters) expect(c).toMatchObject({ content: null, isGenerated: false });
  });
});

describe("POST /api/games/{id}/duplicate", () => {
  it("refuses a blank title with a message", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id);
    for (const payload of [{ newTitle: "   " }, {}]) {
      const res = await call("POST", `/api/games/${id}/duplicate`, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "New game title is required" });
    }
  });

  it("deep-copies characters, outline and story into a new draft with a new link", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id, { isDraft: false, isPublished: true, publishedAt: new Date() });
    expect((await call("POST", `/api/games/${id}/generate-story`, cookie)).statusCode).toBe(200);
    const res = await call("POST", `/api/games/${id}/duplicate`, cookie, {
      newTitle: "  The Clockwork Tide (Copy) ",
    });
    expect(res.statusCode).toBe(200);
    const copy = res.json();
    expect(copy).toEqual({ id: expect.any(String), title: "The Clockwork Tide (Copy)" });
    expect(copy.id).not.toBe(id);
    const [original, duplicate] = [await gameRow(id), await gameRow(copy.id)];
    expect(duplicate).toMatchObject({
      creatorId: user.id,
      title: "The Clockwork Tide (Copy)",
      genre: "steampunk",
      storyline: original?.storyline,
      isDraft: true,
      isPublished: false,
      publishedAt: null,
      useCompleteStorySystem: true,
    });
    expect(duplicate?.storyBeats).toEqual(original?.storyBeats);
    expect(duplicate?.shareSlug).toMatch(/^the-clockwork-tide-copy-[a-z0-9]{6}$/);
    const db = t.database.db;
    const cast = await db.select().from(characters).where(eq(characters.gameId, copy.id));
    expect(cast.map((c) => c.name).sort()).toEqual(["Ada Quill", "Baron Vex"]);
    const outline = await db.select().from(outlineChapters).where(eq(outlineChapters.gameId, copy.id));
    expect(outline.map((c) => c.title).sort()).toEqual(["Brass Canals", "The Fog Siren", "The Tide Engine"]);
    // A copy, not a share: deleting the original leaves it whole.
    await call("DELETE", `/api/games/${id}`, cookie);
    expect(await db.select().from(characters).where(eq(characters.gameId, copy.id))).toHaveLength(2);
  });
});

describe("POST /api/games/{id}/duplicate of a Story Builder story (ADR 027)", () => {
  it("gives the copy's story the copy's chapter ids, so its tools find their chapters", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id);
    await t.database.db.transaction((tx) => backfillGameStory(tx, id));
    const res = await call("POST", `/api/games/${id}/duplicate`, cookie, { newTitle: "Copy" });
    expect(res.statusCode, res.body).toBe(200);
    const copy = await gameRow(res.json().id);
    const outline = await t.database.db
      .select()
      .from(outlineChapters)
      .where(eq(outlineChapters.gameId, res.json().id))
      .orderBy(outlineChapters.chapterNumber);
    expect(copy?.storyBeats?.chapters.map((c) => c.id)).toEqual(outline.map((c) => c.id));
    for (const chapter of outline)
      expect(chapterText(copy?.storyBeats, chapter.id)).toBe(
        "Chapter prose written by the complete story generator.",
      );
  });
});

describe("custom URLs", () => {
  it("lowercases, strips special characters and keeps the game's identifier", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id, { shareSlug: "the-clockwork-tide-abc123" });
    const res = await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug: "  Brass & Fog!! Tour " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slug).toBe("brass-fog-tour-abc123");
    expect(res.json().game).toMatchObject({ id, shareSlug: "brass-fog-tour-abc123" });
    expect((await gameRow(id))?.shareSlug).toBe("brass-fog-tour-abc123");
    // Pasting the current slug or link back in changes nothing.
    for (const customSlug of ["brass-fog-tour-abc123", "http://localhost/play/brass-fog-tour-abc123"]) {
      const again = await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug });
      expect(again.json().slug).toBe("brass-fog-tour-abc123");
    }
  });

  it("keeps every earlier link as a permanent redirect to the current one (issue 30 item 1)", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id, { shareSlug: "lantern-abc124", isPublished: true, isDraft: false });
    await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug: "salt-lantern" });
    await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug: "tide-lantern" });
    for (const old of ["lantern-abc124", "salt-lantern-abc124"]) {
      const res = await t.app.inject({ method: "GET", url: `/play/${old}?from=mail` });
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe("/play/tide-lantern-abc124?from=mail");
      // The API takes the old slug too: a page already open starts the game.
      const started = await call("POST", "/api/sessions/start", undefined, { gameSlug: old });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().game.id).toBe(id);
    }
    // The current link is served as it is; taking an old name back makes it current again.
    expect((await t.app.inject({ method: "GET", url: "/play/tide-lantern-abc124" })).statusCode).not.toBe(
      301,
    );
    await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug: "lantern" });
    expect((await t.app.inject({ method: "GET", url: "/play/lantern-abc124" })).statusCode).not.toBe(301);
    const back = await t.app.inject({ method: "GET", url: "/play/tide-lantern-abc124" });
    expect(back.headers.location).toBe("/play/lantern-abc124");
    // A draft's old links say nothing of it.
    await t.database.db.update(games).set({ isPublished: false }).where(eq(games.id, id));
    expect((await t.app.inject({ method: "GET", url: "/play/tide-lantern-abc124" })).statusCode).not.toBe(
      301,
    );
  });

  it("answers 400 with a message for an empty or unusable slug", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await insertGame(user.id);
    const empty = await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Custom URL is required" });
    const symbols = await call("PATCH", `/api/games/${id}/url`, cookie, { customSlug: "!!!" });
    expect(symbols.statusCode).toBe(400);
    expect(symbols.json()).toEqual({ message: GamesMessages.slugEmpty });
  });

  it("answers 409 when another game already uses the name, or it is reserved", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const first = await insertGame(a.user.id);
    const second = await insertGame(b.user.id);
    expect(
      (await call("PATCH", `/api/games/${first}/url`, a.cookie, { customSlug: "harbour-heist" })).statusCode,
    ).toBe(200);
    const taken = await call("PATCH", `/api/games/${second}/url`, b.cookie, { customSlug: "Harbour Heist" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: GamesMessages.slugTaken });
    const demo = await call("PATCH", `/api/games/${second}/url`, b.cookie, { customSlug: "demo-adventure" });
    expect(demo.statusCode).toBe(409);
    // The game that has the name may keep it.
    expect(
      (await call("PATCH", `/api/games/${first}/url`, a.cookie, { customSlug: "harbour-heist" })).statusCode,
    ).toBe(200);
  });

  it("suggests at most five names, marking the taken ones", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const mine = await insertGame(a.user.id);
    const theirs = await insertGame(b.user.id);
    await call("PATCH", `/api/games/${theirs}/url`, b.cookie, { customSlug: "sky-pirates-adventure" });

    const res = await call("POST", "/api/games/suggest-slug", a.cookie, {
      title: "The Clockwork Tide",
      customSlug: "Sky Pirates",
      gameId: mine,
    });
    expect(res.statusCode).toBe(200);
    const { alternatives } = res.json();
    expect(alternatives.length).toBeGreaterThan(1);
    expect(alternatives.length).toBeLessThanOrEqual(5);
    expect(alternatives[0]).toEqual({ displayName: "Sky Pirates", slug: "sky-pirates", available: true });
    expect(alternatives).toContainEqual({
      displayName: "Sky Pirates Adventure",
      slug: "sky-pirates-adventure",
      available: false,
    });
    for (const s of alternatives) expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const byTitle = (
      await call("POST", "/api/games/suggest-slug", a.cookie, { title: "Demo Adventure" })
    ).json();
    expect(byTitle.alternatives[0]).toMatchObject({ slug: "demo-adventure", available: false });

    const none = await call("POST", "/api/games/suggest-slug", a.cookie, { title: "", customSlug: " " });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: "A title or custom URL is required" });
  });
});
