import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNDO_REVISION_HEADER } from "../../../contract/outline";
import { games, outlineChapters, type StoryBeats, storyChapters, storyJobs } from "../../db/schema";
import { findGameById, loadGameBible } from "../../game/game-bible";
import { chapterSceneId, chapterText } from "../../game/story-chapters";
import { createTestApp, signUp } from "../../test-support/test-app";

/**
 * ADR 027: the outline planner writes and reads the game's one story. Its chapters are story
 * chapters (same ids), the Story Editor's edits are what the planner shows and keeps, and every
 * write keeps a revision the toast's Undo restores.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

type Chapter = {
  id: string;
  chapterNumber: number;
  title: string;
  outline: string;
  content: string | null;
  actionOptions: Array<{ id: string; text: string; targetChapter?: number | null }>;
};
type Revision = { id: string; madeBy: string };

const PROSE = {
  one: "The bell of Hollow Vale rings once at dusk.\n\nWren climbs the tower stairs.",
  two: "The barrow road is wet with fog. Maud walks ahead.",
  three: "The Ashen Court is silent when Wren arrives.",
};

async function owner() {
  const { cookie } = await signUp(t.app);
  const res = await call("POST", "/api/games", cookie, {
    title: "The Lantern of Hollow Vale",
    genre: "fantasy",
    storyline: "Wren must relight the great lantern of Hollow Vale before the longest night.",
    characters: [{ name: "Wren", role: "Lamplighter", characterType: "protagonist" }],
  });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { id: string }).id;
  const base = `/api/games/${id}`;
  const save = async (body: object) => {
    const saved = await call("POST", `${base}/story-outline-chapters`, cookie, body);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as Chapter & { undoRevisionId?: string | null };
  };
  const chapters = async () =>
    (await call("GET", `${base}/story-outline-chapters`, cookie)).json() as Chapter[];
  const story = async () => (await call("GET", base, cookie)).json().storyBeats as StoryBeats | null;
  const revisions = async () =>
    ((await call("GET", `${base}/revisions`, cookie)).json() as { revisions: Revision[] }).revisions;
  const restore = async (revisionId: string) => {
    const res = await call("POST", `${base}/revisions/${revisionId}/restore`, cookie);
    expect(res.statusCode, res.body).toBe(200);
  };
  const editStory = async (storyBeats: StoryBeats) => {
    const res = await call("PATCH", base, cookie, { storyBeats });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { id, base, cookie, save, chapters, story, revisions, restore, editStory };
}

/** An outline of three chapters, "One", "Two", "Three", none written. */
async function planned(o: Awaited<ReturnType<typeof owner>>) {
  for (const [i, title] of ["One", "Two", "Three"].entries())
    await o.save({ chapterNumber: i + 1, title, outline: `What happens in ${title}.` });
  return o.chapters();
}
type Chapter3 = StoryBeats["chapters"][number];
const sceneText = (story: StoryBeats | null, chapterId: string) =>
  story?.chapters.find((c) => c.id === chapterId)?.scenes.map((s) => s.description);
const edited = (story: StoryBeats, sceneId: string, description: string): StoryBeats => ({
  ...story,
  chapters: story.chapters.map((c) => ({
    ...c,
    scenes: c.scenes.map((s) => (s.id === sceneId ? { ...s, description } : s)),
  })),
});

