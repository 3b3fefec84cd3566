import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE } from "../../../contract/ai";
import { EMPTY_MEMORY } from "../../ai/narrator";
import { characters, games, outlineChapters, type StoryBeats } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";
import { beatScene, findBeat } from "./written-story";

/**
 * Issue 29 §4: in a written story a typed action takes the choice it means, or is answered in
 * place — never back to the chapter's start, never lower progress — and the author's choice
 * effects are what the inventory, health, experience and achievements show.
 */
const beats: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Workshop",
      scenes: [
        {
          id: "s1",
          title: "The Workshop",
          description: "Jane stands in the clockmaker's workshop. Something glints on the bench.",
          choices: [
            {
              id: "a",
              text: "Search the bench",
              leadsToScene: "s2",
              effects: { addItems: ["clockwork key"], experience: 5 },
            },
          ],
        },
        {
          id: "s2",
          title: "The Bench",
          description: "Jane picks up the clockwork key from the bench.",
          choices: [{ id: "b", text: "Go out to the canal", leadsToChapter: "c2" }],
        },
      ],
    },
    {
      id: "c2",
      title: "The Canal",
      scenes: [
        {
          id: "s3",
          title: "The Canal Bank",
          description: "Fog lies on the canal. A brass door is set into the lock house wall.",
          choices: [
            {
              id: "c",
              text: "Open the brass door",
              leadsToScene: "s4",
              effects: {
                removeItems: ["clockwork key"],
                health: -30,
                experience: -15,
                achievement: "Lock Breaker",
              },
            },
            { id: "d", text: "Follow the towpath", leadsToChapter: "c3" },
          ],
        },
        {
          id: "s4",
          title: "The Lock House",
          description: "The key turns and stays in the lock. Inside it is warm.",
          choices: [{ id: "e", text: "Rest by the stove", leadsToChapter: "c4" }],
        },
      ],
    },
    { id: "c3", title: "The Towpath", scenes: [] },
    {
      id: "c4",
      title: "Home",
      scenes: [{ id: "s5", title: "Home Again", description: "Home.", isEndingScene: true, choices: [] }],
    },
  ],
  endings: [{ id: "s5", title: "Home" }],
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A game made the usual way — a cast and an outline plan — whose story was written in the editor. */
async function start(story: StoryBeats = beats) {
  const id = randomUUID();
  const db = t.database.db;
  await db.insert(games).values({
    id,
    title: "The Clockwork Key",
    genre: "mystery",
    shareSlug: `key-${id.slice(0, 6)}`,
    isPublished: true,
    isDraft: false,
    useCompleteStorySystem: true,
    hasStructuredStory: true,
    storyBeats: story,
  });
  await db.insert(characters).values({
    id: randomUUID(),
    gameId: id,
    name: "Jane",
    role: "apprentice",
    characterType: "protagonist",
    description: "A clockmaker's apprentice.",
    position: 0,
  });
  for (const n of [1, 2, 3])
    await db.insert(outlineChapters).values({
      id: randomUUID(),
      gameId: id,
      chapterNumber: n,
      title: `Plan chapter ${n}`,
      outline: `Jane arrives at the old mill. She meets the miller.`,
      selectedLocation: "the old mill",
    });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug: `game-${id}` },
  });
  expect(res.statusCode).toBe(200);
  const token: string = res.json().sessionToken;
  const nextChapter = async () => {
    const answer = await t.app.inject({ method: "POST", url: `/api/sessions/${token}/next-chapter` });
    return { status: answer.statusCode, body: answer.json() };
  };
  return Object.assign(
    async (action: string) => {
      const answer = await t.app.inject({
        method: "POST",
        url: `/api/sessions/${token}/action`,
        payload: { action },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    },
    { gameId: id, nextChapter },
  );
}

const names = (scene: { playerState: { inventory: Array<{ name: string }> } }) =>
  scene.playerState.inventory.map((i) => i.name);

describe("a typed action in a written story", () => {
  it("is answered in place at scene 3: same scene, same choices, progress kept", async () => {
    const act = await start();
    await act("Search the bench");
    const bank = await act("Go out to the canal");
    expect(bank.sceneTitle).toBe("The Canal Bank");
    expect(bank.gameProgress).toBe(25);
    expect(names(bank)).toEqual(["clockwork key"]);

    const aside = await act("throw the key into the canal");
    // The narrator answers at the scene the player is at, not with the plan's chapter opening.
    expect(aside.sceneTitle).toBe("The Canal Bank");
    expect(aside.chapterTitle).toBe("The Canal");
    expect(aside.gameProgress).toBe(25);
    expect(aside.choices).toEqual(bank.choices);
    expect(aside.sceneDescription).not.toMatch(/Plan chapter|old mill|next part of the journey/i);
    expect(aside.sceneDescription).not.toMatch(/has no (clockwork )?key/i);
    expect(aside.currentSceneNumber).toBe(4);

    // The written path still leads on from there, by the choice's meaning.
    const lockHouse = await act("open the door");
    expect(lockHouse.sceneTitle).toBe("The Lock House");
    expect(lockHouse.gameProgress).toBeGreaterThanOrEqual(25);
  });

  it("applies the choice's effects through the rules", async () => {
    const act = await start();
    const bench = await act("1");
    expect(names(bench)).toEqual(["clockwork key"]);
    // 10 a scene (the opening's too), 5 the author's.
    expect(bench.playerState.experience).toBe(25);
    const bank = await act("Go out to the canal");
    const lockHouse = await act("Open the brass door");
    expect(names(lockHouse)).toEqual([]);
    expect(lockHouse.playerState.health).toBe(bank.playerState.health - 30);
    // The author may take experience away (10 for the scene, less 15).
    expect(lockHouse.playerState.experience).toBe(bank.playerState.experience - 5);
    expect(lockHouse.playerState.achievements).toContain("Lock Breaker");
  });

  it("has the narrator open a chapter with no scenes, forward, and go on from it", async () => {
    const act = await start();
    await act("Search the bench");
    await act("Go out to the canal");
    const towpath = await act("Follow the towpath");
    expect(towpath.chapterTitle).toBe("The Towpath");
    expect(towpath.gameProgress).toBe(50);
    expect(towpath.choices).toContainEqual({ text: "Continue to Chapter 4: Home", hasScene: true });
    const aside = await act("look around");
    expect(aside.chapterTitle).toBe("The Towpath");
    expect(aside.gameProgress).toBe(50);
    const home = await act("Continue to Chapter 4: Home");
    expect(home.sceneTitle).toBe("Home Again");
    expect(home.gameProgress).toBe(100);
  });

  it("moves Next Chapter on along the story's own chapters, never the plan's", async () => {
    const act = await start();
    const canal = await act.nextChapter();
    expect(canal.status).toBe(200);
    expect(canal.body).toMatchObject({
      sceneTitle: "The Canal Bank",
      advancedToBeat: "The Canal",
      gameProgress: 25,
    });
    const towpath = await act.nextChapter();
    expect(towpath.body).toMatchObject({
      chapterTitle: "The Towpath",
      advancedToBeat: "The Towpath",
      gameProgress: 50,
    });
    expect(towpath.body.sceneDescription).not.toMatch(/Plan chapter|old mill/);
    const home = await act.nextChapter();
    expect(home.body).toMatchObject({ sceneTitle: "Home Again", gameProgress: 100, ended: true });
    const after = await act.nextChapter();
    expect(after.status).toBe(409);
  });

  it("keeps a session whose scene the author removed in its chapter, not back at the opening", async () => {
    const act = await start();
    await act("Search the bench");
    await act("Go out to the canal");
    const edited: StoryBeats = {
      ...beats,
      chapters: beats.chapters.map((c) =>
        c.id === "c2" ? { ...c, scenes: c.scenes.map((s) => (s.id === "s3" ? { ...s, id: "s3b" } : s)) } : c,
      ),
    };
    await t.database.db
      .update(games)
      .set({ storyBeats: edited, updatedAt: new Date() })
      .where(eq(games.id, act.gameId));
    const aside = await act("whistle a tune");
    expect(aside.chapterTitle).toBe("The Canal");
    expect(aside.gameProgress).toBe(25);
  });
});

describe("a written scene reached with the choice's effects", () => {
  const full = {
    ...DEFAULT_PLAYER_STATE,
    inventory: Array.from({ length: 10 }, (_, i) => ({
      id: `i${i}`,
      name: `stone ${i}`,
      type: "item",
      description: "",
    })),
  };
  const bench = findBeat(beats, "s2");
  if (!bench) throw new Error("no scene");

  it("keeps the author's text, and says so when the pack has no room for an item given", () => {
    const scene = beatScene(beats, bench, full, EMPTY_MEMORY, 0, { addItems: ["clockwork key"] });
    expect(scene.prose).toBe(
      "Jane picks up the clockwork key from the bench.\n\nYour pack is full (10 items), so you leave the clockwork key behind.",
    );
    expect(scene.state.inventory).toHaveLength(10);
    const roomy = beatScene(beats, bench, DEFAULT_PLAYER_STATE, EMPTY_MEMORY, 0, {
      addItems: ["clockwork key"],
    });
    expect(roomy.prose).toBe("Jane picks up the clockwork key from the bench.");
  });

  it("ends the run when an effect takes the last of the player's health", () => {
    const scene = beatScene(beats, bench, { ...DEFAULT_PLAYER_STATE, health: 20 }, EMPTY_MEMORY, 0, {
      health: -30,
    });
    expect(scene.state.health).toBe(0);
    expect(scene.choices).toEqual([]);
    expect(scene.prose).toMatch(
      /^Jane picks up the clockwork key from the bench\.\n\n.*world fades to black/s,
    );
  });
});
