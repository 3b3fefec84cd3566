import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORY_LIMITS, STORY_TEXT_LIMITS } from "../../../contract/edit-game";
import { games, type StoryBeats } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/**
 * Issue 28 F10: POST /api/sessions/start and GET /api/sessions/{t} sent the whole written story,
 * 2.9 MB an answer for a 3 MB story. Every answer that carries the session stays ≤ 64 KB.
 */
const MAX_ANSWER_BYTES = 64 * 1024;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PLAY_TURNS_PER_MINUTE: "1000", PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await t.close();
});

const long = (label: string, length: number) => `${label} `.padEnd(length, "the lantern burns low ");

/**
 * A story as large as the Story Editor allows in every text it holds: 100 chapters with the
 * longest titles, 2 scenes each of the longest text, each scene with 10 of the longest choices.
 * ~3.4 MB of JSON.
 */
function hugeStory(): StoryBeats {
  const chapters = STORY_LIMITS.chapters;
  const sceneId = (c: number, s: number) => `chapter-${c}-scene-${s}`;
  return {
    chapters: Array.from({ length: chapters }, (_, c) => ({
      id: `chapter-${c}`.padEnd(100, "x"),
      title: long(`Chapter ${c + 1}`, STORY_TEXT_LIMITS.chapterTitle),
      scenes: Array.from({ length: 2 }, (_, s) => {
        const last = c === chapters - 1 && s === 1;
        const next = s === 0 ? sceneId(c, 1) : sceneId(c + 1, 0);
        return {
          id: sceneId(c, s),
          title: long(`Scene ${c + 1}.${s + 1}`, STORY_TEXT_LIMITS.sceneTitle),
          description: long(`Scene ${c + 1}.${s + 1} text.`, STORY_TEXT_LIMITS.sceneText),
          isEndingScene: last,
          choices: last
            ? []
            : Array.from({ length: STORY_LIMITS.choicesPerScene }, (_, k) => ({
                id: `${sceneId(c, s)}-choice-${k}`,
                text: k === 0 ? "Go on" : long(`Choice ${k}`, STORY_TEXT_LIMITS.choiceText),
                leadsToScene: next,
              })),
        };
      }),
    })),
    endings: [{ id: sceneId(chapters - 1, 1), title: "The End" }],
  };
}

async function hugeGame() {
  const id = randomUUID();
  const storyBeats = hugeStory();
  await t.database.db.insert(games).values({
    id,
    title: "The Long Road",
    genre: "fantasy",
    shareSlug: `the-long-road-${id.slice(0, 6)}`,
    isPublished: true,
    isDraft: false,
    useCompleteStorySystem: true,
    storyBeats,
  });
  return { slug: `game-${id}`, storyBytes: Buffer.byteLength(JSON.stringify(storyBeats)) };
}

const bytes = (res: { rawPayload: Buffer }) => res.rawPayload.length;

describe("session answers of a 3 MB written story", () => {
  it("stay ≤ 64 KB on start, GET, every turn and load-save, and play goes on", async () => {
    const { slug, storyBytes } = await hugeGame();
    expect(storyBytes).toBeGreaterThan(3_000_000);
    const { cookie } = await signUp(t.app);
    const headers = { cookie };

    const start = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: slug },
      headers,
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(bytes(start)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    const opening = start.json();
    expect(opening.currentScene).toMatch(/^Scene 1\.1 text\./);
    expect(opening.choices).toHaveLength(STORY_LIMITS.choicesPerScene);
    // The story is summed up, not sent.
    expect(opening.game.storyBeats.chapterCount).toBe(100);
    expect(opening.game.storyBeats.sceneCount).toBe(200);
    expect(opening.game.storyBeats.chapters[0]).toEqual({
      title: expect.stringMatching(/^Chapter 1 .*…$/),
      sceneCount: 2,
    });
    expect(JSON.stringify(opening)).not.toContain("Scene 1.2 text.");

    const token = opening.sessionToken as string;
    const read = await t.app.inject({ method: "GET", url: `/api/sessions/${token}`, headers });
    expect(read.statusCode).toBe(200);
    expect(bytes(read)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);

    // Several turns along the story's choices: each answer small, with its whole scene.
    for (let turn = 2; turn <= 12; turn++) {
      const act = await t.app.inject({
        method: "POST",
        url: `/api/sessions/${token}/action`,
        payload: { action: "Go on" },
        headers,
      });
      expect(act.statusCode, act.body).toBe(200);
      expect(bytes(act)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      const scene = act.json();
      expect(scene.currentSceneNumber).toBe(turn);
      expect(scene.sceneDescription).toHaveLength(STORY_TEXT_LIMITS.sceneText);
      expect(scene.actionHistory.at(-1).playerAction).toBe("Go on");
    }
    const after = await t.app.inject({ method: "GET", url: `/api/sessions/${token}`, headers });
    expect(bytes(after)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(after.json().currentSceneNumber).toBe(12);
    expect(after.json().currentScene).toMatch(/^Scene 6\.2 text\./);

    const saves = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}/saves`, headers })).json()
      .saves as { id: string; sceneNumber: number }[];
    const save = saves.at(-1);
    const loaded = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${token}/load-save`,
      payload: { saveId: save?.id },
      headers,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(bytes(loaded)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(loaded.json().currentSceneNumber).toBe(save?.sceneNumber);
    expect(save?.sceneNumber).toBeLessThan(12);
  });
});
