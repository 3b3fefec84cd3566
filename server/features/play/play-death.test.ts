import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playSessions, turns } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";
import { forgetSession } from "./session-cache";

/** Health 0 ends the run (issue 3, rules): the closing scene, then every further action refused. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const start = () =>
  t.app.inject({ method: "POST", url: "/api/sessions/start", payload: { gameSlug: "demo-adventure" } });
const act = (token: string, action: string) =>
  t.app.inject({ method: "POST", url: `/api/sessions/${token}/action`, payload: { action } });

/** Wounds the player: the current turn's state is what the next turn is written from. */
async function setHealth(token: string, health: number) {
  const [session] = await t.database.db.select().from(playSessions).where(eq(playSessions.token, token));
  const [turn] = await t.database.db
    .select()
    .from(turns)
    .where(eq(turns.id, session?.currentTurnId ?? ""));
  await t.database.db
    .update(turns)
    .set({ state: { ...(turn?.state ?? {}), health } })
    .where(eq(turns.id, turn?.id ?? ""));
  // Turns are never rewritten by the app, so its copy of the session in play must be dropped.
  forgetSession(t.database.db, token);
}

describe("play: health 0", () => {
  it("plays to health 0, closes with an ending that suggests rolling back, then refuses to go on", async () => {
    const { sessionToken } = (await start()).json();
    expect((await act(sessionToken, "Look around")).statusCode).toBe(200);
    await setHealth(sessionToken, 2);

    const fall = await act(sessionToken, "Attack the wolf");
    expect(fall.statusCode).toBe(200);
    const scene = fall.json();
    expect(scene.playerState.health).toBe(0);
    expect(scene.sceneTitle).toBe("The End of the Road");
    expect(scene.choices).toEqual([]);
    expect(scene.quickActions).toEqual([]);
    expect(scene.sceneDescription).toMatch(/Roll back to the previous scene/);
    // An ending, not a cliffhanger with the death text tacked on.
    expect(scene.sceneDescription).not.toMatch(
      /not finished with|what happens next|up to you|next part of the story|waiting to see/i,
    );
    expect(scene.sceneDescription.trim().endsWith("start a new adventure.")).toBe(true);

    const after = await act(sessionToken, "Get up and keep going");
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      "This adventure has ended. Roll back to the previous scene or start a new game.",
    );
    const back = await t.app.inject({ method: "POST", url: `/api/sessions/${sessionToken}/rollback-scene` });
    expect(back.statusCode).toBe(200);
    expect((await act(sessionToken, "Look around")).statusCode).toBe(200);
  });
});