describe("saving a chapter writes it into the story", () => {
  it("writes the chapter's prose as its scene, keeps every outline chapter, and links the chapters", async () => {
    const o = await owner();
    const [one, two, three] = await planned(o);
    // An outline without prose writes no story.
    expect(await o.story()).toBeNull();
    expect(await o.revisions()).toEqual([]);

    const saved = await o.save({ ...one, content: PROSE.one, isGenerated: true, reason: "generate" });
    expect(saved.content).toBe(PROSE.one);
    expect(saved.undoRevisionId).toEqual(expect.any(String));
    const story = await o.story();
    expect(story?.writtenBy).toBe("outline");
    expect(story?.chapters.map((c) => [c.id, c.title, c.scenes.length])).toEqual([
      [one?.id, "One", 1],
      [two?.id, "Two", 0],
      [three?.id, "Three", 0],
    ]);
    const scene = story?.chapters[0]?.scenes[0];
    expect(scene).toMatchObject({ id: chapterSceneId(one?.id ?? ""), title: "One", description: PROSE.one });
    expect(scene?.choices).toEqual([
      { id: `${one?.id}-next`, text: "Continue to Chapter 2: Two", leadsToChapter: two?.id },
    ]);
    expect((await o.revisions()).map((r) => r.madeBy)).toEqual(["Story Builder: write chapter 1"]);

    // Action options are the choices: to their target chapter, else the next one.
    await o.save({
      ...two,
      content: PROSE.two,
      actionOptions: [
        { id: "a", text: "Follow the lights", targetChapter: 1 },
        { id: "b", text: "Stay on the road" },
      ],
    });
    // The last chapter without options ends the story.
    await o.save({ ...three, content: PROSE.three });
    const after = await o.story();
    expect(after?.chapters[1]?.scenes[0]?.choices).toEqual([
      { id: `${two?.id}-a`, text: "Follow the lights", leadsToChapter: one?.id },
      { id: `${two?.id}-b`, text: "Stay on the road", leadsToChapter: three?.id },
    ]);
    expect(after?.chapters[2]?.scenes[0]?.choices).toEqual([]);
    // What the planner reads is the story's.
    expect((await o.chapters()).map((c) => c.content)).toEqual([PROSE.one, PROSE.two, PROSE.three]);
  });

  it("keeps the author's Story Editor edit through a planner title save; new prose replaces it", async () => {
    const o = await owner();
    const [one] = await planned(o);
    await o.save({ ...one, content: PROSE.one });
    const handEdited = "Wren climbs the tower, counting every one of its ninety steps.";
    const story = (await o.story()) as StoryBeats;
    await o.editStory(edited(story, chapterSceneId(one?.id ?? ""), handEdited));

    // The planner shows the edit, and a title save sending it back keeps the scene as edited.
    const [shown] = await o.chapters();
    expect(shown?.content).toBe(handEdited);
    const renamed = await o.save({ ...shown, title: "The Bell Tower" });
    expect(renamed.content).toBe(handEdited);
    let now = await o.story();
    expect(now?.chapters[0]).toMatchObject({ title: "The Bell Tower" });
    expect(now?.chapters[0]?.scenes[0]).toMatchObject({ title: "The Bell Tower", description: handEdited });
    // The author's story keeps its name: a title is not a rewrite.
    expect(now?.writtenBy).toBe("story-editor");

    // New prose is a rewrite of the chapter's scenes; the story stays the Story Editor's.
    await o.save({ ...shown, title: "The Bell Tower", content: "A new telling.", reason: "regenerate" });
    now = await o.story();
    expect(sceneText(now, one?.id ?? "")).toEqual(["A new telling."]);
    expect(now?.writtenBy).toBe("story-editor");
    expect((await o.revisions())[0]?.madeBy).toBe("Regenerate chapter 1");
  });

  it("keeps typing in one revision, and Undo of a regeneration brings the earlier text back", async () => {
    const o = await owner();
    const [one] = await planned(o);
    await o.save({ ...one, content: PROSE.one, reason: "generate" });
    await o.save({ ...one, title: "One, again", content: PROSE.one });
    await o.save({ ...one, title: "One, once more", content: PROSE.one });
    expect((await o.revisions()).map((r) => r.madeBy)).toEqual([
      "Story Builder edit",
      "Story Builder: write chapter 1",
    ]);

    const regenerated = await o.save({
      ...one,
      title: "One, once more",
      content: "Another take.",
      reason: "regenerate",
    });
    expect(regenerated.content).toBe("Another take.");
    await o.restore(regenerated.undoRevisionId as string);
    const [back] = await o.chapters();
    expect(back?.content).toBe(PROSE.one);

    // A save that changes nothing keeps no revision and offers no Undo.
    const same = await o.save({ ...back, reason: "edit" });
    expect(same.undoRevisionId).toBeNull();
  });
});

