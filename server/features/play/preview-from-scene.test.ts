import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, type StoryBeats } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/** Preview from here (issue 20): the owner's preview opens at any scene of the saved story. */
const beats: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [
        {
          id: "s1",
          title: "Before the Gate",
          description: "Rain hammers the iron gate of Blackmere.",
          choices: [{ id: "a", text: "Open the gate", leadsToChapter: "c2" }],
        },
      ],
    },
    {
      id: "c2",
      title: "The House",
      scenes: [
        {
          id: "s2",
          title: "The Hall",
          description: "Portraits watch you from the dark walls of the hall.",
          choices: [
            { id: "b", text: "Climb the stairs", leadsToScene: "s3" },
            { id: "c", text: "Leave at once", leadsToEnding: "e-away" },
          ],
        },
        {
          id: "s3",
          title: "The Landing",
          description: "A door at the top of the stairs stands ajar.",
          choices: [],
        },
      ],
    },
  ],
  endings: [{ id: "e-away", title: "Far Away" }],
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A written game of a new user's; a draft unless `published`. */
async function ownedWrittenGame(published = false) {
  const owner = await signUp(t.app);
  const id = randomUUID();
  const shareSlug = `blackmere-${id.slice(0, 6)}`;
  await t.database.db.insert(games).values({
    id,
    creatorId: owner.user.id,
    title: "Blackmere",
    genre: "mystery",
    shareSlug,
    isPublished: published,
    isDraft: !published,
    useCompleteStorySystem: true,
    storyBeats: beats,
  });
  return { ...owner, id, shareSlug };
}

const start = (payload: object, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload,
    headers: cookie ? { cookie } : {},
  });
const act = (token: string, action: string, cookie: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/sessions/${token}/action`,
    payload: { action },
    headers: { cookie },
  });

describe("POST /api/sessions/start with startScene", () => {
  it("opens the owner's preview at that scene, and the choices walk on from there", async () => {
    const { cookie, shareSlug } = await ownedWrittenGame();
    const res = await start({ gameSlug: shareSlug, previewMode: true, startScene: " s2 " }, cookie);
    expect(res.statusCode).toBe(200);
    const opened = res.json();
    expect(opened).toMatchObject({
      previewMode: true,
      sceneTitle: "The Hall",
      currentScene: "Portraits watch you from the dark walls of the hall.",
      chapterTitle: "The House",
      currentSceneNumber: 1,
      // The second of two chapters: half the story is behind a player who got here.
      gameProgress: 50,
      choices: [
        { text: "Climb the stairs", hasScene: true },
        { text: "Leave at once", hasScene: true },
      ],
      ended: false,
    });

    const next = (await act(opened.sessionToken, "Climb the stairs", cookie)).json();
    expect(next).toMatchObject({ sceneTitle: "The Landing", currentSceneNumber: 2 });

    // Reloaded, the session is where it was played to.
    const resumed = await t.app.inject({
      method: "GET",
      url: `/api/sessions/${opened.sessionToken}`,
      headers: { cookie },
    });
    expect(resumed.json().sceneTitle).toBe("The Landing");
  });

  it("reaches an ending with no scene of its own from there", async () => {
    const { cookie, shareSlug } = await ownedWrittenGame();
    const opened = (await start({ gameSlug: shareSlug, previewMode: true, startScene: "s2" }, cookie)).json();
    const ending = (await act(opened.sessionToken, "Leave at once", cookie)).json();
    expect(ending).toMatchObject({ sceneTitle: "Far Away", gameProgress: 100, ended: true });
  });

  it("is the owner's, in preview: anyone else gets a 403 (or 404 for a draft they cannot see)", async () => {
    const published = await ownedWrittenGame(true);
    const draft = await ownedWrittenGame(false);
    const other = await signUp(t.app);
    const cases: Array<[string, object, string | undefined, number, string]> = [
      [
        "another player of a published game",
        { gameSlug: published.shareSlug, previewMode: true, startScene: "s2" },
        other.cookie,
        403,
        "Only the game's creator can preview from a scene",
      ],
      [
        "a visitor of a published game",
        { gameSlug: published.shareSlug, previewMode: true, startScene: "s2" },
        undefined,
        403,
        "Only the game's creator can preview from a scene",
      ],
      [
        "the owner, not in preview",
        { gameSlug: published.shareSlug, startScene: "s2" },
        published.cookie,
        403,
        "Only the game's creator can preview from a scene",
      ],
      [
        "another user, at someone's draft",
        { gameSlug: draft.shareSlug, previewMode: true, startScene: "s2" },
        other.cookie,
        404,
        "Game not found",
      ],
      [
        "the owner, at a scene not in the story",
        { gameSlug: draft.shareSlug, previewMode: true, startScene: "s9" },
        draft.cookie,
        400,
        "That scene is not in the saved story",
      ],
      [
        "the owner, at an ending (not a scene)",
        { gameSlug: draft.shareSlug, previewMode: true, startScene: "e-away" },
        draft.cookie,
        400,
        "That scene is not in the saved story",
      ],
    ];
    for (const [who, payload, cookie, status, message] of cases) {
      const res = await start(payload, cookie);
      expect(res.statusCode, who).toBe(status);
      expect(res.json(), who).toEqual({ message });
    }
  });

  it("refuses an empty or overlong scene id", async () => {
    const { cookie, shareSlug } = await ownedWrittenGame();
    for (const startScene of ["  ", "s".repeat(101)]) {
      const res = await start({ gameSlug: shareSlug, previewMode: true, startScene }, cookie);
      expect(res.statusCode).toBe(400);
    }
  });

  it("leaves a start without startScene as it was: the story's first scene", async () => {
    const { cookie, shareSlug } = await ownedWrittenGame(true);
    for (const previewMode of [true, false]) {
      const res = await start({ gameSlug: shareSlug, previewMode }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ sceneTitle: "Before the Gate", gameProgress: 0, previewMode });
    }
    const visitor = await start({ gameSlug: shareSlug });
    expect(visitor.json()).toMatchObject({ sceneTitle: "Before the Gate", previewMode: false });
  });
});
