import { connect } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  COMPLETE_STORY_MESSAGES,
  type CompleteStoryChapter,
  type CompleteStoryProgress,
  chapterImagePath,
  PROGRESS_STREAMS_PER_USER,
} from "../../../contract/complete-story";
import { GamesMessages } from "../../../contract/games";
import { AiModelError } from "../../ai/ai-errors";
import { games, storyChapters, storyJobs } from "../../db/schema";
import { backfillGameStory } from "../../db/story-backfill";
import { createTestApp, signUp } from "../../test-support/test-app";
import { OUTLINE_CONTENT_EXISTS } from "./complete-story-service";
import {
  insertGame,
  isolatedJobName,
  planned,
  progressUrl,
  QUICK,
  scriptedNarrator,
  startUrl,
  untilAborted,
  waitForStory,
} from "./test-support";

/** What the narrator does before a chapter: nothing, fail, or hold until released. */
const script: {
  failChapter?: number;
  failTimes: number;
  hold?: Promise<void>;
} = { failTimes: 0 };
const narrator = scriptedNarrator(async (input, signal) => {
  if (input.chapterNumber === script.failChapter && script.failTimes > 0) {
    script.failTimes -= 1;
    throw new AiModelError("The AI service failed to answer. Please try again.", 502);
  }
  if (script.hold) await Promise.race([script.hold, untilAborted(signal)]);
});

