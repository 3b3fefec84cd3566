import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CompleteStoryProgress, WrittenStoryChapter } from "../../../contract/complete-story";
import { AiModelError } from "../../ai/ai-errors";
import { games, type StoryBeats, storyChapters } from "../../db/schema";
import { chapterText } from "../../game/story-chapters";
import { listRevisions, writeStory } from "../../game/story-store";
import { createTestApp, signUp } from "../../test-support/test-app";
import { GENERATION_COALESCE_MS, GENERATOR, proseOf, writeChapter } from "./story-writes";
import {
  insertGame,
  isolatedJobName,
  progressUrl,
  QUICK,
  scriptedNarrator,
  startUrl,
  waitForStory,
} from "./test-support";

/**
 * ADR 027: the Complete Story Generator writes the game's one written story — a fresh generation
 * replaces it (kept as one revision), each chapter lands in it, edits and rewrites write it, and
 * the generator's page reads the chapters' text from it.
 */

const script: { failChapter?: number; failTimes: number } = { failTimes: 0 };
const narrator = scriptedNarrator(async (input) => {
  if (input.chapterNumber === script.failChapter && script.failTimes > 0) {
    script.failTimes -= 1;
    throw new AiModelError("The AI service failed to answer. Please try again.", 502);
  }
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({}, { narrator, completeStory: { ...QUICK, jobName: isolatedJobName() } });
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  script.failChapter = undefined;
  script.failTimes = 0;
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
const chapterUrl = (gameId: string, chapterId: string) =>
  `/api/games/${gameId}/complete-story/chapters/${chapterId}`;
const restoreUrl = (gameId: string, revisionId: string) =>
  `/api/games/${gameId}/revisions/${revisionId}/restore`;

async function storyOf(gameId: string): Promise<StoryBeats | null> {
  const [row] = await t.database.db
    .select({ storyBeats: games.storyBeats })
    .from(games)
    .where(eq(games.id, gameId));
  return row?.storyBeats ?? null;
}

/** A story written by hand in the Story Editor: one chapter, one scene. */
const handWritten: StoryBeats = {
  chapters: [
    {
      id: "hand-1",
      title: "By Hand",
      scenes: [
        { id: "hand-1-s1", title: "The Quay", description: "Ada waits on the quay, by hand.", choices: [] },
      ],
    },
  ],
  writtenBy: "story-editor",
};

async function gameWithHandStory() {
  const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
  await t.database.db.transaction((tx) =>
    writeStory(tx, { gameId, next: handWritten, madeBy: "Story Editor save", writtenBy: "story-editor" }),
  );
  return gameId;
}

async function generate(gameId: string) {
  const started = await call("POST", startUrl(gameId));
  expect(started.statusCode).toBe(200);
  const done = await waitForStory(t.app, gameId, owner.cookie);
  expect(done.status).toBe("completed");
  return { started: started.json() as CompleteStoryProgress, done };
}

describe("a fresh generation", () => {
  it("replaces the written story with its chapters as they land, keeping one revision to undo", async () => {
    const gameId = await gameWithHandStory();
    const { started, done } = await generate(gameId);
    expect(started.undoRevisionId).toEqual(expect.any(String));

    const story = await storyOf(gameId);
    expect(story?.writtenBy).toBe("complete-story");
    // The chapters, in order, under their rows' ids; the hand-written chapter is gone.
    expect(story?.chapters.map((c) => c.id)).toEqual(done.chapters.map((c) => c.id));
    for (const [i, chapter] of done.chapters.entries()) {
      const inStory = story?.chapters[i];
      expect(inStory?.title).toBe(chapter.title);
      expect(inStory?.scenes[0]?.id).toBe(`${chapter.id}-text`);
      expect(chapterText(story, chapter.id)).toBe(chapter.content);
      const next = done.chapters[i + 1];
      const last = inStory?.scenes.at(-1);
      if (next)
        expect(last?.choices).toEqual([
          {
            id: `${chapter.id}-next`,
            text: `Continue to Chapter ${i + 2}: ${next.title}`,
            leadsToChapter: next.id,
          },
        ]);
      else expect(last?.choices).toEqual([]);
    }
    // The progress says what the story is.
    expect(done.story).toEqual({
      writtenBy: "complete-story",
      chapters: done.chapters.length,
      scenes: story?.chapters.reduce((n, c) => n + c.scenes.length, 0),
    });

    // One revision for the whole generation, and it holds the hand-written story.
    const revisions = await listRevisions(t.database.db, gameId);
    expect(revisions.map((r) => r.madeBy)).toEqual(["Complete Story Generator", "Story Editor save"]);
    expect(revisions[0]?.id).toBe(started.undoRevisionId);
    const undo = await call("POST", restoreUrl(gameId, started.undoRevisionId as string));
    expect(undo.statusCode).toBe(200);
    expect((await storyOf(gameId))?.chapters.map((c) => c.id)).toEqual(["hand-1"]);
  });

  it("Write a New Story keeps the first story as a revision of its own", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const first = await generate(gameId);
    const second = await generate(gameId);
    expect(second.started.undoRevisionId).toEqual(expect.any(String));
    expect(second.started.undoRevisionId).not.toBe(first.started.undoRevisionId);
    const story = await storyOf(gameId);
    expect(story?.chapters.map((c) => c.id)).toEqual(second.done.chapters.map((c) => c.id));
    const undo = await call("POST", restoreUrl(gameId, second.started.undoRevisionId as string));
    expect(undo.statusCode).toBe(200);
    expect((await storyOf(gameId))?.chapters.map((c) => c.id)).toEqual(first.done.chapters.map((c) => c.id));
  });

  it("a story resumed after an error goes on in the same story; nothing is replaced again", async () => {
    script.failChapter = 4;
    script.failTimes = 100;
    const gameId = await gameWithHandStory();
    await call("POST", startUrl(gameId));
    const failed = await waitForStory(t.app, gameId, owner.cookie);
    expect(failed.status).toBe("error");
    expect((await storyOf(gameId))?.chapters.map((c) => c.id)).toEqual(failed.chapters.map((c) => c.id));

    script.failTimes = 0;
    const resumed = await call("POST", startUrl(gameId));
    expect(resumed.json().undoRevisionId).toBeNull();
    const done = await waitForStory(t.app, gameId, owner.cookie);
    expect(done.status).toBe("completed");
    const story = await storyOf(gameId);
    expect(story?.chapters.map((c) => c.id)).toEqual(done.chapters.map((c) => c.id));
    // Chapter 3 (written before the error) leads on to chapter 4 (written after).
    expect(story?.chapters[2]?.scenes.at(-1)?.choices[0]?.leadsToChapter).toBe(done.chapters[3]?.id);
    expect((await listRevisions(t.database.db, gameId)).map((r) => r.madeBy)).toEqual([
      "Complete Story Generator",
      "Story Editor save",
    ]);
  });
});

describe("the generator's page reads the story", () => {
  it("shows a chapter as the Story Editor left it; a chapter missing from the story shows its row", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const { done } = await generate(gameId);
    const [one, two] = done.chapters;
    const story = (await storyOf(gameId)) as StoryBeats;
    const edited: StoryBeats = {
      ...story,
      chapters: story.chapters
        .filter((c) => c.id !== two?.id)
        .map((c) =>
          c.id === one?.id
            ? {
                ...c,
                title: "Edited Title",
                scenes: c.scenes.map((s) => ({ ...s, description: "Edited in the Story Editor." })),
              }
            : c,
        ),
    };
    await t.database.db.transaction((tx) =>
      writeStory(tx, { gameId, next: edited, madeBy: "Story Editor save", writtenBy: "story-editor" }),
    );
    const after = (await call("GET", progressUrl(gameId))).json() as CompleteStoryProgress;
    expect(after.chapters[0]?.content).toBe("Edited in the Story Editor.");
    expect(after.chapters[0]?.title).toBe("Edited Title");
    expect(after.chapters[1]?.content).toBe(two?.content);
    expect(after.story?.writtenBy).toBe("story-editor");
  });
});

