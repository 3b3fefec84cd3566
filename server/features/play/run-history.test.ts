import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENE_EDIT_MAX_CHARS } from "../../../contract/play";
import type { Narrator, TurnInput } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { games, playSessions, turns } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";

/** The embedded storyteller, keeping what each turn was asked to write from. */
function recordingNarrator() {
  const inner = createEmbeddedNarrator();
  const inputs: TurnInput[] = [];
  const narrator: Narrator = {
    ...inner,
    takeTurn: (input, options) => {
      inputs.push(input);
      return inner.takeTurn(input, options);
    },
  };
  return { narrator, inputs };
}

const recorder = recordingNarrator();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { narrator: recorder.narrator });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, payload });
const start = async () => (await post("/api/sessions/start", { gameSlug: "demo-adventure" })).json();
const act = async (token: string, action: string) => {
  const res = await post(`/api/sessions/${token}/action`, { action });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const session = async (token: string) =>
  (await t.app.inject({ method: "GET", url: `/api/sessions/${token}` })).json();
const transcript = async (token: string, query = "") =>
  (await t.app.inject({ method: "GET", url: `/api/sessions/${token}/transcript${query}` })).json();

describe("the run on screen", () => {
  it("pages the scenes before the current one, oldest first, with the actions between, as the download has them", async () => {
    const { sessionToken: token } = await start();
    const actions = ["Look around", "Search the forest path", "Follow the old road", "Knock on the door"];
    for (const a of actions) await act(token, a);
    const all = await transcript(token);
    expect(all.hasMore).toBe(false);
    expect(all.scenes.map((s: { sceneNumber: number }) => s.sceneNumber)).toEqual([1, 2, 3, 4]);
    expect(all.scenes.map((s: { action: string | null }) => s.action)).toEqual([
      null,
      ...actions.slice(0, 3),
    ]);

    const last = await transcript(token, "?limit=2");
    expect(last.scenes.map((s: { sceneNumber: number }) => s.sceneNumber)).toEqual([3, 4]);
    expect(last.hasMore).toBe(true);
    const earlier = await transcript(token, "?limit=2&before=3");
    expect(earlier.scenes.map((s: { sceneNumber: number }) => s.sceneNumber)).toEqual([1, 2]);
    expect(earlier.hasMore).toBe(false);

    // The downloaded story has every scene of the page, word for word, and the current one.
    const story = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}/download-story` })).body;
    for (const s of all.scenes) expect(story).toContain(s.text.trim());
    expect(story).toContain((await session(token)).currentScene.trim());
    expect(story).toContain(`> ${actions[3]}`);

    const bad = await t.app.inject({ method: "GET", url: `/api/sessions/${token}/transcript?limit=1000` });
    expect(bad.statusCode).toBe(400);
  });
});

describe("redo", () => {
  it("brings back the rolled-back scenes exactly, state included, until a new action is taken", async () => {
    const { sessionToken: token } = await start();
    await act(token, "Look around");
    const third = await act(token, "Attack the wolf");
    expect((await session(token)).canRedo).toBe(false);
    expect((await post(`/api/sessions/${token}/redo`)).statusCode).toBe(409);

    expect((await post(`/api/sessions/${token}/rollback-scene`)).json().newSceneNumber).toBe(2);
    expect((await post(`/api/sessions/${token}/rollback-scene`)).json().newSceneNumber).toBe(1);
    expect((await session(token)).canRedo).toBe(true);

    const second = (await post(`/api/sessions/${token}/redo`)).json();
    expect(second.currentSceneNumber).toBe(2);
    expect(second.canRedo).toBe(true);
    const back = await post(`/api/sessions/${token}/redo`);
    expect(back.statusCode).toBe(200);
    const restored = back.json();
    expect(restored.canRedo).toBe(false);
    expect(restored.currentSceneNumber).toBe(3);
    expect(restored.sceneDescription).toBe(third.sceneDescription);
    expect(restored.playerState).toEqual(third.playerState);
    expect(restored.choices).toEqual(third.choices);
    const now = await session(token);
    expect(now.currentScene).toBe(third.sceneDescription);
    expect(now.canRedo).toBe(false);
    const [row] = await t.database.db.select().from(turns).where(eq(turns.prose, third.sceneDescription));
    expect(row?.supersededAt).toBeNull();

    // A new action after a roll back clears what Redo could bring back.
    await post(`/api/sessions/${token}/rollback-scene`);
    expect((await session(token)).canRedo).toBe(true);
    await act(token, "Climb the hill");
    expect((await session(token)).canRedo).toBe(false);
    const refused = await post(`/api/sessions/${token}/redo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/nothing to redo/);
    const [stack] = await t.database.db
      .select({ redo: playSessions.redoTurnIds })
      .from(playSessions)
      .where(eq(playSessions.token, token));
    expect(stack?.redo).toEqual([]);
  });
});

