import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTLINE_MESSAGES } from "../../../contract/outline";
import { AiModelError } from "../../ai/ai-errors";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { aiUsage, games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/** The embedded storyteller, reporting tokens as a model would, and failing while `failing` is set. */
function controlledNarrator() {
  const inner = createEmbeddedNarrator();
  const control = { failing: false };
  const metered =
    <I, O>(work: (input: I, options?: Parameters<Narrator["chapter"]>[1]) => Promise<O>) =>
    async (input: I, options?: Parameters<Narrator["chapter"]>[1]) => {
      if (control.failing) throw new AiModelError("The AI service failed to answer. Please try again.");
      options?.onUsage?.({ inputTokens: 40, outputTokens: 60 });
      return work(input, options);
    };
  const narrator: Narrator = {
    ...inner,
    id: "test:metered",
    chapter: metered(inner.chapter),
    regenerateChapter: metered(inner.regenerateChapter),
    rewriteChapterTitle: metered(inner.rewriteChapterTitle),
  };
  return { narrator, control };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const ai = controlledNarrator();
beforeAll(async () => {
  t = await createTestApp({}, { narrator: ai.narrator });
});
afterAll(async () => {
  await t.close();
});

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

type Chapter = {
  id: string;
  chapterNumber: number;
  title: string;
  outline: string;
  content: string | null;
  selectedCharacters: string[];
  selectedLocation: string;
  isGenerated: boolean;
  actionOptions: Array<{ id: string; text: string; description?: string; targetChapter?: number | null }>;
};

/** A new owner with a game of two characters. */
async function owner() {
  const { cookie, user } = await signUp(t.app);
  const res = await call("POST", "/api/games", cookie, {
    title: "The Lantern of Hollow Vale",
    genre: "fantasy",
    storyline: "Wren must relight the great lantern of Hollow Vale before the longest night.",
    characters: [
      { name: "Wren", role: "Lamplighter", characterType: "protagonist" },
      { name: "Old Maud", role: "Keeper of the lantern", characterType: "mentor" },
    ],
  });
  expect(res.statusCode).toBe(201);
  const game = res.json() as { id: string; characters: Array<{ id: string; name: string }> };
  const base = `/api/games/${game.id}`;
  return { cookie, user, game, base };
}

const chaptersOf = async (base: string, cookie: string) => {
  const res = await call("GET", `${base}/story-outline-chapters`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as Chapter[];
};
const numbers = (chapters: Chapter[]) => chapters.map((c) => c.chapterNumber);
const titles = (chapters: Chapter[]) => chapters.map((c) => c.title);
const save = (base: string, cookie: string, body: object) =>
  call("POST", `${base}/story-outline-chapters`, cookie, body);

/** An outline of `n` chapters titled "One", "Two", … */
async function plan(base: string, cookie: string, n: number) {
  const names = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];
  for (let i = 1; i <= n; i++) {
    const res = await save(base, cookie, {
      chapterNumber: i,
      title: names[i - 1],
      outline: `What happens in chapter ${names[i - 1]}.`,
    });
    expect(res.statusCode).toBe(200);
  }
  return chaptersOf(base, cookie);
}

describe("POST /api/games/{id}/story-outline-chapters", () => {
  it("starts from the 3 empty chapters, updates by id or number, appends past the end", async () => {
    const { cookie, base, game } = await owner();
    expect(await chaptersOf(base, cookie)).toEqual([]);

    // The planner showed 3 empty chapters; the creator wrote in the second.
    const second = await save(base, cookie, {
      chapterNumber: 2,
      title: "  The Barrow Road ",
      outline: "Maud leads Wren toward the barrows.",
      selectedCharacters: ["Wren", "Old Maud"],
      selectedLocation: "Forest",
      actionOptions: [{ id: "a1", text: "Follow the lights", description: "Risky", targetChapter: 3 }],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      chapterNumber: 2,
      title: "The Barrow Road",
      outline: "Maud leads Wren toward the barrows.",
      selectedCharacters: ["Wren", "Old Maud"],
      selectedLocation: "Forest",
      content: null,
      isGenerated: false,
      actionOptions: [{ id: "a1", text: "Follow the lights", description: "Risky", targetChapter: 3 }],
    });
    let chapters = await chaptersOf(base, cookie);
    expect(numbers(chapters)).toEqual([1, 2, 3]);
    expect(titles(chapters)).toEqual(["", "The Barrow Road", ""]);

    // By id: the chapter keeps its number whatever number is sent.
    const byId = await save(base, cookie, {
      id: second.json().id,
      chapterNumber: 1,
      title: "The Barrow Road",
      outline: "Maud leads Wren toward the barrows.",
      content: "Chapter prose.",
      isGenerated: true,
    });
    expect(byId.json()).toMatchObject({ id: second.json().id, chapterNumber: 2, content: "Chapter prose." });
    // By number.
    await save(base, cookie, { chapterNumber: 3, title: "The Ashen Court", outline: "Wren faces the king." });
    // Past the end: the next chapter, never a gap.
    const far = await save(base, cookie, { chapterNumber: 9, title: "Epilogue", outline: "Dawn." });
    expect(far.json().chapterNumber).toBe(4);
    chapters = await chaptersOf(base, cookie);
    expect(numbers(chapters)).toEqual([1, 2, 3, 4]);
    expect(titles(chapters)).toEqual(["", "The Barrow Road", "The Ashen Court", "Epilogue"]);
    expect(chapters[1]).toMatchObject({ content: "Chapter prose.", isGenerated: true });

    // An outline makes the game a structured story; Edit Game's read shows it.
    const detail = await call("GET", base, cookie);
    expect(detail.json().hasStructuredStory).toBe(true);
    const [row] = await t.database.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? 0);
  });

  it("refuses what does not fit, with the message to show", async () => {
    const { cookie, base } = await owner();
    const cases: Array<[object, string | RegExp]> = [
      [{ chapterNumber: 1, actionOptions: [{ id: "a", text: "  " }] }, OUTLINE_MESSAGES.actionTextRequired],
      [{ chapterNumber: 1, actionOptions: [{ id: "a" }] }, OUTLINE_MESSAGES.actionTextRequired],
      [{ chapterNumber: 1, title: "x".repeat(151) }, "Chapter title is too long (150 characters at most)"],
      [
        { chapterNumber: 1, selectedLocation: "x".repeat(81) },
        "Location is too long (80 characters at most)",
      ],
      [{ chapterNumber: 1, content: "x".repeat(30_001) }, /Chapter content is too long/],
      [{ chapterNumber: 0 }, "Chapter number: must be at least 1"],
      [{ title: "No number" }, "Chapter number: is missing"],
      [
        {
          chapterNumber: 1,
          actionOptions: Array.from({ length: 11 }, (_, i) => ({ id: `${i}`, text: "Go" })),
        },
        "Action options: can have at most 10 items",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await save(base, cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await chaptersOf(base, cookie)).toEqual([]);
  });
});

describe("reorder, insert, remove, remove-location", () => {
  it("moves a chapter, renumbers 1..n, and action options follow the chapter they lead to", async () => {
    const { cookie, base } = await owner();
    const before = await plan(base, cookie, 4);
    // Chapter One leads to Three; Four leads to Two.
    await save(base, cookie, {
      id: before[0]?.id,
      chapterNumber: 1,
      title: "One",
      outline: "x",
      actionOptions: [{ id: "to-three", text: "Onward", targetChapter: 3 }],
    });
    await save(base, cookie, {
      id: before[3]?.id,
      chapterNumber: 4,
      title: "Four",
      outline: "x",
      actionOptions: [
        { id: "to-two", text: "Back", targetChapter: 2 },
        { id: "next", text: "On" },
      ],
    });
    const res = await call("POST", `${base}/story-outline-chapters/reorder`, cookie, {
      fromIndex: 0,
      toIndex: 2,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as Chapter[];
    expect(titles(after)).toEqual(["Two", "Three", "One", "Four"]);
    expect(numbers(after)).toEqual([1, 2, 3, 4]);
    expect(after[2]?.actionOptions).toEqual([{ id: "to-three", text: "Onward", targetChapter: 2 }]);
    expect(after[3]?.actionOptions).toEqual([
      { id: "to-two", text: "Back", targetChapter: 1 },
      { id: "next", text: "On" },
    ]);
    expect(await chaptersOf(base, cookie)).toEqual(after);

    // Down to the end and back up one (the planner's move buttons).
    const down = await call("POST", `${base}/story-outline-chapters/reorder`, cookie, {
      fromIndex: 2,
      toIndex: 3,
    });
    expect(titles(down.json())).toEqual(["Two", "Three", "Four", "One"]);
    const up = await call("POST", `${base}/story-outline-chapters/reorder`, cookie, {
      fromIndex: 3,
      toIndex: 2,
    });
    expect(titles(up.json())).toEqual(["Two", "Three", "One", "Four"]);

    for (const body of [
      { fromIndex: 4, toIndex: 0 },
      { fromIndex: 0, toIndex: 4 },
    ]) {
      const bad = await call("POST", `${base}/story-outline-chapters/reorder`, cookie, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(OUTLINE_MESSAGES.positionOutOfRange);
    }
    const negative = await call("POST", `${base}/story-outline-chapters/reorder`, cookie, {
      fromIndex: -1,
      toIndex: 0,
    });
    expect(negative.statusCode).toBe(400);
    const missing = await call("POST", `${base}/story-outline-chapters/reorder`, cookie, { fromIndex: 1 });
    expect(missing.statusCode).toBe(400);
  });

  it("inserts an empty chapter after another; later chapters move down", async () => {
    const { cookie, base } = await owner();
    await plan(base, cookie, 3);
    const res = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: 1,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as Chapter[];
    expect(titles(after)).toEqual(["One", "", "Two", "Three"]);
    expect(numbers(after)).toEqual([1, 2, 3, 4]);
    expect(after[1]).toMatchObject({ outline: "", content: null, selectedCharacters: [], actionOptions: [] });
    const first = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: 0,
    });
    expect(titles(first.json())).toEqual(["", "One", "", "Two", "Three"]);
    const last = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: 5,
    });
    expect(numbers(last.json())).toEqual([1, 2, 3, 4, 5, 6]);
    const past = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: 7,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(OUTLINE_MESSAGES.positionOutOfRange);
    const bad = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: "two",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("inserting into a game without chapters starts from the 3 empty ones", async () => {
    const { cookie, base } = await owner();
    const res = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: 3,
    });
    expect(numbers(res.json())).toEqual([1, 2, 3, 4]);
  });

  it("stops at 100 chapters", async () => {
    const { cookie, base } = await owner();
    const chapters = Array.from({ length: 100 }, (_, i) => ({
      chapterNumber: i + 1,
      title: `Chapter ${i + 1}`,
      outline: "",
      selectedCharacters: [],
      selectedLocation: "",
    }));
    expect((await call("POST", `${base}/story-outline`, cookie, { chapters })).statusCode).toBe(200);
    const res = await call("POST", `${base}/story-outline-chapters/insert`, cookie, {
      afterChapterNumber: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OUTLINE_MESSAGES.tooManyChapters);
    const hundredth = await save(base, cookie, { chapterNumber: 100, title: "Still the hundredth" });
    expect(hundredth.json().chapterNumber).toBe(100);
    expect((await chaptersOf(base, cookie)).length).toBe(100);
  });

  it("removes a chapter: the later ones move up, and options that led to it lead on again", async () => {
    const { cookie, base } = await owner();
    const before = await plan(base, cookie, 4);
    await save(base, cookie, {
      id: before[3]?.id,
      chapterNumber: 4,
      title: "Four",
      outline: "x",
      actionOptions: [
        { id: "to-two", text: "Back", targetChapter: 2 },
        { id: "to-three", text: "Back a bit", targetChapter: 3 },
      ],
    });
    const res = await call("DELETE", `${base}/story-outline-chapters/${before[1]?.id}`, cookie);
    expect(res.statusCode).toBe(200);
    const after = res.json() as Chapter[];
    expect(titles(after)).toEqual(["One", "Three", "Four"]);
    expect(numbers(after)).toEqual([1, 2, 3]);
    expect(after[2]?.actionOptions).toEqual([
      { id: "to-two", text: "Back", targetChapter: null },
      { id: "to-three", text: "Back a bit", targetChapter: 2 },
    ]);
    const again = await call("DELETE", `${base}/story-outline-chapters/${before[1]?.id}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(OUTLINE_MESSAGES.chapterNotFound);
  });

  it("takes a custom location out of every chapter at once", async () => {
    const { cookie, base } = await owner();
    const chapters = await plan(base, cookie, 3);
    const where = ["The Drowned Chapel", "Forest", "the drowned chapel "];
    for (const [i, c] of chapters.entries())
      await save(base, cookie, {
        id: c.id,
        chapterNumber: c.chapterNumber,
        title: c.title,
        selectedLocation: where[i],
      });
    const res = await call("POST", `${base}/story-outline-chapters/remove-location`, cookie, {
      location: "The Drowned Chapel",
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Chapter[]).map((c) => c.selectedLocation)).toEqual(["", "Forest", ""]);
    const blank = await call("POST", `${base}/story-outline-chapters/remove-location`, cookie, {
      location: " ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(OUTLINE_MESSAGES.locationRequired);
  });

  it("keeps numbers 1..n when writes to one outline arrive at once", async () => {
    const { cookie, base } = await owner();
    await plan(base, cookie, 5);
    const insert = (after: number) =>
      call("POST", `${base}/story-outline-chapters/insert`, cookie, { afterChapterNumber: after });
    const reorder = (fromIndex: number, toIndex: number) =>
      call("POST", `${base}/story-outline-chapters/reorder`, cookie, { fromIndex, toIndex });

    const inserts = await Promise.all([insert(2), insert(2)]);
    expect(inserts.map((r) => r.statusCode)).toEqual([200, 200]);
    let chapters = await chaptersOf(base, cookie);
    expect(numbers(chapters)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(titles(chapters)).toEqual(["One", "Two", "", "", "Three", "Four", "Five"]);

    const moves = await Promise.all([reorder(0, 6), reorder(6, 0), reorder(3, 1)]);
    expect(moves.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    chapters = await chaptersOf(base, cookie);
    expect(numbers(chapters)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(chapters.map((c) => c.id)).size).toBe(7);

    const mixed = await Promise.all([
      insert(0),
      call("DELETE", `${base}/story-outline-chapters/${chapters[6]?.id}`, cookie),
      reorder(2, 5),
      save(base, cookie, { chapterNumber: 99, title: "Appended" }),
      insert(5),
    ]);
    expect(mixed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    chapters = await chaptersOf(base, cookie);
    expect(numbers(chapters)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(titles(chapters)).toContain("Appended");
  });
});

describe("POST generate-chapter, regenerate-chapter, rewrite-chapter-title", () => {
  const chapterTwo = {
    chapterNumber: 2,
    chapterTitle: "The Barrow Road",
    chapterDescription:
      "Maud leads Wren toward the barrows, where the old spirits sleep. Something follows them.",
    selectedLocation: "Forest",
    previousChapters: [
      { chapterNumber: 1, title: "The Dark Lantern", content: "Wren found the lantern dark." },
    ],
    nextChapters: [{ chapterNumber: 3, title: "The Ashen Court", outline: "Wren faces the Ashen King." }],
    precedingChapterNumber: 1,
  };

  it("writes a chapter with the game's characters (by id or name), its place and its neighbours", async () => {
    const { cookie, base, game, user } = await owner();
    const maud = game.characters.find((c) => c.name === "Old Maud");
    const res = await call("POST", `${base}/generate-chapter`, cookie, {
      ...chapterTwo,
      selectedCharacters: [maud?.id, "Wren"],
    });
    expect(res.statusCode).toBe(200);
    const { content } = res.json() as { content: string };
    expect(content.split(/\s+/).length).toBeGreaterThan(350);
    expect(content).toContain("Maud leads Wren toward the barrows");
    expect(content).toContain("Old Maud");
    expect(content).not.toContain(maud?.id);
    expect(content).toMatch(/the forest/i);
    expect(content).toContain("The Dark Lantern");
    expect(content).toContain("The Ashen Court");
    // Nothing is saved by the call: the planner saves what it shows (ADR 017).
    expect(await chaptersOf(base, cookie)).toEqual([]);
    // Its tokens count against the user, with the game.
    const usage = await t.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.task, "chapter")));
    expect(usage).toHaveLength(1);
    expect(usage[0]?.gameId).toBe(game.id);

    // Regenerate: a new version, with or without a direction.
    const again = await call("POST", `${base}/regenerate-chapter`, cookie, {
      ...chapterTwo,
      selectedCharacters: ["Old Maud"],
      currentContent: content,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().content).not.toBe(content);
    const eerie = await call("POST", `${base}/regenerate-chapter`, cookie, {
      ...chapterTwo,
      currentContent: content,
      direction: "Make it eerier",
    });
    expect(eerie.json().content).not.toBe(content);
  });

  it("asks for a title and an outline before writing: the spec's words", async () => {
    const { cookie, base } = await owner();
    for (const body of [
      { ...chapterTwo, chapterTitle: "  " },
      { ...chapterTwo, chapterDescription: "" },
      { ...chapterTwo, chapterTitle: undefined },
      { ...chapterTwo, chapterDescription: undefined },
    ]) {
      for (const path of ["generate-chapter", "regenerate-chapter"]) {
        const res = await call("POST", `${base}/${path}`, cookie, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(OUTLINE_MESSAGES.chapterRequired);
      }
    }
    const tooMany = await call("POST", `${base}/generate-chapter`, cookie, {
      ...chapterTwo,
      nextChapters: Array.from({ length: 6 }, (_, i) => ({ chapterNumber: i + 3, title: "x", outline: "y" })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("takes every earlier chapter's prose, beyond the usual body limit", async () => {
    const { cookie, base } = await owner();
    const previousChapters = Array.from({ length: 60 }, (_, i) => ({
      chapterNumber: i + 1,
      title: `Chapter ${i + 1}`,
      content: "The valley waited. ".repeat(1000),
    }));
    const res = await call("POST", `${base}/generate-chapter`, cookie, {
      ...chapterTwo,
      chapterNumber: 61,
      previousChapters,
      nextChapters: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain("Chapter 60");
  });

  it("enhances a title: a new one, and the spec's words for a blank one", async () => {
    const { cookie, base } = await owner();
    const res = await call("POST", `${base}/rewrite-chapter-title`, cookie, {
      chapterNumber: 2,
      currentTitle: "The Barrow Road",
      chapterDescription: chapterTwo.chapterDescription,
      previousChapters: [{ chapterNumber: 1, title: "The Dark Lantern" }],
    });
    expect(res.statusCode).toBe(200);
    const { newTitle } = res.json() as { newTitle: string };
    expect(newTitle.trim()).not.toBe("");
    expect(newTitle).not.toBe("The Barrow Road");
    expect(newTitle.length).toBeLessThanOrEqual(150);
    for (const currentTitle of ["", "   ", undefined]) {
      const bad = await call("POST", `${base}/rewrite-chapter-title`, cookie, {
        chapterNumber: 2,
        currentTitle,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(OUTLINE_MESSAGES.titleRequired);
    }
  });

  it("passes the AI's failure on with its message, and writes nothing", async () => {
    const { cookie, base } = await owner();
    ai.control.failing = true;
    try {
      const res = await call("POST", `${base}/generate-chapter`, cookie, chapterTwo);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("The AI service failed to answer. Please try again.");
      const title = await call("POST", `${base}/rewrite-chapter-title`, cookie, {
        chapterNumber: 1,
        currentTitle: "A",
      });
      expect(title.statusCode).toBe(502);
    } finally {
      ai.control.failing = false;
    }
  });
});

describe("only the owner", () => {
  const routes = (base: string, chapterId: string): Array<[Method, string, object | undefined]> => [
    ["POST", `${base}/story-outline-chapters`, { chapterNumber: 1, title: "Mine" }],
    ["POST", `${base}/story-outline-chapters/reorder`, { fromIndex: 0, toIndex: 1 }],
    ["POST", `${base}/story-outline-chapters/insert`, { afterChapterNumber: 1 }],
    ["POST", `${base}/story-outline-chapters/remove-location`, { location: "Forest" }],
    ["DELETE", `${base}/story-outline-chapters/${chapterId}`, undefined],
    ["POST", `${base}/generate-chapter`, { chapterNumber: 1, chapterTitle: "A", chapterDescription: "B" }],
    ["POST", `${base}/regenerate-chapter`, { chapterNumber: 1, chapterTitle: "A", chapterDescription: "B" }],
    ["POST", `${base}/rewrite-chapter-title`, { chapterNumber: 1, currentTitle: "A" }],
  ];

  it("a visitor gets 401 before any 400; another user and an unknown game get 404", async () => {
    const { cookie, base } = await owner();
    const [first] = await plan(base, cookie, 2);
    const stranger = await signUp(t.app);
    for (const [method, url, body] of routes(base, first?.id ?? "x")) {
      const visitor = await call(method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      if (body) {
        const visitorBadBody = await call(method, url, undefined, { nonsense: true });
        expect(visitorBadBody.statusCode, `${method} ${url}`).toBe(401);
      }
      const theirs = await call(method, url, stranger.cookie, body);
      expect(theirs.statusCode, `${method} ${url}`).toBe(404);
      expect(theirs.json().message).toBe("Game not found");
    }
    for (const [method, url, body] of routes("/api/games/no-such-game", "x")) {
      const res = await call(method, url, cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing the stranger sent changed the owner's outline.
    const chapters = await chaptersOf(base, cookie);
    // (The first save made the planner's 3 empty chapters real.)
    expect(titles(chapters)).toEqual(["One", "Two", ""]);
    expect(chapters.every((c) => c.selectedLocation === "")).toBe(true);
  });

  it("another user's chapter id under the owner's own game is not found", async () => {
    const a = await owner();
    const b = await owner();
    const [theirs] = await plan(b.base, b.cookie, 1);
    await plan(a.base, a.cookie, 2);
    const res = await call("DELETE", `${a.base}/story-outline-chapters/${theirs?.id}`, a.cookie);
    expect(res.statusCode).toBe(404);
    // Saving with another game's chapter id updates by number in one's own game, never theirs.
    const saved = await save(a.base, a.cookie, { id: theirs?.id, chapterNumber: 2, title: "Mine" });
    expect(saved.json().id).not.toBe(theirs?.id);
    expect(titles(await chaptersOf(b.base, b.cookie))).toEqual(["One", "", ""]);
  });
});

describe("the AI's per-user rate limit", () => {
  it("applies to the planner's AI calls", async () => {
    const limited = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const { cookie } = await signUp(limited.app);
      const created = await limited.app.inject({
        method: "POST",
        url: "/api/games",
        headers: { cookie },
        payload: {
          title: "Rate",
          genre: "fantasy",
          storyline: "A story about limits and patience.",
          characters: [{ name: "Wren", role: "Lamplighter" }],
        },
      });
      const url = `/api/games/${created.json().id}/rewrite-chapter-title`;
      const ask = () =>
        limited.app.inject({
          method: "POST",
          url,
          headers: { cookie },
          payload: { chapterNumber: 1, currentTitle: "A" },
        });
      expect((await ask()).statusCode).toBe(200);
      const second = await ask();
      const third = await ask();
      expect([second.statusCode, third.statusCode]).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
