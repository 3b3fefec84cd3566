import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoryBeats } from "../../../contract/edit-game";
import type { GameSummary } from "../../../contract/games";
import { storyKind, storyShape } from "../../../contract/story-kind";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/**
 * What players get, at a glance (issue 29 item 5), and what a generator would replace (item 3):
 * the dashboard's list counts the written story in SQL, Edit Game's detail from the story.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Inject = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object; cookie: string };
const call = ({ method, url, payload, cookie }: Inject) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function ownedGame() {
  const owner = await signUp(t.app);
  const res = await call({
    method: "POST",
    url: "/api/games",
    cookie: owner.cookie,
    payload: {
      title: "The Salt Road",
      genre: "fantasy",
      storyline: "Ilse walks the salt road to the drowned city to bring back her brother.",
      characters: [
        { name: "Ilse", role: "Salt trader", characterType: "protagonist", description: "Stubborn." },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  return { ...owner, id };
}

const summaryOf = async (cookie: string, id: string): Promise<GameSummary> => {
  const res = await call({ method: "GET", url: "/api/games", cookie });
  expect(res.statusCode).toBe(200);
  const found = (res.json() as GameSummary[]).find((g) => g.id === id);
  if (!found) throw new Error("the game is not listed");
  return found;
};
const detailOf = async (cookie: string, id: string) =>
  (await call({ method: "GET", url: `/api/games/${id}`, cookie })).json();
const saveStory = (cookie: string, id: string, storyBeats: StoryBeats) =>
  call({ method: "PATCH", url: `/api/games/${id}`, cookie, payload: { storyBeats } });

const scene = (id: string, choices: StoryBeats["chapters"][number]["scenes"][number]["choices"] = []) => ({
  id,
  title: `Scene ${id}`,
  description: `The road at ${id}.`,
  choices,
});

/** Three chapters, one scene each, each leading on to the next (two texts, one place). */
const chapters: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [
        scene("s1", [
          { id: "a", text: "Walk on", leadsToChapter: "c2" },
          { id: "b", text: "Run on", leadsToChapter: "c2" },
        ]),
      ],
    },
    { id: "c2", title: "The Flats", scenes: [scene("s2", [{ id: "c", text: "Go", leadsToChapter: "c3" }])] },
    { id: "c3", title: "The City", scenes: [scene("s3")] },
  ],
};

/** Two chapters; the first scene forks to a scene and an ending. */
const branching: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [
        scene("s1", [
          { id: "a", text: "Enter", leadsToScene: "s2" },
          { id: "b", text: "Turn back", leadsToEnding: "e1" },
        ]),
        scene("s2"),
      ],
    },
    { id: "c2", title: "Planned", scenes: [] },
  ],
  endings: [{ id: "e1", title: "Home again" }],
};

describe("the written story at a glance", () => {
  it("a game without a written story is free play with the narrator, in the list and the detail", async () => {
    const { cookie, id } = await ownedGame();
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 0,
      storyChapterCount: 0,
      writtenBy: null,
      storyKind: "free-play",
    });
    expect(await detailOf(cookie, id)).toMatchObject({
      storyKind: "free-play",
      storyChapterCount: 0,
      sceneCount: 0,
    });
  });

  it("a story saved in the Story Editor: its counts, its kind and who wrote it", async () => {
    const { cookie, id } = await ownedGame();
    expect((await saveStory(cookie, id, chapters)).statusCode).toBe(200);
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 3,
      storyChapterCount: 3,
      writtenBy: "story-editor",
      storyKind: "written-chapters",
    });
    expect(await detailOf(cookie, id)).toMatchObject({
      storyKind: "written-chapters",
      storyChapterCount: 3,
      sceneCount: 3,
    });

    expect((await saveStory(cookie, id, branching)).statusCode).toBe(200);
    // A chapter without scenes counts: it is the author's, and a generator would replace it.
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 2,
      storyChapterCount: 2,
      writtenBy: "story-editor",
      storyKind: "branching-scenes",
    });
    expect(await detailOf(cookie, id)).toMatchObject({ storyKind: "branching-scenes", sceneCount: 2 });
  });

  it("Generate Complete Story: the list's SQL counts what the story holds; Undo brings the hand-written one back", async () => {
    const { cookie, id } = await ownedGame();
    expect((await saveStory(cookie, id, chapters)).statusCode).toBe(200);
    const generated = await call({ method: "POST", url: `/api/games/${id}/generate-story`, cookie });
    expect(generated.statusCode, generated.body).toBe(200);
    const { undoRevisionId } = generated.json();
    expect(undoRevisionId).toEqual(expect.any(String));

    const [row] = await t.database.db.select().from(games).where(eq(games.id, id));
    const shape = storyShape(row?.storyBeats);
    expect(shape.scenes).toBeGreaterThan(3);
    const summary = await summaryOf(cookie, id);
    expect(summary).toMatchObject({
      sceneCount: shape.scenes,
      storyChapterCount: shape.chapters,
      writtenBy: "generate-story",
      storyKind: storyKind(shape),
    });
    expect(await detailOf(cookie, id)).toMatchObject({
      storyKind: storyKind(shape),
      storyChapterCount: shape.chapters,
      sceneCount: shape.scenes,
    });

    const restored = await call({
      method: "POST",
      url: `/api/games/${id}/revisions/${undoRevisionId}/restore`,
      cookie,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 3,
      storyChapterCount: 3,
      writtenBy: "story-editor",
      storyKind: "written-chapters",
    });
  });

  it("Delete all scenes leaves free play; its Undo brings the story back", async () => {
    const { cookie, id } = await ownedGame();
    expect((await saveStory(cookie, id, branching)).statusCode).toBe(200);
    const deleted = await call({ method: "DELETE", url: `/api/games/${id}/scenes`, cookie });
    expect(deleted.statusCode).toBe(200);
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 0,
      storyChapterCount: 0,
      writtenBy: null,
      storyKind: "free-play",
    });
    const { undoRevisionId } = deleted.json();
    const restored = await call({
      method: "POST",
      url: `/api/games/${id}/revisions/${undoRevisionId}/restore`,
      cookie,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 2,
      storyChapterCount: 2,
      storyKind: "branching-scenes",
    });
  });

  it("a story some other version wrote: an unknown writer is no name, and a choice without a target is the narrator's", async () => {
    const { cookie, id } = await ownedGame();
    const older = {
      chapters: [
        {
          id: "c1",
          title: "Old",
          scenes: [
            {
              ...scene("s1"),
              choices: [
                { id: "a", text: "Ask the ferryman", leadsToScene: "s2" },
                { id: "b", text: "Wait", leadsToScene: null },
              ],
            },
            scene("s2"),
          ],
        },
      ],
      writtenBy: "a-tool-from-the-future",
    };
    await t.database.db
      .update(games)
      .set({ storyBeats: sql`${JSON.stringify(older)}::jsonb` })
      .where(eq(games.id, id));
    expect(await summaryOf(cookie, id)).toMatchObject({
      sceneCount: 2,
      storyChapterCount: 1,
      writtenBy: null,
      storyKind: "branching-scenes",
    });
    expect(await detailOf(cookie, id)).toMatchObject({ storyKind: "branching-scenes" });
  });
});