const jobName = isolatedJobName();
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
beforeAll(async () => {
  // The tests poll progress ten times a second, as fast as the story is written: past the per-address
  // minute limit of a real client, which this file does not test.
  t = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: "100000" },
    { narrator, completeStory: { ...QUICK, jobName, modelAttempts: 3 } },
  );
  owner = await signUp(t.app);
  other = await signUp(t.app, { firstName: "Mallory" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  script.failChapter = undefined;
  script.failTimes = 0;
  script.hold = undefined;
  narrator.chapterCalls.length = 0;
  narrator.seamCalls.length = 0;
  narrator.regenerations.length = 0;
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const chapterUrl = (gameId: string, chapterId: string) =>
  `/api/games/${gameId}/complete-story/chapters/${chapterId}`;

async function completedStory(values: Parameters<typeof insertGame>[2] = { chapterCount: 5 }) {
  const gameId = await insertGame(t.database.db, owner.user.id, values);
  expect((await call("POST", startUrl(gameId), owner.cookie)).statusCode).toBe(200);
  const done = await waitForStory(t.app, gameId, owner.cookie);
  expect(done.status).toBe("completed");
  return { gameId, progress: done };
}

describe("who may", () => {
  it("a visitor gets 401 on every call, before any validation", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id);
    for (const [method, url, payload] of [
      ["POST", startUrl(gameId), undefined],
      ["GET", progressUrl(gameId), undefined],
      ["GET", `${progressUrl(gameId)}/stream`, undefined],
      ["PATCH", chapterUrl(gameId, "x"), { title: "" }],
      ["POST", `${chapterUrl(gameId, "x")}/regenerate`, { direction: " " }],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("another user gets 404 on every call, as for a game that does not exist", async () => {
    const { gameId, progress } = await completedStory();
    const chapter = progress.chapters[0] as CompleteStoryChapter;
    for (const [method, url, payload] of [
      ["POST", startUrl(gameId), undefined],
      ["GET", progressUrl(gameId), undefined],
      ["GET", `${progressUrl(gameId)}/stream`, undefined],
      ["PATCH", chapterUrl(gameId, chapter.id), { title: "Mine now", content: "Stolen." }],
      ["POST", `${chapterUrl(gameId, chapter.id)}/regenerate`, { direction: "Make it mine" }],
    ] as const) {
      const res = await call(method, url, other.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe("Game not found");
    }
    expect((await call("GET", progressUrl("no-such-game"), owner.cookie)).statusCode).toBe(404);
    // Nothing of the owner's changed.
    const [row] = await t.database.db.select().from(storyChapters).where(eq(storyChapters.id, chapter.id));
    expect(row?.title).toBe(chapter.title);
  });
});

describe("starting and following a story", () => {
  it("answers idle with the planned total before anything was started", async () => {
    const tenFromTwenty = await insertGame(t.database.db, owner.user.id, { chapterCount: 20 });
    const six = await insertGame(t.database.db, owner.user.id, { chapterCount: 6 });
    const twelvePlanned = await insertGame(t.database.db, owner.user.id, { chapterCount: 6 }, planned(12));
    const idle = (
      await call("GET", progressUrl(tenFromTwenty), owner.cookie)
    ).json() as CompleteStoryProgress;
    expect(idle).toEqual({
      status: "idle",
      progress: 0,
      currentChapter: 0,
      totalChapters: 10,
      chapters: [],
      error: null,
      story: null,
    });
    expect((await call("GET", progressUrl(six), owner.cookie)).json().totalChapters).toBe(6);
    expect((await call("GET", progressUrl(twelvePlanned), owner.cookie)).json().totalChapters).toBe(10);
  });

  it("writes 5–10 chapters in a background job; starting twice answers the running job", async () => {
    let release = () => {};
    script.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 7 });
    const first = await call("POST", startUrl(gameId), owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "generating", totalChapters: 7, error: null });
    const [job] = await t.database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));

    const again = await call("POST", startUrl(gameId), owner.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe("generating");
    const rows = await t.database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));
    expect(rows.map((r) => r.id)).toEqual([job?.id]);
    // One queued job for the game, whatever the number of starts.
    const queued = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${jobName} and singleton_key = ${gameId}`,
    );
    expect((queued as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);

    release();
    const done = await waitForStory(t.app, gameId, owner.cookie);
    expect(done.status).toBe("completed");
    expect(done.progress).toBe(100);
    expect(done.currentChapter).toBe(7);
    expect(done.totalChapters).toBe(7);
    expect(done.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const c of done.chapters) {
      expect(Object.keys(c).sort()).toEqual(["chapterNumber", "content", "id", "imageUrl", "title"]);
      // Each chapter's picture (issue 30 item 7; chapter-pictures.test.ts).
      expect(c.imageUrl).toBe(chapterImagePath(c.id));
      // A book says no line twice (issue 31): a late chapter may be shorter than the first.
      expect(c.content.split(/\s+/).length).toBeGreaterThan(150);
    }
    // Each chapter written once; the seams between them smoothed.
    expect([...narrator.chapterCalls].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...narrator.seamCalls].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    const [finished] = await t.database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));
    expect(finished?.runs).toBe(1);
    // Play walks it by chapters from now on.
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game?.hasStructuredStory).toBe(true);
  });

  it("plans from the author's outline: a long one folded into 10, a short one completed", async () => {
    const long = await insertGame(t.database.db, owner.user.id, {}, planned(12));
    await call("POST", startUrl(long), owner.cookie);
    const folded = await waitForStory(t.app, long, owner.cookie);
    expect(folded.chapters).toHaveLength(10);
    expect(folded.chapters[0]?.title).toBe("Tide Chapter 1");

    const short = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 }, planned(2));
    await call("POST", startUrl(short), owner.cookie);
    const filled = await waitForStory(t.app, short, owner.cookie);
    expect(filled.chapters).toHaveLength(5);
    expect(filled.chapters.slice(0, 2).map((c) => c.title)).toEqual(["Tide Chapter 1", "Tide Chapter 2"]);
  });

  it("refuses while the outline has written chapters in the story (mode locking)", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, {}, [
      { title: "One", outline: "Ada begins.", content: "Ada walked to the harbour." },
    ]);
    // The chapter's prose is in the story (as the start-up upgrade and the planner write it).
    const written = await t.database.db.transaction((tx) => backfillGameStory(tx, gameId));
    const res = await call("POST", startUrl(gameId), owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OUTLINE_CONTENT_EXISTS);
    // Undone, the story holds no outline chapter: the old column alone no longer locks (ADR 027).
    const undo = await call(
      "POST",
      `/api/games/${gameId}/revisions/${written?.revisionId}/restore`,
      owner.cookie,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await call("POST", startUrl(gameId), owner.cookie)).statusCode).toBe(200);
  });

  it("streams the same progress as server-sent events until the story is finished", async () => {
    let release = () => {};
    script.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    await call("POST", startUrl(gameId), owner.cookie);
    // The chapters are held until the stream is open; it ends once the story is finished, and
    // inject answers then.
    setTimeout(() => release(), 300);
    const res = await call("GET", `${progressUrl(gameId)}/stream`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = res.body
      .split("\n\n")
      .filter((block) => block.startsWith("event: progress"))
      .map((block) => JSON.parse(block.split("data: ")[1] as string) as CompleteStoryProgress);
    expect(events.length).toBeGreaterThan(1);
    expect(events.at(-1)?.status).toBe("completed");
    expect(events.at(-1)?.chapters).toHaveLength(5);
    const counts = events.map((e) => e.chapters.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});

/** The progress events of a finished stream's body. */
const streamEvents = (body: string) =>
  body
    .split("\n\n")
    .filter((block) => block.startsWith("event: progress"))
    .map((block) => JSON.parse(block.split("data: ")[1] as string) as CompleteStoryProgress);

describe("progress streams are bounded (issue 28, F14)", () => {
  it("a game with no story gets its idle progress and the stream ends at once", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    // inject answers only once the stream has ended: before the fix it stayed open 10 minutes.
    const res = await call("GET", `${progressUrl(gameId)}/stream`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    expect(streamEvents(res.body)).toEqual([expect.objectContaining({ status: "idle", chapters: [] })]);
  }, 5_000);

  it("a finished story's stream ends after its one event", async () => {
    const { gameId } = await completedStory();
    const res = await call("GET", `${progressUrl(gameId)}/stream`, owner.cookie);
    expect(streamEvents(res.body).map((e) => e.status)).toEqual(["completed"]);
  }, 15_000);

  it(`a user holds at most ${PROGRESS_STREAMS_PER_USER} streams: the next is a 429, and a closed one frees its slot`, async () => {
    const follower = await signUp(t.app, { firstName: "Tab" });
    let release = () => {};
    script.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gameId = await insertGame(t.database.db, follower.user.id, { chapterCount: 5 });
    expect((await call("POST", startUrl(gameId), follower.cookie)).statusCode).toBe(200);
    // Real connections: a stream is held open until the client leaves.
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const tabs: AbortController[] = [];
    const open = async () => {
      const tab = new AbortController();
      tabs.push(tab);
      return fetch(`${base}${progressUrl(gameId)}/stream`, {
        headers: { cookie: follower.cookie },
        signal: tab.signal,
      });
    };
    try {
      for (let i = 0; i < PROGRESS_STREAMS_PER_USER; i++) expect((await open()).status).toBe(200);
      const refused = await open();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: COMPLETE_STORY_MESSAGES.tooManyStreams });
      // Another user is not affected by this one's streams.
      const elsewhere = await insertGame(t.database.db, owner.user.id);
      expect((await call("GET", `${progressUrl(elsewhere)}/stream`, owner.cookie)).statusCode).toBe(200);

      // A tab closes: its slot is given back.
      tabs[0]?.abort();
      await expect
        .poll(async () => {
          const res = await open();
          return res.status;
        })
        .toBe(200);
    } finally {
      for (const tab of tabs) tab.abort();
      release();
    }
    await waitForStory(t.app, gameId, follower.cookie);
  }, 20_000);
});

describe("failures", () => {
  it("retries a failing model call with backoff, then goes on", async () => {
    script.failChapter = 2;
    script.failTimes = 2;
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    await call("POST", startUrl(gameId), owner.cookie);
    const done = await waitForStory(t.app, gameId, owner.cookie);
    expect(done.status).toBe("completed");
    expect(narrator.chapterCalls.filter((n) => n === 2)).toHaveLength(3);
  });

  it("a call failing past its retries ends in error with a message; starting again resumes without redoing chapters", async () => {
    script.failChapter = 3;
    script.failTimes = 100;
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    await call("POST", startUrl(gameId), owner.cookie);
    const failed = await waitForStory(t.app, gameId, owner.cookie);
    expect(failed.status).toBe("error");
    expect(failed.error).toBe(COMPLETE_STORY_MESSAGES.chapterFailed.replace("{n}", "3"));
    expect(failed.progress).toBeLessThan(100);
    expect(narrator.chapterCalls.filter((n) => n === 3)).toHaveLength(3);
    const kept = failed.chapters.map((c) => c.id);
    expect(failed.chapters.map((c) => c.chapterNumber)).not.toContain(3);

    script.failTimes = 0;
    narrator.chapterCalls.length = 0;
    const resumed = await call("POST", startUrl(gameId), owner.cookie);
    expect(resumed.json().status).toBe("generating");
    const done = await waitForStory(t.app, gameId, owner.cookie);
    expect(done.status).toBe("completed");
    expect(done.chapters).toHaveLength(5);
    // Only what was missing was written.
    const writtenBefore = failed.chapters.map((c) => c.chapterNumber);
    expect(narrator.chapterCalls.some((n) => writtenBefore.includes(n))).toBe(false);
    for (const id of kept) expect(done.chapters.map((c) => c.id)).toContain(id);
  });
});

describe("editing chapters", () => {
  it("saves a chapter's title and content; refuses blank ones with the spec's words", async () => {
    const { gameId, progress } = await completedStory();
    const chapter = progress.chapters[1] as CompleteStoryChapter;
    const blank = await call("PATCH", chapterUrl(gameId, chapter.id), owner.cookie, {
      title: "Still here",
      content: "   ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(COMPLETE_STORY_MESSAGES.contentEmpty);
    const untitled = await call("PATCH", chapterUrl(gameId, chapter.id), owner.cookie, { content: "Text." });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe(COMPLETE_STORY_MESSAGES.titleRequired);
    const missing = await call("PATCH", chapterUrl(gameId, "no-such-chapter"), owner.cookie, {
      title: "A",
      content: "B",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMPLETE_STORY_MESSAGES.chapterNotFound);

    const saved = await call("PATCH", chapterUrl(gameId, chapter.id), owner.cookie, {
      title: "  The Lock Keeper ",
      content: "Ada oils the lock by hand.\n\nThe tide waits.",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: chapter.id,
      chapterNumber: 2,
      title: "The Lock Keeper",
      content: "Ada oils the lock by hand.\n\nThe tide waits.",
      // An edit keeps the chapter's picture.
      imageUrl: chapterImagePath(chapter.id),
      undoRevisionId: expect.any(String),
    });
    const after = (await call("GET", progressUrl(gameId), owner.cookie)).json() as CompleteStoryProgress;
    expect(after.chapters[1]?.title).toBe("The Lock Keeper");
  });

  it("regenerates a chapter following a direction; a blank direction is refused", async () => {
    const { gameId, progress } = await completedStory();
    const chapter = progress.chapters[2] as CompleteStoryChapter;
    const blank = await call("POST", `${chapterUrl(gameId, chapter.id)}/regenerate`, owner.cookie, {
      direction: "  ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please provide direction for regeneration.");
    const none = await call("POST", `${chapterUrl(gameId, chapter.id)}/regenerate`, owner.cookie, {});
    expect(none.json().message).toBe("Please provide direction for regeneration.");

    const res = await call("POST", `${chapterUrl(gameId, chapter.id)}/regenerate`, owner.cookie, {
      direction: "Make it eerier",
    });
    expect(res.statusCode).toBe(200);
    const rewritten = res.json() as CompleteStoryChapter;
    expect(rewritten.id).toBe(chapter.id);
    expect(rewritten.chapterNumber).toBe(3);
    expect(rewritten.content).not.toBe(chapter.content);
    expect(rewritten.content.length).toBeGreaterThan(200);
    expect(narrator.regenerations).toEqual([{ chapterNumber: 3, direction: "Make it eerier" }]);
  });
});

describe("Delete all scenes", () => {
  it("clears the generated chapters, and stops a story still being written", async () => {
    const { gameId } = await completedStory();
    const res = await call("DELETE", `/api/games/${gameId}/scenes`, owner.cookie);
    expect(res.json().message).toBe(GamesMessages.scenesDeleted);
    const after = (await call("GET", progressUrl(gameId), owner.cookie)).json() as CompleteStoryProgress;
    expect(after.status).toBe("idle");
    expect(after.chapters).toEqual([]);
    expect(await t.database.db.select().from(storyChapters).where(eq(storyChapters.gameId, gameId))).toEqual(
      [],
    );

    // While writing: the job stops at its next step and writes nothing more.
    let release = () => {};
    script.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    await call("POST", startUrl(gameId), owner.cookie);
    await waitForStory(t.app, gameId, owner.cookie, () => narrator.chapterCalls.length > 0);
    await call("DELETE", `/api/games/${gameId}/scenes`, owner.cookie);
    release();
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.database.db.select().from(storyChapters).where(eq(storyChapters.gameId, gameId))).toEqual(
      [],
    );
    expect((await call("GET", progressUrl(gameId), owner.cookie)).json().status).toBe("idle");
  });
});

describe("Delete Complete Story", () => {
  it("deletes the story and its chapters, the owner's only", async () => {
    const { gameId } = await completedStory();
    expect((await call("DELETE", `/api/games/${gameId}/complete-story`)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/games/${gameId}/complete-story`, other.cookie)).statusCode).toBe(404);
    const res = await call("DELETE", `/api/games/${gameId}/complete-story`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "idle", chapters: [] });
    expect(await t.database.db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId))).toEqual([]);
  });
});