describe("a seam", () => {
  it("rewrites the story's chapter only while it says what the generator wrote", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const { done } = await generate(gameId);
    const rows = done.chapters;
    const two = rows[1] as WrittenStoryChapter;
    const seam = (only: string | null) =>
      t.database.db.transaction((tx) =>
        writeChapter(
          tx,
          gameId,
          rows,
          { ...two, content: "A smoother opening.\n\nThe rest." },
          {
            madeBy: GENERATOR,
            coalesceMs: GENERATION_COALESCE_MS,
            only,
          },
        ),
      );
    // Edited in the Story Editor meanwhile: the seam leaves it.
    const story = (await storyOf(gameId)) as StoryBeats;
    const edited: StoryBeats = {
      ...story,
      chapters: story.chapters.map((c) =>
        c.id === two.id ? { ...c, scenes: c.scenes.map((sc) => ({ ...sc, description: "Mine now." })) } : c,
      ),
    };
    await t.database.db.transaction((tx) =>
      writeStory(tx, { gameId, next: edited, madeBy: "Story Editor save", writtenBy: "story-editor" }),
    );
    expect(await seam(proseOf(two.id, two.content))).toBeNull();
    expect(chapterText(await storyOf(gameId), two.id)).toBe("Mine now.");
    // Still as the generator wrote it: the seam goes in.
    expect(await seam("Mine now.")).not.toBeNull();
    expect(chapterText(await storyOf(gameId), two.id)).toBe("A smoother opening.\n\nThe rest.");
  });
});

