import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { chapterImagePath } from "../../../contract/complete-story";
import { AiModelError } from "../../ai/ai-errors";
import { createEmbeddedIllustrator } from "../../ai/images/embedded-illustrator";
import type { Illustrator } from "../../ai/images/illustrator";
import { chapterImages, games, storyChapters } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { MediaBudget } from "../media/media-budget";
import {
  insertGame,
  isolatedJobName,
  planned,
  QUICK,
  scriptedNarrator,
  startUrl,
  waitForStory,
} from "./test-support";

/** The embedded illustrator, failing while `failing` is set (a provider that is down). */
const embedded = createEmbeddedIllustrator();
let failing = false;
const drawn: string[] = [];
const illustrator: Illustrator = {
  id: "embedded",
  async illustrate(text, options) {
    drawn.push(text);
    if (failing) throw new AiModelError("The image service failed to answer.", 502);
    return embedded.illustrate(text, options);
  },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      narrator: scriptedNarrator(),
      completeStory: { ...QUICK, jobName: isolatedJobName(), illustrator },
    },
  );
  owner = await signUp(t.app);
  other = await signUp(t.app, { firstName: "Mallory" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  failing = false;
  drawn.length = 0;
});

async function writtenStory(values: Parameters<typeof insertGame>[2] = {}) {
  const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5, ...values }, planned(5));
  const started = await t.app.inject({
    method: "POST",
    url: startUrl(gameId),
    headers: { cookie: owner.cookie },
  });
  expect(started.statusCode).toBe(200);
  const done = await waitForStory(t.app, gameId, owner.cookie);
  expect(done.status).toBe("completed");
  return { gameId, chapters: done.chapters };
}

/** The owner's complete-story chapters with a picture and without. */
async function ownersPictures() {
  const rows = await t.database.db
    .select({ imageUrl: storyChapters.imageUrl })
    .from(storyChapters)
    .innerJoin(games, eq(games.id, storyChapters.gameId))
    .where(eq(games.creatorId, owner.user.id));
  return { with: rows.filter((r) => r.imageUrl).length, without: rows.filter((r) => !r.imageUrl).length };
}