describe("edit the latest scene", () => {
  it("keeps the player's text for this run: the narrator's next scene is written from it; the game is unchanged", async () => {
    const { sessionToken: token } = await start();
    const before = await act(token, "Look around");
    const [game] = await t.database.db.select().from(games).where(eq(games.shareSlug, "demo-adventure"));
    const text = "Wren finds a brass key under the altar stone, warm as if someone had just held it.";
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/sessions/${token}/scene`,
      payload: { text: `  ${text} ` },
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited.sceneDescription).toBe(text);
    // The telling changes, never the rules.
    expect(edited.playerState).toEqual(before.playerState);
    expect(edited.choices).toEqual(before.choices);
    expect((await session(token)).currentScene).toBe(text);
    expect((await transcript(token, "?before=3")).scenes.at(-1).text).toBe(text);

    recorder.inputs.length = 0;
    await act(token, "Take the key");
    expect(recorder.inputs.at(-1)?.recent.at(-1)?.prose).toBe(text);
    const story = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}/download-story` })).body;
    expect(story).toContain(text);
    const [after] = await t.database.db.select().from(games).where(eq(games.shareSlug, "demo-adventure"));
    expect(after?.updatedAt).toEqual(game?.updatedAt);

    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/sessions/${token}/scene`, payload });
    const empty = await put({ text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Scene text is required/);
    const long = await put({ text: "a".repeat(SCENE_EDIT_MAX_CHARS + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most/);
    expect((await put({})).statusCode).toBe(400);
  });

  it("after a roll back, an edit leaves nothing to redo: those scenes were written from the old text", async () => {
    const { sessionToken: token } = await start();
    await act(token, "Look around");
    await act(token, "Wait and listen");
    await post(`/api/sessions/${token}/rollback-scene`);
    expect((await session(token)).canRedo).toBe(true);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/sessions/${token}/scene`,
      payload: { text: "The square is empty now, and the well has run dry." },
    });
    expect(res.json().canRedo).toBe(false);
    expect((await session(token)).canRedo).toBe(false);
    expect((await post(`/api/sessions/${token}/redo`)).statusCode).toBe(409);
  });
});

describe("regenerate", () => {
  it("keeps health and experience as the scene left them, and writes the scene again", async () => {
    const { sessionToken: token } = await start();
    const hurt = await act(token, "Attack the wolf");
    for (let i = 0; i < 4; i++) {
      const res = await post(`/api/sessions/${token}/regenerate`);
      expect(res.statusCode).toBe(200);
      const again = res.json();
      expect(again.sceneDescription).not.toBe(hurt.sceneDescription);
      expect(again.playerState.health).toBe(hurt.playerState.health);
      expect(again.playerState.experience).toBe(hurt.playerState.experience);
      expect(again.playerState.level).toBe(hurt.playerState.level);
    }
    expect((await session(token)).playerState.health).toBe(hurt.playerState.health);
  });
});
