import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoryBeats as StoryBeatsSchema } from "../../contract/edit-game";
import { chapterText } from "../game/story-chapters";
import { listRevisions, writeStory } from "../game/story-store";
import { testDatabase } from "../test-support/test-app";
import type { Database } from "./client";
import {
  type ActionOption,
  games,
  outlineChapters,
  type StoryBeats,
  storyChapters,
  storyJobs,
  user,
} from "./schema";
import { BACKFILL_MADE_BY, backfillGameStory, backfillStories } from "./story-backfill";

/**
 * The start-up upgrade to one written story per game (ADR 027), for every older shape of game,
 * on PGlite and (with DATABASE_URL) PostgreSQL.
 */

let database: Database;
const userId = randomUUID();
beforeAll(async () => {
  database = await testDatabase();
  await database.db
    .insert(user)
    .values({ id: userId, name: "Ada", email: `ada-${userId}@example.com`, firstName: "Ada" });
});
afterAll(async () => {
  await database.close();
});

async function newGame(storyBeats: StoryBeats | null = null) {
  const id = randomUUID();
  await database.db.insert(games).values({
    id,
    creatorId: userId,
    title: "The Clockwork Tide",
    genre: "steampunk",
    storyline: "Ada stops the tide engines.",
    shareSlug: `tide-${id}`,
    storyBeats,
  });
  return id;
}

type OutlineRow = { title: string; content?: string | null; actionOptions?: ActionOption[] };
async function addOutline(gameId: string, rows: OutlineRow[]) {
  const ids = rows.map(() => randomUUID());
  await database.db.insert(outlineChapters).values(
    rows.map((row, i) => ({
      id: ids[i] as string,
      gameId,
      chapterNumber: i + 1,
      title: row.title,
      outline: `What happens in ${row.title}.`,
      content: row.content ?? null,
      isGenerated: Boolean(row.content),
      actionOptions: row.actionOptions ?? [],
    })),
  );
  return ids;
}

async function addCompleteStory(gameId: string, status: string, contents: string[]) {
  const jobId = randomUUID();
  await database.db
    .insert(storyJobs)
    .values({ id: jobId, gameId, userId, status, totalChapters: contents.length });
  const ids = contents.map(() => randomUUID());
  await database.db.insert(storyChapters).values(
    contents.map((content, i) => ({
      id: ids[i] as string,
      storyJobId: jobId,
      gameId,
      chapterNumber: i + 1,
      title: `Written Chapter ${i + 1}`,
      content,
      seamed: true,
    })),
  );
  return ids;
}

async function storyOf(gameId: string) {
  const [row] = await database.db
    .select({ storyBeats: games.storyBeats, useCompleteStorySystem: games.useCompleteStorySystem })
    .from(games)
    .where(eq(games.id, gameId));
  return row;
}

const run = () => backfillStories(database.db, { creatorId: userId });
const lastChoices = (story: StoryBeats | null | undefined, chapterId: string) =>
  story?.chapters.find((c) => c.id === chapterId)?.scenes.at(-1)?.choices;