describe("a story another tool wrote", () => {
  it("is not overwritten by a planner edit without prose; saved prose goes in, the story keeps its writer", async () => {
    const o = await owner();
    const [one, two] = await planned(o);
    const own: StoryBeats = {
      chapters: [
        {
          id: "hand",
          title: "By hand",
          scenes: [{ id: "hand-1", title: "Opening", description: "Written by hand.", choices: [] }],
        },
      ],
    };
    await o.editStory(own);
    const before = (await o.revisions()).length;
    const plain = await o.save({ ...one, title: "One renamed" });
    expect(plain.undoRevisionId).toBeNull();
    expect((await o.story())?.chapters.map((c) => c.id)).toEqual(["hand"]);
    expect((await o.revisions()).length).toBe(before);

    await o.save({ ...two, content: PROSE.two, reason: "generate" });
    const story = await o.story();
    expect(story?.writtenBy).toBe("story-editor");
    expect(story?.chapters.map((c) => c.id)).toEqual(["hand", two?.id]);
    expect(sceneText(story, two?.id ?? "")).toEqual([PROSE.two]);
    expect(sceneText(story, "hand")).toEqual(["Written by hand."]);
  });
  it("leaves alone an empty story the Complete Story Generator is writing", async () => {
    const o = await owner();
    const [one] = await planned(o);
    await t.database.db
      .update(games)
      .set({ storyBeats: { chapters: [], writtenBy: "complete-story" } })
      .where(eq(games.id, o.id));
    await t.database.db
      .insert(storyJobs)
      .values({ id: randomUUID(), gameId: o.id, status: "generating", totalChapters: 5 });
    const saved = await o.save({ ...one, title: "One renamed" });
    expect(saved.undoRevisionId).toBeNull();
    expect(await o.story()).toEqual({ chapters: [], writtenBy: "complete-story" });
  });
});

