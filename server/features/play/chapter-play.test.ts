import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CompleteStoryProgress } from "../../../contract/complete-story";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { outlineChapters } from "../../db/schema";
import { sendAction, startSession } from "../../test-support/play-requests";
import { createTestApp, signUp } from "../../test-support/test-app";
import { insertGame, isolatedJobName, QUICK, startUrl, waitForStory } from "../complete-story/test-support";

/**
 * ADR 018, play of written chapters: a complete story plays as its chapters, an outline's
 * generated content chapter by chapter; Next Chapter and the chapters' choices move on with no
 * model call, anything else the player does is a narrator's scene inside the chapter.
 */

const inner = createEmbeddedNarrator();
let turnsWritten = 0;
const narrator: Narrator = {
  ...inner,
  takeTurn: (input, options) => {
    turnsWritten += 1;
    return inner.takeTurn(input, options);
  },
};

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
  turnsWritten = 0;
});

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

describe("a complete story", () => {
  let gameId: string;
  let story: CompleteStoryProgress;
  beforeAll(async () => {
    gameId = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 });
    await post(startUrl(gameId), undefined, owner.cookie);
    story = await waitForStory(t.app, gameId, owner.cookie);
    expect(story.status).toBe("completed");
  });
  const chapter = (n: number) => story.chapters[n - 1] as CompleteStoryProgress["chapters"][number];

  it("opens with its first chapter as written, and Next Chapter moves on to the next", async () => {
    const token = await startSession(t.app, `game-${gameId}`);
    const session = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}` })).json();
    expect(session.currentScene).toBe(chapter(1).content);
    expect(session.chapterTitle).toBe(chapter(1).title);
    expect(session.gameProgress).toBe(0);
    expect(session.game.hasStructuredStory).toBe(true);
    expect(session.choices).toEqual([{ text: `Continue to Chapter 2: ${chapter(2).title}`, hasScene: true }]);

    const next = await post(`/api/sessions/${token}/next-chapter`);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      advancedToBeat: chapter(2).title,
      sceneDescription: chapter(2).content,
      chapterTitle: chapter(2).title,
      // Chapters reached: the second of five (the story's progress, ADR 027).
      gameProgress: 20,
    });
    // The chapter's choice leads on too.
    const third = await sendAction(t.app, token, `Continue to Chapter 3: ${chapter(3).title}`);
    expect(third.json().sceneDescription).toBe(chapter(3).content);
    expect(turnsWritten).toBe(0);
  });

  it("answers what the player does inside a chapter with a narrator's scene, then offers the chapter's choices again", async () => {
    const token = await startSession(t.app, `game-${gameId}`);
    const scene = (await sendAction(t.app, token, "Look around the harbour")).json();
    expect(turnsWritten).toBe(1);
    expect(scene.sceneDescription).not.toBe(chapter(1).content);
    expect(scene.chapterTitle).toBe(chapter(1).title);
    expect(scene.gameProgress).toBe(0);
    expect(scene.choices).toEqual([{ text: `Continue to Chapter 2: ${chapter(2).title}`, hasScene: true }]);
    const next = (await post(`/api/sessions/${token}/next-chapter`)).json();
    expect(next.sceneDescription).toBe(chapter(2).content);
  });

  it("refuses to regenerate a written chapter, reaches 100% at the last, and plays the author's edits", async () => {
    const token = await startSession(t.app, `game-${gameId}`);
    const regenerated = await post(`/api/sessions/${token}/regenerate`);
    expect(regenerated.statusCode).toBe(409);

    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/games/${gameId}/complete-story/chapters/${chapter(5).id}`,
      payload: { title: "The Last Lock", content: "Ada closes the last lock.\n\nThe city is dry." },
      headers: { cookie: owner.cookie },
    });
    expect(edited.statusCode).toBe(200);
    let last: { sceneDescription: string; gameProgress: number; advancedToBeat: string } | undefined;
    for (let i = 0; i < 4; i++) last = (await post(`/api/sessions/${token}/next-chapter`)).json();
    expect(last).toMatchObject({
      advancedToBeat: "The Last Lock",
      sceneDescription: "Ada closes the last lock.\n\nThe city is dry.",
      gameProgress: 100,
    });
    expect((await post(`/api/sessions/${token}/next-chapter`)).statusCode).toBe(409);
  });
});

describe("an outline with generated content", () => {
  it("plays chapter by chapter from the content; an action option leads to its chapter", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { hasStructuredStory: true }, [
      { title: "The Fog Siren", outline: "Ada hears the siren." },
      { title: "Brass Canals", outline: "Ada follows the canals." },
      { title: "The Tide Engine", outline: "Ada reaches the engine." },
    ]);
    const [first, second] = await t.database.db
      .select()
      .from(outlineChapters)
      .where(eq(outlineChapters.gameId, gameId))
      .orderBy(outlineChapters.chapterNumber);
    // The planner's saves write the chapters into the game's story (ADR 027).
    const save = (body: object) => post(`/api/games/${gameId}/story-outline-chapters`, body, owner.cookie);
    await save({
      id: first?.id,
      chapterNumber: 1,
      title: "The Fog Siren",
      outline: "Ada hears the siren.",
      content: "The siren wails over the harbour.",
      actionOptions: [
        { id: "a", text: "Take the canal boat", targetChapter: 2 },
        { id: "b", text: "Run for the engine", targetChapter: 3 },
      ],
    });
    await save({
      id: second?.id,
      chapterNumber: 2,
      title: "Brass Canals",
      outline: "Ada follows the canals.",
      content: "The canals shine like coins.",
    });

    const token = await startSession(t.app, `game-${gameId}`);
    const session = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}` })).json();
    expect(session.currentScene).toBe("The siren wails over the harbour.");
    expect(session.choices.map((c: { text: string }) => c.text)).toEqual([
      "Take the canal boat",
      "Run for the engine",
    ]);
    const boat = (await sendAction(t.app, token, "Take the canal boat")).json();
    expect(boat.sceneDescription).toBe("The canals shine like coins.");
    expect(boat.chapterTitle).toBe("Brass Canals");
    expect(turnsWritten).toBe(0);

    // A choice to a chapter not written yet: the story has no scene there, so the narrator opens
    // that chapter — forward, never back (ADR 027).
    const other = await startSession(t.app, `game-${gameId}`);
    const engine = (await sendAction(t.app, other, "Run for the engine")).json();
    expect(turnsWritten).toBe(1);
    expect(engine.sceneDescription).not.toBe("");
    expect(engine.chapterTitle).toBe("The Tide Engine");
  });
});

describe("a plan with an untitled chapter (issue 30 item 8)", () => {
  it("names it Chapter N when Next Chapter moves there, never an empty name", async () => {
    const gameId = await insertGame(t.database.db, owner.user.id, { hasStructuredStory: true }, [
      { title: "The First Lock", outline: "Ada opens the first lock." },
      { title: "", outline: "" },
    ]);
    const token = await startSession(t.app, `game-${gameId}`);
    const next = await post(`/api/sessions/${token}/next-chapter`);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().advancedToBeat).toBe("Chapter 2");
  });
});