describe("backfillStories: each older shape of game", () => {
  it("outline prose only: every outline chapter in order, prose as scenes, Continue between them", async () => {
    const gameId = await newGame();
    const ids = await addOutline(gameId, [
      { title: "The Quay", content: "Ada waits on the quay.\n\nThe fog rolls in." },
      { title: "The Lock", content: null },
      { title: "The Engine", content: "The engine hums." },
    ]);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const { storyBeats: story, useCompleteStorySystem } = (await storyOf(gameId)) ?? {};
    expect(useCompleteStorySystem).toBe(true);
    expect(story?.writtenBy).toBe("outline");
    expect(story?.chapters.map((c) => c.id)).toEqual(ids);
    expect(chapterText(story, ids[0] as string)).toBe("Ada waits on the quay.\n\nThe fog rolls in.");
    // A chapter with no prose yet is there, with no scenes: a choice leading to it stays valid.
    expect(story?.chapters[1]?.scenes).toEqual([]);
    expect(lastChoices(story, ids[0] as string)).toEqual([
      { id: `${ids[0]}-next`, text: "Continue to Chapter 2: The Lock", leadsToChapter: ids[1] },
    ]);
    expect(lastChoices(story, ids[2] as string)).toEqual([]);
    expect(() => StoryBeatsSchema.parse(story)).not.toThrow();
    const revisions = await listRevisions(database.db, gameId);
    expect(revisions.map((r) => [r.madeBy, r.sceneCount])).toEqual([[BACKFILL_MADE_BY, 0]]);
  });

  it("a finished complete story only: its chapters, in order, each leading on to the next", async () => {
    const gameId = await newGame();
    const ids = await addCompleteStory(gameId, "completed", ["First text.", "Second text.", "Third text."]);
    await run();
    const story = (await storyOf(gameId))?.storyBeats;
    expect(story?.writtenBy).toBe("complete-story");
    expect(story?.chapters.map((c) => [c.id, c.title])).toEqual([
      [ids[0], "Written Chapter 1"],
      [ids[1], "Written Chapter 2"],
      [ids[2], "Written Chapter 3"],
    ]);
    expect(chapterText(story, ids[1] as string)).toBe("Second text.");
    expect(story?.chapters[1]?.scenes[0]?.id).toBe(`${ids[1]}-text`);
    expect(lastChoices(story, ids[1] as string)?.[0]).toMatchObject({
      text: "Continue to Chapter 3: Written Chapter 3",
      leadsToChapter: ids[2],
    });
    expect(lastChoices(story, ids[2] as string)).toEqual([]);
    expect(() => StoryBeatsSchema.parse(story)).not.toThrow();
  });

  it("both: the finished complete story is the one written (it is what play read)", async () => {
    const gameId = await newGame();
    await addOutline(gameId, [{ title: "Outline One", content: "Outline prose." }]);
    const ids = await addCompleteStory(gameId, "completed", ["Complete prose one.", "Complete prose two."]);
    await run();
    const story = (await storyOf(gameId))?.storyBeats;
    expect(story?.writtenBy).toBe("complete-story");
    expect(story?.chapters.map((c) => c.id)).toEqual(ids);
  });

  it("a complete story that did not finish is not the story: the outline's prose is", async () => {
    const gameId = await newGame();
    const outline = await addOutline(gameId, [{ title: "Outline One", content: "Outline prose." }]);
    await addCompleteStory(gameId, "error", ["Half a story."]);
    await run();
    const story = (await storyOf(gameId))?.storyBeats;
    expect(story?.writtenBy).toBe("outline");
    expect(story?.chapters.map((c) => c.id)).toEqual(outline);
  });

  it("a story already written (with scenes) is left alone, whatever else the game has", async () => {
    const written: StoryBeats = {
      chapters: [
        {
          id: "mine",
          title: "Mine",
          scenes: [{ id: "mine-1", title: "Scene", description: "Hand-written.", choices: [] }],
        },
      ],
    };
    const gameId = await newGame(written);
    await addOutline(gameId, [{ title: "Outline One", content: "Outline prose." }]);
    await addCompleteStory(gameId, "completed", ["Complete prose."]);
    await run();
    expect((await storyOf(gameId))?.storyBeats).toEqual(written);
    expect(await listRevisions(database.db, gameId)).toEqual([]);
  });

  it("an empty game, and an outline without prose, are left alone", async () => {
    const empty = await newGame();
    const planned = await newGame();
    await addOutline(planned, [{ title: "Only Planned" }, { title: "Also Planned", content: "   " }]);
    await run();
    for (const gameId of [empty, planned]) {
      expect((await storyOf(gameId))?.storyBeats).toBeNull();
      expect(await listRevisions(database.db, gameId)).toEqual([]);
    }
    await database.db.transaction(async (tx) => {
      expect(await backfillGameStory(tx, planned)).toBeNull();
    });
  });

  it("a story emptied since the upgrade (an Undo, a restore) stays empty: its game has revisions", async () => {
    const gameId = await newGame();
    await addOutline(gameId, [{ title: "Written", content: "Prose the author has since undone." }]);
    await run();
    const [upgraded] = await listRevisions(database.db, gameId);
    expect(upgraded).toBeDefined();
    // The author undoes it: the story is empty again, the old tables still hold the prose.
    await database.db.update(games).set({ storyBeats: null }).where(eq(games.id, gameId));
    await run();
    expect((await storyOf(gameId))?.storyBeats).toBeNull();
    await database.db.transaction(async (tx) => {
      expect(await backfillGameStory(tx, gameId)).toBeNull();
    });
  });

  it("a story with chapters but no scenes is replaced; the revision keeps it", async () => {
    const gameId = await newGame({ chapters: [{ id: "blank", title: "Blank", scenes: [] }] });
    const ids = await addOutline(gameId, [{ title: "Outline One", content: "Outline prose." }]);
    await run();
    expect((await storyOf(gameId))?.storyBeats?.chapters.map((c) => c.id)).toEqual(ids);
    const [revision] = await listRevisions(database.db, gameId);
    expect(revision?.madeBy).toBe(BACKFILL_MADE_BY);
  });

  it("action options become choices: to their target chapter, else to the next, at the end to none", async () => {
    const gameId = await newGame();
    const ids = await addOutline(gameId, [
      {
        title: "Crossroads",
        content: "Two roads.",
        actionOptions: [
          { id: "a1", text: "Take the high road", targetChapter: 3 },
          { id: "a2", text: "Take the low road" },
          { id: "a3", text: "Go nowhere", targetChapter: 9 },
        ],
      },
      {
        title: "Low Road",
        content: "Mud.",
        actionOptions: [{ id: "a1", text: "Climb up", targetChapter: 3 }],
      },
      { title: "High Road", content: "Wind.", actionOptions: [{ id: "a1", text: "Look back" }] },
    ]);
    await run();
    const story = (await storyOf(gameId))?.storyBeats;
    expect(lastChoices(story, ids[0] as string)).toEqual([
      { id: `${ids[0]}-a1`, text: "Take the high road", leadsToChapter: ids[2] },
      { id: `${ids[0]}-a2`, text: "Take the low road", leadsToChapter: ids[1] },
      // A target that does not exist leads on to the next chapter.
      { id: `${ids[0]}-a3`, text: "Go nowhere", leadsToChapter: ids[1] },
    ]);
    // Option ids repeat across chapters; the choices' ids do not.
    expect(lastChoices(story, ids[1] as string)).toEqual([
      { id: `${ids[1]}-a1`, text: "Climb up", leadsToChapter: ids[2] },
    ]);
    expect(lastChoices(story, ids[2] as string)).toEqual([
      { id: `${ids[2]}-a1`, text: "Look back", leadsToChapter: null },
    ]);
    expect(() => StoryBeatsSchema.parse(story)).not.toThrow();
  });

  it("a chapter longer than a scene holds becomes parts linked by Continue", async () => {
    const gameId = await newGame();
    const paragraph = "The tide engine turns. ".repeat(500).trim();
    const [id] = await addOutline(gameId, [{ title: "Long", content: `${paragraph}\n\n${paragraph}` }]);
    await run();
    const story = (await storyOf(gameId))?.storyBeats;
    const scenes = story?.chapters[0]?.scenes ?? [];
    expect(scenes.map((s) => s.id)).toEqual([`${id}-text`, `${id}-text-2`]);
    expect(scenes[0]?.choices).toEqual([
      { id: `${id}-text-on`, text: "Continue", leadsToScene: `${id}-text-2` },
    ]);
    expect(() => StoryBeatsSchema.parse(story)).not.toThrow();
  });

  it("runs once: a second run (another instance starting) changes nothing", async () => {
    const gameId = await newGame();
    await addOutline(gameId, [{ title: "Once", content: "Only once." }]);
    await run();
    const before = (await storyOf(gameId))?.storyBeats;
    expect(await run()).toBe(0);
    await Promise.all([run(), run()]);
    expect((await storyOf(gameId))?.storyBeats).toEqual(before);
    expect(await listRevisions(database.db, gameId)).toHaveLength(1);
  });

  it("a game written meanwhile by another tool is left alone (checked under the story's lock)", async () => {
    const gameId = await newGame();
    await addOutline(gameId, [{ title: "Outline One", content: "Outline prose." }]);
    const editor: StoryBeats = {
      chapters: [
        { id: "e", title: "E", scenes: [{ id: "e1", title: "S", description: "Edited.", choices: [] }] },
      ],
    };
    await database.db.transaction((tx) =>
      writeStory(tx, { gameId, next: editor, madeBy: "Story Editor save", writtenBy: "story-editor" }),
    );
    await database.db.transaction(async (tx) => {
      expect(await backfillGameStory(tx, gameId)).toBeNull();
    });
    expect((await storyOf(gameId))?.storyBeats?.writtenBy).toBe("story-editor");
  });
});