const picture = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("complete-story chapter pictures (issue 30 item 7)", () => {
  it("each chapter gets a picture, drawn from its text, served as a PNG to anyone for a published game", async () => {
    const { chapters } = await writtenStory();
    expect(chapters).toHaveLength(5);
    for (const chapter of chapters) {
      expect(chapter.imageUrl).toBe(chapterImagePath(chapter.id));
      const res = await picture(chapter.imageUrl as string);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
      expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(res.rawPayload.length).toBeGreaterThan(1000);
    }
    // Drawn from each chapter's own title and text.
    expect(drawn).toHaveLength(5);
    for (const chapter of chapters) expect(drawn.some((text) => text.startsWith(chapter.title))).toBe(true);
  });

  it("a draft's pictures are its creator's: anyone else is told there is none", async () => {
    const { chapters } = await writtenStory({ isPublished: false, isDraft: true });
    const url = chapters[0]?.imageUrl as string;
    const own = await picture(url, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toMatch(/^private/);
    expect((await picture(url, other.cookie)).statusCode).toBe(404);
    const visitor = await picture(url);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: "Picture not found" });
    expect((await picture(chapterImagePath("no-such-chapter"))).statusCode).toBe(404);
  });

  it("play shows each chapter's picture at the chapter's start, and not at a scene inside it", async () => {
    const { gameId, chapters } = await writtenStory({ useCompleteStorySystem: true });
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    const start = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: game?.shareSlug },
    });
    expect(start.statusCode).toBe(200);
    const session = start.json();
    expect(session.chapterImageUrl).toBe(chapters[0]?.imageUrl);
    const shown = await picture(session.chapterImageUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");

    // A scene the narrator writes at the chapter's start is not the chapter's start.
    const typed = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${session.sessionToken}/action`,
      payload: { action: "look around the harbour" },
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().chapterImageUrl).toBeNull();

    const next = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${session.sessionToken}/next-chapter`,
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().chapterImageUrl).toBe(chapters[1]?.imageUrl);
  });

  it("a copy of the game has its own pictures; a restored backup's chapters have none", async () => {
    const { gameId, chapters } = await writtenStory();
    const copy = await t.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/duplicate`,
      payload: { newTitle: "The Clockwork Tide II" },
      headers: { cookie: owner.cookie },
    });
    expect(copy.statusCode).toBe(200);
    const copied = await waitForStory(t.app, copy.json().id, owner.cookie);
    expect(copied.chapters).toHaveLength(chapters.length);
    for (const chapter of copied.chapters) {
      expect(chapter.imageUrl).toBe(chapterImagePath(chapter.id));
      // The copy is a draft: its pictures are the owner's.
      expect((await picture(chapter.imageUrl as string, owner.cookie)).headers["content-type"]).toBe(
        "image/png",
      );
    }

    const made = await t.app.inject({
      method: "POST",
      url: "/api/backup/create",
      headers: { cookie: owner.cookie },
    });
    expect(made.statusCode).toBe(200);
    const archive = await t.app.inject({
      method: "GET",
      url: `/api/backup/download/${made.json().filename}`,
      headers: { cookie: owner.cookie },
    });
    const restored = await t.app.inject({
      method: "POST",
      url: "/api/backup/restore",
      payload: archive.rawPayload,
      headers: { cookie: owner.cookie, "content-type": "application/zip" },
    });
    expect(restored.statusCode).toBe(200);
    const pictures = await ownersPictures();
    // The restored chapters are without a picture; the originals keep theirs.
    expect(pictures.without).toBe(pictures.with);
    expect(pictures.with).toBeGreaterThanOrEqual(2 * chapters.length);
  });

  it("a failing illustrator leaves every chapter written, without a picture", async () => {
    failing = true;
    const { gameId, chapters } = await writtenStory();
    expect(chapters).toHaveLength(5);
    for (const chapter of chapters) {
      expect(chapter.content.length).toBeGreaterThan(100);
      expect(chapter.imageUrl).toBeNull();
      expect((await picture(chapterImagePath(chapter.id))).statusCode).toBe(404);
    }
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.storyBeats?.chapters).toHaveLength(5);
    const stored = await t.database.db
      .select({ id: chapterImages.chapterId })
      .from(chapterImages)
      .where(eq(chapterImages.chapterId, chapters[0]?.id as string));
    expect(stored).toEqual([]);
  });
});

describe("a paid illustrator's chapter pictures", () => {
  let paid: Awaited<ReturnType<typeof createTestApp>>;
  let author: { cookie: string; user: { id: string } };
  beforeAll(async () => {
    // A provider other than the embedded one (drawn here by the test's illustrator) spends the
    // game's media budget, two pictures a day.
    paid = await createTestApp(
      { IMAGE_PROVIDER: "openai", IMAGE_API_KEY: "test-key", MEDIA_DAILY_PER_GAME: "2" },
      { narrator: scriptedNarrator(), completeStory: { ...QUICK, jobName: isolatedJobName(), illustrator } },
    );
    author = await signUp(paid.app);
  });
  afterAll(async () => {
    await paid.close();
  });

  it("are charged to the game's media budget; once it is spent, the chapters are written without", async () => {
    const gameId = await insertGame(paid.database.db, author.user.id, { chapterCount: 5 }, planned(5));
    const started = await paid.app.inject({
      method: "POST",
      url: startUrl(gameId),
      headers: { cookie: author.cookie },
    });
    expect(started.statusCode).toBe(200);
    const done = await waitForStory(paid.app, gameId, author.cookie);
    expect(done.status).toBe("completed");
    expect(done.chapters).toHaveLength(5);
    expect(done.chapters.filter((c) => c.imageUrl)).toHaveLength(2);
    const budget = new MediaBudget(paid.database.db, paid.config.mediaBudget);
    expect(await budget.used(gameId)).toBe(2);
  });

  it("a creator's own illustrator draws their chapters, on their key: past the site's budget, none charged (issue 32)", async () => {
    const creator = await signUp(paid.app);
    const ownDrawn: string[] = [];
    const own: Illustrator = {
      id: `own:${creator.user.id}`,
      async illustrate(text, options) {
        ownDrawn.push(text);
        return embedded.illustrate(text, options);
      },
    };
    const spy = vi
      .spyOn(paid.app.ai.media, "illustratorFor")
      .mockImplementation(async (userId) => (userId === creator.user.id ? own : null));
    drawn.length = 0;
    try {
      const gameId = await insertGame(paid.database.db, creator.user.id, { chapterCount: 5 }, planned(5));
      const started = await paid.app.inject({
        method: "POST",
        url: startUrl(gameId),
        headers: { cookie: creator.cookie },
      });
      expect(started.statusCode).toBe(200);
      const done = await waitForStory(paid.app, gameId, creator.cookie);
      expect(done.chapters.filter((c) => c.imageUrl)).toHaveLength(5);
      expect(ownDrawn).toHaveLength(5);
      expect(drawn).toHaveLength(0);
      expect(await new MediaBudget(paid.database.db, paid.config.mediaBudget).used(gameId)).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it("a picture the provider fails to draw is given back to the budget", async () => {
    failing = true;
    const gameId = await insertGame(paid.database.db, author.user.id, { chapterCount: 5 }, planned(5));
    await paid.app.inject({ method: "POST", url: startUrl(gameId), headers: { cookie: author.cookie } });
    const done = await waitForStory(paid.app, gameId, author.cookie);
    expect(done.status).toBe("completed");
    expect(done.chapters.every((c) => c.imageUrl === null)).toBe(true);
    expect(await new MediaBudget(paid.database.db, paid.config.mediaBudget).used(gameId)).toBe(0);
  });
});