describe("editing and regenerating write the story", () => {
  it("an edit rewrites the story's chapter and the chapter before's Continue, with an Undo", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const { done } = await generate(gameId);
    const two = done.chapters[1] as WrittenStoryChapter;
    const res = await call("PATCH", chapterUrl(gameId, two.id), {
      title: "The Lock Keeper",
      content: "Ada oils the lock by hand.\n\nThe tide waits.",
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as WrittenStoryChapter;
    const story = await storyOf(gameId);
    expect(chapterText(story, two.id)).toBe("Ada oils the lock by hand.\n\nThe tide waits.");
    expect(story?.chapters[1]?.title).toBe("The Lock Keeper");
    expect(story?.chapters[0]?.scenes.at(-1)?.choices[0]?.text).toBe(
      "Continue to Chapter 2: The Lock Keeper",
    );
    // Its own Continue to chapter 3 stays.
    expect(story?.chapters[1]?.scenes.at(-1)?.choices[0]?.leadsToChapter).toBe(done.chapters[2]?.id);
    const [newest] = await listRevisions(t.database.db, gameId);
    expect(newest).toMatchObject({ id: saved.undoRevisionId, madeBy: "Complete Story: edit chapter 2" });
    // story_chapters keeps the text too (the seams compare against it).
    const [row] = await t.database.db.select().from(storyChapters).where(eq(storyChapters.id, two.id));
    expect(row?.content).toBe("Ada oils the lock by hand.\n\nThe tide waits.");

    await call("POST", restoreUrl(gameId, saved.undoRevisionId as string));
    const back = (await call("GET", progressUrl(gameId))).json() as CompleteStoryProgress;
    expect(back.chapters[1]?.content).toBe(two.content);
  });

  it("a title-only edit keeps the author's scene edits made in the Story Editor", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const { done } = await generate(gameId);
    const one = done.chapters[0] as WrittenStoryChapter;
    const story = (await storyOf(gameId)) as StoryBeats;
    const withChoice: StoryBeats = {
      ...story,
      chapters: story.chapters.map((c, i) =>
        i === 0
          ? {
              ...c,
              scenes: c.scenes.map((s) => ({
                ...s,
                choices: [...s.choices, { id: "mine", text: "Swim for it", leadsToEnding: null }],
              })),
            }
          : c,
      ),
    };
    await t.database.db.transaction((tx) =>
      writeStory(tx, { gameId, next: withChoice, madeBy: "Story Editor save", writtenBy: "story-editor" }),
    );
    const res = await call("PATCH", chapterUrl(gameId, one.id), { title: "Renamed", content: one.content });
    expect(res.statusCode).toBe(200);
    const after = await storyOf(gameId);
    expect(after?.chapters[0]?.title).toBe("Renamed");
    expect(after?.chapters[0]?.scenes.at(-1)?.choices.map((c) => c.text)).toContain("Swim for it");
  });

  it("a regeneration is kept as 'Regenerate chapter N'", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const { done } = await generate(gameId);
    const three = done.chapters[2] as WrittenStoryChapter;
    const res = await call("POST", `${chapterUrl(gameId, three.id)}/regenerate`, { direction: "Eerier" });
    expect(res.statusCode).toBe(200);
    const rewritten = res.json() as WrittenStoryChapter;
    expect(chapterText(await storyOf(gameId), three.id)).toBe(rewritten.content);
    const [newest] = await listRevisions(t.database.db, gameId);
    expect(newest).toMatchObject({ id: rewritten.undoRevisionId, madeBy: "Regenerate chapter 3" });
  });
});

describe("Delete Story", () => {
  it("takes the generator's chapters out of the story, with an Undo", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    const { done } = await generate(gameId);
    const res = await call("DELETE", `/api/games/${gameId}/complete-story`);
    expect(res.statusCode).toBe(200);
    const deleted = res.json() as CompleteStoryProgress;
    expect(deleted).toMatchObject({ status: "idle", chapters: [], story: null });
    expect(await storyOf(gameId)).toBeNull();
    const undo = await call("POST", restoreUrl(gameId, deleted.undoRevisionId as string));
    expect(undo.statusCode).toBe(200);
    expect((await storyOf(gameId))?.chapters.map((c) => c.id)).toEqual(done.chapters.map((c) => c.id));
  });
});