describe("Duplicate", () => {
  it("copies a finished story's chapters to the copy", async () => {
    const { gameId, progress } = await completedStory();
    const res = await call("POST", `/api/games/${gameId}/duplicate`, owner.cookie, {
      newTitle: "Tide Again",
    });
    expect(res.statusCode).toBe(200);
    const copy = (
      await call("GET", progressUrl(res.json().id), owner.cookie)
    ).json() as CompleteStoryProgress;
    expect(copy.status).toBe("completed");
    expect(copy.chapters.map((c) => [c.chapterNumber, c.title, c.content])).toEqual(
      progress.chapters.map((c) => [c.chapterNumber, c.title, c.content]),
    );
    expect(copy.chapters.map((c) => c.id)).not.toContain(progress.chapters[0]?.id);
  });

  it("a tab that leaves before its stream begins gives its slot back", async () => {
    const follower = await signUp(t.app, { firstName: "Reload" });
    let release = () => {};
    script.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gameId = await insertGame(t.database.db, follower.user.id, { chapterCount: 5 });
    expect((await call("POST", startUrl(gameId), follower.cookie)).statusCode).toBe(200);
    // The app listens already when the test before ran: its address, else a new one.
    const address = t.app.server.address();
    const base = new URL(
      address && typeof address === "object"
        ? `http://127.0.0.1:${address.port}`
        : await t.app.listen({ port: 0, host: "127.0.0.1" }),
    );
    // Reloads: each request sent, and the connection dropped at once, while the server reads
    // the first progress (before, the close came before its listener and the slot stayed held).
    for (let i = 0; i < 3 * PROGRESS_STREAMS_PER_USER; i++) {
      const socket = connect(Number(base.port), base.hostname);
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      socket.write(
        `GET ${progressUrl(gameId)}/stream HTTP/1.1\r\nHost: ${base.host}\r\nCookie: ${follower.cookie}\r\n\r\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, i % 3));
      socket.destroy();
    }
    const tabs: AbortController[] = [];
    try {
      await expect
        .poll(
          async () => {
            for (const tab of tabs.splice(0)) tab.abort();
            const statuses: number[] = [];
            for (let i = 0; i < PROGRESS_STREAMS_PER_USER; i++) {
              const tab = new AbortController();
              tabs.push(tab);
              const res = await fetch(`${base.origin}${progressUrl(gameId)}/stream`, {
                headers: { cookie: follower.cookie },
                signal: tab.signal,
              });
              statuses.push(res.status);
            }
            return statuses;
          },
          { timeout: 5_000 },
        )
        .toEqual(Array(PROGRESS_STREAMS_PER_USER).fill(200));
    } finally {
      for (const tab of tabs) tab.abort();
      release();
    }
    await waitForStory(t.app, gameId, follower.cookie);
  }, 30_000);
});
