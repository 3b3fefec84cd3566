import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVE_CODE_PATTERN } from "../../../contract/play";
import { createTestApp, signUp } from "../../test-support/test-app";
import { newSaveCode } from "./saves-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ SAVE_CODE_LOADS_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function playedSession(turns: number, cookie?: string) {
  const { sessionToken } = (await post("/api/sessions/start", { gameSlug: "demo-adventure" }, cookie)).json();
  for (let i = 0; i < turns; i++)
    await post(`/api/sessions/${sessionToken}/action`, { action: "Look around" }, cookie);
  return sessionToken as string;
}

describe("save codes", () => {
  it("makes codes like SAVE-XXXXXX, 12 characters of the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i++) expect(newSaveCode()).toMatch(/^SAVE-[A-HJ-NP-Z2-9]{12}$/);
  });

  it("saves with a code that starts a new, independent session at the same scene", async () => {
    const token = await playedSession(2);
    const saved = await post("/api/anonymous-saves", { sessionToken: token, saveName: "Before the chapel" });
    expect(saved.statusCode).toBe(200);
    const { saveCode, expiresAt } = saved.json();
    expect(saveCode).toMatch(SAVE_CODE_PATTERN);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const first = (await post("/api/sessions/load-anonymous", { saveCode: saveCode.toLowerCase() })).json();
    const second = (await post("/api/sessions/load-anonymous", { saveCode })).json();
    expect(first.game.slug).toBe("demo-adventure");
    expect(first.sessionToken).not.toBe(second.sessionToken);
    expect(first.sessionToken).not.toBe(token);

    const original = (await get(`/api/sessions/${token}`)).json();
    const loaded = (await get(`/api/sessions/${first.sessionToken}`)).json();
    expect(loaded.currentSceneNumber).toBe(3);
    expect(loaded.currentScene).toBe(original.currentScene);
    expect(loaded.playerState).toEqual(original.playerState);
    expect(loaded.actionHistory.map((h: { playerAction: string }) => h.playerAction)).toEqual([
      "Look around",
      "Look around",
    ]);

    // Playing on in one copy leaves the other where it was.
    await post(`/api/sessions/${first.sessionToken}/action`, { action: "Wait" });
    expect((await get(`/api/sessions/${second.sessionToken}`)).json().currentSceneNumber).toBe(3);
    // And the loaded session can roll back into the saved history.
    const back = await post(`/api/sessions/${second.sessionToken}/rollback-scene`, {});
    expect(back.json()).toEqual({ newSceneNumber: 2 });
  });

  it("answers 404 for an unknown code and 400 for an empty one", async () => {
    const unknown = await post("/api/sessions/load-anonymous", { saveCode: "SAVE-ZZZZZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Save code not found or expired" });
    const empty = await post("/api/sessions/load-anonymous", { saveCode: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Save code is required" });
    const noName = await post("/api/anonymous-saves", { sessionToken: "x".repeat(43), saveName: " " });
    expect(noName.json()).toEqual({ message: "Save name is required" });
  });

  it("answers 404 'Session not found' when saving a session that does not exist", async () => {
    const res = await post("/api/anonymous-saves", { sessionToken: "x".repeat(43), saveName: "Mine" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Session not found" });
  });
});

describe("auto-saves", () => {
  it("lists a signed-in player's auto-saves, and POST load-save returns to one's scene", async () => {
    const { cookie } = await signUp(t.app);
    const token = await playedSession(3, cookie);
    const list = (await get(`/api/sessions/${token}/saves`, cookie)).json().saves;
    expect(list.map((s: { sceneNumber: number }) => s.sceneNumber)).toEqual([4, 3, 2]);
    const scene2 = list.find((s: { sceneNumber: number }) => s.sceneNumber === 2);
    const loaded = await post(`/api/sessions/${token}/load-save`, { saveId: scene2.id }, cookie);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().currentSceneNumber).toBe(2);
    expect(loaded.json().actionHistory).toHaveLength(1);
    // It stays loaded: the session now reads as the save's scene.
    expect((await get(`/api/sessions/${token}`, cookie)).json()).toEqual(loaded.json());

    // Nobody else sees or loads them: a signed-in player's session is theirs alone.
    const other = await signUp(t.app);
    const theirs = await get(`/api/sessions/${token}/saves`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Session not found");
    expect((await get(`/api/sessions/${token}/saves`)).statusCode).toBe(404);
    const stranger = await post(`/api/sessions/${token}/load-save`, { saveId: scene2.id }, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect((await post(`/api/sessions/${token}/load-save`, { saveId: scene2.id })).statusCode).toBe(404);
  });

  // Issue 28 F15: a GET changed the session. The spec's address still answers, as a pure read.
  it("leaves the session unchanged on GET ?loadSave: only the POST rewinds it", async () => {
    const { cookie } = await signUp(t.app);
    const token = await playedSession(3, cookie);
    const scene2 = (await get(`/api/sessions/${token}/saves`, cookie))
      .json()
      .saves.find((s: { sceneNumber: number }) => s.sceneNumber === 2);
    const before = (await get(`/api/sessions/${token}`, cookie)).json();
    expect(before.currentSceneNumber).toBe(4);

    const read = await get(`/api/sessions/${token}?loadSave=${scene2.id}`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(before);
    expect((await get(`/api/sessions/${token}`, cookie)).json()).toEqual(before);

    const rewound = await post(`/api/sessions/${token}/load-save`, { saveId: scene2.id }, cookie);
    expect(rewound.json().currentSceneNumber).toBe(2);
    expect((await get(`/api/sessions/${token}`, cookie)).json().currentSceneNumber).toBe(2);
  });

  it("answers the owner's unknown saveId with 404 'Save not found', leaving the session as it was", async () => {
    const { cookie } = await signUp(t.app);
    const token = await playedSession(2, cookie);
    const before = (await get(`/api/sessions/${token}`, cookie)).json();
    const unknown = await post(`/api/sessions/${token}/load-save`, { saveId: "no-such-save" }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Save not found" });
    const missing = await post(`/api/sessions/${token}/load-save`, {}, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "saveId is required" });
    expect((await get(`/api/sessions/${token}`, cookie)).json()).toEqual(before);
  });

  it("has none for an anonymous session", async () => {
    const token = await playedSession(1);
    expect((await get(`/api/sessions/${token}/saves`)).json()).toEqual({ saves: [] });
  });
});
