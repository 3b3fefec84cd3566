import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVISIONS_KEPT } from "../../contract/story-revisions";
import { games, type StoryBeats, storyRevisions } from "../db/schema";
import { createTestApp, signUp } from "../test-support/test-app";
import { diffStories, findRevision, listRevisions, pruneRevisions, writeStory } from "./story-store";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A story of `n` scenes, each scene's text marked with `mark`. */
const story = (n: number, mark = "one"): StoryBeats => ({
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: Array.from({ length: n }, (_, i) => ({
        id: `s${i + 1}`,
        title: `Scene ${i + 1}`,
        description: `Rain on the gate (${mark}).`,
        choices: [],
      })),
    },
  ],
});

async function newGame(cookie?: string) {
  const owner = cookie ? { cookie } : await signUp(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/games",
    headers: { cookie: owner.cookie },
    payload: {
      title: "The Lantern of Hollow Vale",
      genre: "fantasy",
      storyline: "Wren must relight the great lantern before the longest night.",
      characters: [
        { name: "Wren", role: "Lamplighter", characterType: "protagonist", description: "Quiet." },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  const [row] = await db().select({ creatorId: games.creatorId }).from(games).where(eq(games.id, id));
  return { id, cookie: owner.cookie, userId: row?.creatorId as string };
}

const write = (gameId: string, next: StoryBeats | null, madeBy = "Story Editor save", coalesceMs?: number) =>
  db().transaction((tx) => writeStory(tx, { gameId, next, madeBy, coalesceMs }));

/** Revisions kept `daysAgo` days ago, inserted as old rows would be. */
async function insertOld(gameId: string, userId: string, count: number, daysAgo: number, bytes = 10) {
  for (let i = 0; i < count; i++)
    await db().execute(sql`
      insert into story_revisions (id, game_id, user_id, made_by, summary, story, scene_count, bytes, created_at)
      values (${`old-${gameId}-${daysAgo}-${i}`}, ${gameId}, ${userId}, 'Story Editor save',
        '{"added":0,"removed":0,"changed":1}'::jsonb, null, 0, ${bytes},
        now() - make_interval(days => ${daysAgo}, secs => ${i}))`);
}

const idsOf = async (gameId: string) => (await listRevisions(db(), gameId)).map((r) => r.id);

describe("diffStories", () => {
  it("counts scenes added, removed and changed by id", () => {
    const before = story(3);
    const after: StoryBeats = {
      chapters: [
        {
          id: "c1",
          title: "The Gate",
          scenes: [
            { ...(before.chapters[0]?.scenes[0] as StoryBeats["chapters"][0]["scenes"][0]) },
            { id: "s2", title: "Scene 2", description: "Other text.", choices: [] },
            { id: "s9", title: "New", description: "", choices: [] },
          ],
        },
      ],
    };
    expect(diffStories(before, after)).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(diffStories(null, before)).toEqual({ added: 3, removed: 0, changed: 0 });
    expect(diffStories(before, null)).toEqual({ added: 0, removed: 3, changed: 0 });
  });

  it("counts a scene only moved on the Story Map as moved, not changed", () => {
    const before = story(2);
    const [first, second] = before.chapters[0]?.scenes ?? [];
    if (!first || !second) throw new Error("story(2) has two scenes");
    const after: StoryBeats = {
      chapters: [
        {
          id: "c1",
          title: "The Gate",
          scenes: [
            { ...first, position: { x: 40, y: 80 } },
            { ...second, description: "Other text.", position: { x: 400, y: 80 } },
          ],
        },
      ],
    };
    // The first only moved; the second moved and was rewritten, a change.
    expect(diffStories(before, after)).toEqual({ added: 0, removed: 0, changed: 1, moved: 1 });
  });
});

describe("writeStory", () => {
  it("keeps the story it replaces, and answers the revision with what the write did", async () => {
    const { id } = await newGame();
    const first = await write(id, story(2));
    expect(first).toMatchObject({ summary: { added: 2, removed: 0, changed: 0 }, sceneCount: 2 });
    const kept = await findRevision(db(), id, first.revisionId as string);
    expect(kept).toMatchObject({ story: null, sceneCount: 0, madeBy: "Story Editor save" });

    const second = await write(id, story(1, "two"), "Generate Complete Story");
    expect(second.summary).toEqual({ added: 0, removed: 1, changed: 1 });
    const again = await findRevision(db(), id, second.revisionId as string);
    expect(again?.story?.chapters[0]?.scenes).toHaveLength(2);
    expect(again?.bytes).toBeGreaterThan(0);
    const [game] = await db().select().from(games).where(eq(games.id, id));
    expect(game?.storyBeats?.chapters[0]?.scenes[0]?.description).toBe("Rain on the gate (two).");
  });

  it("keeps nothing when the story does not change", async () => {
    const { id } = await newGame();
    await write(id, story(2));
    expect((await write(id, story(2))).revisionId).toBeNull();
    expect(await idsOf(id)).toHaveLength(1);
  });

  it("coalesces a burst by one tool into one revision holding the story before the burst", async () => {
    const { id } = await newGame();
    await write(id, story(1, "hand"));
    const a = await write(id, story(2, "gen"), "Regenerate chapter 1", 60_000);
    const b = await write(id, story(3, "gen"), "Regenerate chapter 1", 60_000);
    expect(b.revisionId).toBe(a.revisionId);
    const revisions = await listRevisions(db(), id);
    expect(revisions.map((r) => r.madeBy)).toEqual(["Regenerate chapter 1", "Story Editor save"]);
    const burst = await findRevision(db(), id, a.revisionId as string);
    expect(burst?.story?.chapters[0]?.scenes.map((s) => s.description)).toEqual(["Rain on the gate (hand)."]);
    // The summary says what the whole burst did: from one hand-written scene to three generated.
    expect(revisions[0]?.summary).toEqual({ added: 2, removed: 0, changed: 1 });
    expect(b.summary).toEqual({ added: 2, removed: 0, changed: 1 });

    // Another tool, or no coalescing asked for, keeps a revision of its own.
    const c = await write(id, story(3, "edit"), "Story Editor save", 60_000);
    expect(c.revisionId).not.toBe(a.revisionId);
    expect((await write(id, story(3, "gen"), "Story Editor save")).revisionId).not.toBe(c.revisionId);
    expect(await idsOf(id)).toHaveLength(4);
  });

  it("does not coalesce with a revision older than the window", async () => {
    const { id } = await newGame();
    const a = await write(id, story(1), "Regenerate chapter 1", 60_000);
    await db()
      .update(storyRevisions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(storyRevisions.id, a.revisionId as string));
    const b = await write(id, story(2), "Regenerate chapter 1", 60_000);
    expect(b.revisionId).not.toBe(a.revisionId);
  });

  it("does not coalesce with a revision dated ahead (a restored archive from a fast clock)", async () => {
    const { id } = await newGame();
    const a = await write(id, story(1), "Story Builder edit", 60_000);
    await db()
      .update(storyRevisions)
      .set({ createdAt: new Date(Date.now() + 365 * 86_400_000) })
      .where(eq(storyRevisions.id, a.revisionId as string));
    const b = await write(id, story(2), "Story Builder edit", 60_000);
    expect(b.revisionId).not.toBe(a.revisionId);
  });
});

describe("pruneRevisions", () => {
  it(`keeps the newest ${REVISIONS_KEPT} and every one from the last 30 days, whichever keeps more`, async () => {
    const { id, userId } = await newGame();
    // 60 within 30 days: all stay, though more than 50.
    await insertOld(id, userId, 60, 10);
    await db().transaction((tx) => pruneRevisions(tx, id, userId));
    expect(await idsOf(id)).toHaveLength(60);

    // Older ones go only past the newest 50.
    const { id: other, userId: otherUser } = await newGame();
    await insertOld(other, otherUser, 30, 5);
    await insertOld(other, otherUser, 40, 45);
    await db().transaction((tx) => pruneRevisions(tx, other, otherUser));
    const kept = await listRevisions(db(), other);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept.filter((r) => r.id.includes("-5-"))).toHaveLength(30);
    // The newest of the old ones stay: seconds 0..19 of day 45.
    expect(kept.filter((r) => r.id.includes("-45-")).map((r) => r.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `old-${other}-45-${i}`),
    );

    // A write prunes in its own transaction.
    const { id: third, userId: thirdUser } = await newGame();
    await insertOld(third, thirdUser, 55, 40);
    await write(third, story(1));
    expect(await idsOf(third)).toHaveLength(REVISIONS_KEPT);
  });

  it("bounds a user's bytes, oldest first, but never removes a game's newest", async () => {
    const { id, userId, cookie } = await newGame();
    const { id: second } = await newGame(cookie);
    await insertOld(id, userId, 5, 3, 100); // seconds 0..4 of day 3: 500 bytes
    await insertOld(second, userId, 1, 20, 100); // the second game's only one, and the oldest
    await db().transaction((tx) => pruneRevisions(tx, id, userId, 250));
    // Newest first, the first game's two newest make 200 bytes and its third would pass 250: it
    // and the older ones go. The second game's only revision is past the bound too, but is its newest.
    expect(await idsOf(id)).toEqual([`old-${id}-3-0`, `old-${id}-3-1`]);
    expect(await idsOf(second)).toEqual([`old-${second}-20-0`]);

    // Far below what any one revision takes: every game still keeps its newest.
    await db().transaction((tx) => pruneRevisions(tx, id, userId, 1));
    expect(await idsOf(id)).toEqual([`old-${id}-3-0`]);
    expect(await idsOf(second)).toEqual([`old-${second}-20-0`]);
  });

  it("counts only the user's own revisions", async () => {
    const { id, userId } = await newGame();
    const { id: theirs, userId: them } = await newGame();
    await insertOld(id, userId, 3, 2, 100);
    await insertOld(theirs, them, 3, 1, 100);
    await db().transaction((tx) => pruneRevisions(tx, id, userId, 250));
    expect(await idsOf(id)).toHaveLength(2);
    expect(await idsOf(theirs)).toHaveLength(3);
  });
});

describe("diffStories and jsonb's key order", () => {
  it("counts a scene whose keys come back in another order (as jsonb hands them) as unchanged", () => {
    const scene = { id: "s1", title: "Dusk", description: "The square is dark.", choices: [] };
    const reordered = { choices: [], description: "The square is dark.", title: "Dusk", id: "s1" };
    const story = (s: typeof scene) => ({ chapters: [{ id: "c1", title: "One", scenes: [s] }] });
    expect(diffStories(story(scene), story(reordered))).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(diffStories(story(scene), story({ ...scene, title: "Night" }))).toEqual({
      added: 0,
      removed: 0,
      changed: 1,
    });
  });
});
