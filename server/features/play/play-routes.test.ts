import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSAL_SENTENCE } from "../../../contract/constants";
import { AiModelError } from "../../ai/ai-errors";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { games, saves, turns } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { forgetSession } from "./session-cache";

/** The embedded storyteller, except that turns fail while `failing` is set. */
function flakyNarrator() {
  const inner = createEmbeddedNarrator();
  const control = { failing: false };
  const narrator: Narrator = {
    ...inner,
    takeTurn: (input, options) => {
      if (!control.failing) return inner.takeTurn(input, options);
      const outcome = Promise.reject(
        new AiModelError("The AI service failed to write this scene. Please try again."),
      );
      outcome.catch(() => {});
      return { outcome, textStream: (async function* () {})() };
    },
  };
  return { narrator, control };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const flaky = flakyNarrator();
beforeAll(async () => {
  t = await createTestApp({}, { narrator: flaky.narrator });
});
afterAll(async () => {
  await t.close();
});

const start = (payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/sessions/start", payload, headers: cookie ? { cookie } : {} });
const act = (token: string, action: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/sessions/${token}/action`, payload: { action }, headers });

async function insertGame(values: Partial<typeof games.$inferInsert> = {}) {
  const id = randomUUID();
  await t.database.db.insert(games).values({
    id,
    title: "Test Game",
    genre: "mystery",
    shareSlug: `test-game-${id.slice(0, 8)}`,
    ...values,
  });
  return id;
}

describe("play sessions", () => {
  it("starts the demo for a visitor with an opening scene and a long random token", async () => {
    const res = await start({ gameSlug: "demo-adventure", previewMode: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.game.title).toBe("The Lantern of Hollow Vale");
    expect(body.currentScene.split(/\s+/).length).toBeGreaterThan(100);
    expect(body.currentSceneNumber).toBe(1);
    expect(body.playerState).toMatchObject({ maxHealth: 100, level: 1 });
    expect(body.sessionToken).toMatch(/^[\w-]{43,}$/);
    expect(body.choices.length).toBeGreaterThanOrEqual(2);
    expect(body.actionHistory).toEqual([]);
  });

  it("answers 404 for an unknown game, and for someone else's draft", async () => {
    expect((await start({ gameSlug: "no-such-game" })).json()).toEqual({ message: "Game not found" });
    const { cookie, user } = await signUp(t.app);
    const draft = await insertGame({ creatorId: user.id, isDraft: true, isPublished: false });
    expect((await start({ gameSlug: `game-${draft}` })).statusCode).toBe(404);
    const other = await signUp(t.app);
    expect((await start({ gameSlug: `game-${draft}` }, other.cookie)).statusCode).toBe(404);
    expect((await start({ gameSlug: `game-${draft}`, previewMode: true }, cookie)).statusCode).toBe(200);
  });

  it("plays a turn, resumes it, and rolls back to the scene before", async () => {
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" })).json();
    const turn = await act(sessionToken, "Look around");
    expect(turn.statusCode).toBe(200);
    const scene2 = turn.json();
    expect(scene2.currentSceneNumber).toBe(2);
    expect(scene2.actionHistory).toHaveLength(1);
    expect(scene2.actionHistory[0].playerAction).toBe("Look around");

    const resumed = (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json();
    expect(resumed.currentScene).toBe(scene2.sceneDescription);

    const back = await t.app.inject({ method: "POST", url: `/api/sessions/${sessionToken}/rollback-scene` });
    expect(back.json()).toEqual({ newSceneNumber: 1 });
    const after = (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json();
    expect(after.currentSceneNumber).toBe(1);
    expect(after.actionHistory).toEqual([]);
    // The scene left behind is kept, marked superseded.
    const rows = await t.database.db.select().from(turns).where(eq(turns.sessionToken, sessionToken));
    expect(rows.filter((r) => r.supersededAt)).toHaveLength(1);

    const again = await t.app.inject({ method: "POST", url: `/api/sessions/${sessionToken}/rollback-scene` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/first scene/);
  });

  it("tells the client when the player has fallen, and refuses further actions", async () => {
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" })).json();
    const scene2 = (await act(sessionToken, "Look around")).json();
    expect(scene2.ended).toBe(false);
    // A fall is rare in the demo's storyteller: put the current turn at zero health.
    const [row] = await t.database.db.select().from(turns).where(eq(turns.prose, scene2.sceneDescription));
    await t.database.db
      .update(turns)
      .set({ state: { ...(row?.state as object), health: 0 } })
      .where(eq(turns.id, row?.id ?? ""));
    // Turns are never rewritten by the app, so its copy of the session in play must be dropped.
    forgetSession(t.database.db, sessionToken);
    const view = (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json();
    expect(view.ended).toBe(true);
    const refused = await act(sessionToken, "Stand up");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has ended/);
    // Rolling back is the way on: the scene before is not ended.
    await t.app.inject({ method: "POST", url: `/api/sessions/${sessionToken}/rollback-scene` });
    expect((await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json().ended).toBe(
      false,
    );
  });

  it("refuses bad actions and unknown tokens clearly", async () => {
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" })).json();
    expect((await act(sessionToken, "   ")).json()).toEqual({ message: "Action is required" });
    const long = await act(sessionToken, "x".repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Action must be at most 500 characters");
    const unknown = await act("A".repeat(43), "Look around");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Session not found");
  });

  it("leaves the session exactly as it was when the AI fails", async () => {
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" })).json();
    const before = (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json();
    flaky.control.failing = true;
    try {
      const failed = await act(sessionToken, "Open the door");
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe("The AI service failed to write this scene. Please try again.");
    } finally {
      flaky.control.failing = false;
    }
    const after = (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json();
    expect(after).toEqual(before);
    const rows = await t.database.db.select().from(turns).where(eq(turns.sessionToken, sessionToken));
    expect(rows).toHaveLength(1);
  });

  it("streams the prose as server-sent events, then the whole answer", async () => {
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" })).json();
    const res = await act(sessionToken, "Search the path", { accept: "text/event-stream" });
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = res.body
      .trim()
      .split("\n\n")
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
      }));
    const text = events
      .filter((e) => e.event === "text")
      .map((e) => e.data.text)
      .join("");
    const done = events.find((e) => e.event === "done");
    expect(done?.data.currentSceneNumber).toBe(2);
    expect(done?.data.sceneDescription.startsWith(text.trim().slice(0, 40))).toBe(true);
  });

  it("auto-saves each turn of a signed-in player, keeping the last 10", async () => {
    const { cookie } = await signUp(t.app);
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" }, cookie)).json();
    for (let i = 0; i < 12; i++) expect((await act(sessionToken, "Wait", { cookie })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(saves).where(eq(saves.sessionToken, sessionToken));
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.sceneNumber).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rows.find((r) => r.sceneNumber === 13)?.saveName).toBe("Auto-save · Scene 13");
  });

  it("refuses an unsuitable action in child mode with the fixed sentence, changing nothing", async () => {
    const id = await insertGame({ childMode: true, isPublished: true, isDraft: false, genre: "fantasy" });
    const { sessionToken } = (await start({ gameSlug: `game-${id}` })).json();
    const res = await act(sessionToken, "I stab the guard and drink his blood");
    expect(res.statusCode).toBe(200);
    expect(res.json().systemMessage).toBe(REFUSAL_SENTENCE);
    expect(res.json().currentSceneNumber).toBe(1);
    const rows = await t.database.db.select().from(turns).where(eq(turns.sessionToken, sessionToken));
    expect(rows).toHaveLength(1);
  });

  it("re-rolls the latest scene from the same action, keeping the old one as superseded", async () => {
    const { sessionToken } = (await start({ gameSlug: "demo-adventure" })).json();
    const regenerate = (token: string) =>
      t.app.inject({ method: "POST", url: `/api/sessions/${token}/regenerate` });
    const opening = await regenerate(sessionToken);
    expect(opening.statusCode).toBe(409);
    expect(opening.json().message).toBe(
      "The opening scene cannot be regenerated. Start a new game for a new opening.",
    );

    const first = (await act(sessionToken, "Search the forest path")).json();
    const again = await regenerate(sessionToken);
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.currentSceneNumber).toBe(2);
    expect(second.sceneDescription).not.toBe(first.sceneDescription);
    expect(second.actionHistory.at(-1)?.playerAction).toBe("Search the forest path");
    expect(
      second.actionHistory.filter(
        (h: { playerAction: string }) => h.playerAction === "Search the forest path",
      ),
    ).toHaveLength(1);

    const rows = await t.database.db.select().from(turns).where(eq(turns.sessionToken, sessionToken));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.supersededAt !== null)).toHaveLength(1);
    const view = (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionToken}` })).json();
    expect(view.currentScene).toBe(second.sceneDescription);
    expect(rows.find((r) => r.prose === second.sceneDescription)?.action).toBe("Search the forest path");

    const id = await insertGame({ isPublished: true, isDraft: false, allowRegeneration: false });
    const fixed = (await start({ gameSlug: `game-${id}` })).json().sessionToken;
    await act(fixed, "Look around");
    const refused = await regenerate(fixed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This game does not allow regenerating scenes.");
  });
});