describe("reorder, insert and remove move the story's chapters", () => {
  it("moves story chapters with the outline; a Story Editor chapter keeps its place", async () => {
    const o = await owner();
    const [one, two, three] = await planned(o);
    await o.save({ ...one, content: PROSE.one });
    // The author adds a chapter of their own after chapter 1 in the Story Editor.
    const story = (await o.story()) as StoryBeats;
    const interlude = {
      id: "interlude",
      title: "Interlude",
      scenes: [{ id: "interlude-1", title: "Between", description: "A quiet hour.", choices: [] }],
    };
    await o.editStory({
      ...story,
      chapters: [story.chapters[0], interlude, ...story.chapters.slice(1)] as never,
    });

    // Chapter 1 moves to the end.
    const moved = await call("POST", `${o.base}/story-outline-chapters/reorder`, o.cookie, {
      fromIndex: 0,
      toIndex: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((c: Chapter) => c.title)).toEqual(["Two", "Three", "One"]);
    expect(moved.json()[2].content).toBe(PROSE.one);
    expect((await o.story())?.chapters.map((c) => c.id)).toEqual([two?.id, "interlude", three?.id, one?.id]);

    // The story is now the Story Editor's: an empty chapter inserted in the outline stays out of it.
    const inserted = await call("POST", `${o.base}/story-outline-chapters/insert`, o.cookie, {
      afterChapterNumber: 2,
    });
    expect(inserted.statusCode).toBe(200);
    expect(inserted.headers[UNDO_REVISION_HEADER]).toBeUndefined();
    expect((await o.story())?.chapters.map((c) => c.id)).toEqual([two?.id, "interlude", three?.id, one?.id]);
  });

  it("inserts an empty chapter after the one before it while the story is the outline's", async () => {
    const o = await owner();
    const [one, two, three] = await planned(o);
    await o.save({ ...one, content: PROSE.one });
    const inserted = await call("POST", `${o.base}/story-outline-chapters/insert`, o.cookie, {
      afterChapterNumber: 1,
    });
    const added = (inserted.json() as Chapter[])[1];
    expect(inserted.headers[UNDO_REVISION_HEADER]).toEqual(expect.any(String));
    const story = await o.story();
    expect(story?.chapters.map((c) => c.id)).toEqual([one?.id, added?.id, two?.id, three?.id]);
    expect(story?.chapters[0]?.scenes[0]?.choices[0]).toMatchObject({
      text: "Continue to Chapter 2: Untitled",
      leadsToChapter: added?.id,
    });
  });

  it("removes a chapter's story chapter with a revision; Undo brings back both", async () => {
    const o = await owner();
    const [one, two, three] = await planned(o);
    await o.save({ ...one, content: PROSE.one });
    await o.save({ ...two, content: PROSE.two });
    const removed = await call("DELETE", `${o.base}/story-outline-chapters/${two?.id}`, o.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((c: Chapter) => [c.chapterNumber, c.title])).toEqual([
      [1, "One"],
      [2, "Three"],
    ]);
    const undo = removed.headers[UNDO_REVISION_HEADER] as string;
    expect(undo).toEqual(expect.any(String));
    const story = await o.story();
    expect(story?.chapters.map((c) => c.id)).toEqual([one?.id, three?.id]);
    // Chapter 1 now continues to what is chapter 2.
    expect(story?.chapters[0]?.scenes[0]?.choices).toEqual([
      { id: `${one?.id}-next`, text: "Continue to Chapter 2: Three", leadsToChapter: three?.id },
    ]);
    expect((await o.revisions())[0]).toMatchObject({ id: undo, madeBy: "Story Builder: remove chapter 2" });

    // Undo: the story comes back, and the planner puts its chapter back by id at its number.
    await o.restore(undo);
    expect((await o.story())?.chapters.map((c) => c.id)).toEqual([one?.id, two?.id, three?.id]);
    const back = await o.save({ ...two, content: PROSE.two });
    expect(back).toMatchObject({ id: two?.id, chapterNumber: 2, content: PROSE.two });
    expect((await o.chapters()).map((c) => c.title)).toEqual(["One", "Two", "Three"]);
  });
});

describe("the Story Editor's save: the outline follows", () => {
  it("takes titles, order and text; a chapter the author removed leaves the outline", async () => {
    const o = await owner();
    const [one, two, three] = await planned(o);
    await o.save({ ...one, content: PROSE.one });
    await o.save({ ...two, content: PROSE.two });
    const story = (await o.story()) as StoryBeats;
    const [c1, c2, c3] = story.chapters as [Chapter3, Chapter3, Chapter3];
    await o.editStory(
      edited(
        { ...story, chapters: [{ ...c3, title: "The Court" }, c1, c2] },
        chapterSceneId(two?.id ?? ""),
        "Fog, and then the road.",
      ),
    );
    const chapters = await o.chapters();
    expect(chapters.map((c) => [c.chapterNumber, c.id, c.title])).toEqual([
      [1, three?.id, "The Court"],
      [2, one?.id, "One"],
      [3, two?.id, "Two"],
    ]);
    expect(chapters[2]?.content).toBe("Fog, and then the road.");
    const [row] = await t.database.db
      .select()
      .from(outlineChapters)
      .where(eq(outlineChapters.id, two?.id ?? ""));
    expect(row?.content).toBe("Fog, and then the road.");

    // The author deletes chapter "One" from the story: it leaves the outline, numbers stay 1..n.
    const now = (await o.story()) as StoryBeats;
    await o.editStory({ ...now, chapters: now.chapters.filter((c) => c.id !== one?.id) });
    expect((await o.chapters()).map((c) => [c.chapterNumber, c.title])).toEqual([
      [1, "The Court"],
      [2, "Two"],
    ]);
  });

  it("does not rename an untitled outline chapter 'Untitled chapter'", async () => {
    const o = await owner();
    const [one] = await planned(o);
    await o.save({ ...one, title: "", content: PROSE.one });
    expect((await o.story())?.chapters[0]?.title).toBe("Untitled chapter");
    await o.editStory((await o.story()) as StoryBeats);
    expect((await o.chapters())[0]?.title).toBe("");
  });
});

describe("the game bible", () => {
  it("reads every chapter's text from the story: outline and complete-story chapters alike", async () => {
    const o = await owner();
    const [one] = await planned(o);
    await o.save({ ...one, content: PROSE.one });
    await o.editStory(edited((await o.story()) as StoryBeats, chapterSceneId(one?.id ?? ""), "As edited."));
    let game = await findGameById(t.database.db, o.id);
    let bible = await loadGameBible(t.database.db, game as NonNullable<typeof game>);
    expect(bible.chapters.map((c) => c.content)).toEqual(["As edited.", null, null]);

    // A finished complete story: its chapters' text is the story's, not the rows'.
    const jobId = randomUUID();
    const chapterId = randomUUID();
    await t.database.db
      .insert(storyJobs)
      .values({ id: jobId, gameId: o.id, status: "completed", totalChapters: 1 });
    await t.database.db.insert(storyChapters).values({
      id: chapterId,
      storyJobId: jobId,
      gameId: o.id,
      chapterNumber: 1,
      title: "Generated",
      content: "What the generator first wrote.",
    });
    await o.editStory({
      chapters: [
        {
          id: chapterId,
          title: "Generated",
          scenes: [
            {
              id: chapterSceneId(chapterId),
              title: "Generated",
              description: "What the author made of it.",
              choices: [],
            },
          ],
        },
      ],
    });
    game = await findGameById(t.database.db, o.id);
    bible = await loadGameBible(t.database.db, game as NonNullable<typeof game>);
    expect(bible.chapters.map((c) => [c.title, c.content])).toEqual([
      ["Generated", "What the author made of it."],
    ]);
  });
});

describe("a new plan from the create screen's outline (POST …/story-outline)", () => {
  it("replaces the outline's story with the new plan's chapters, keeping the old as a revision", async () => {
    const o = await owner();
    const [one] = await planned(o);
    await o.save({
      id: one?.id,
      chapterNumber: 1,
      title: "One",
      outline: "x",
      content: PROSE.one,
      reason: "generate",
    });
    const chapter = {
      chapterNumber: 1,
      title: "A New Start",
      outline: "Wren sets out.",
      selectedCharacters: [],
      selectedLocation: "",
    };
    const res = await call("POST", `${o.base}/story-outline`, o.cookie, { chapters: [chapter] });
    expect(res.statusCode, res.body).toBe(200);
    const [fresh] = await o.chapters();
    const story = await o.story();
    // The story's chapters are the new plan's: no chapter of the old plan is left in it.
    expect(story?.chapters.map((c) => c.id)).toEqual([fresh?.id]);
    expect(story?.chapters[0]?.title).toBe("A New Start");
    expect((await o.revisions())[0]?.madeBy).toBe("New story outline");
  });
});

describe("clearing a chapter's text (the planner's Clear, with Undo)", () => {
  it("keeps a revision of its own, so Undo brings back only the cleared text, not an earlier burst of edits", async () => {
    const o = await owner();
    const [one, two] = await planned(o);
    await o.save({
      id: one?.id,
      chapterNumber: 1,
      title: "One",
      outline: "x",
      content: PROSE.one,
      reason: "generate",
    });
    // Typing into chapter 2: a burst of edits, kept as one revision.
    await o.save({ id: two?.id, chapterNumber: 2, title: "Two", outline: "y", content: PROSE.two });
    const cleared = await o.save({
      id: one?.id,
      chapterNumber: 1,
      title: "One",
      outline: "x",
      content: null,
      reason: "clear",
    });
    expect((await o.revisions())[0]?.madeBy).toBe("Story Builder: clear chapter 1");
    await o.restore(cleared.undoRevisionId as string);
    const story = await o.story();
    expect(chapterText(story, one?.id as string)).toBe(PROSE.one);
    expect(chapterText(story, two?.id as string)).toBe(PROSE.two);
  });
});
