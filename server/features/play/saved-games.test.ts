import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const req = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function play(cookie?: string) {
  const { sessionToken } = (
    await req("POST", "/api/sessions/start", cookie, { gameSlug: "demo-adventure" })
  ).json();
  await req("POST", `/api/sessions/${sessionToken}/action`, cookie, { action: "Take the lantern" });
  return sessionToken as string;
}

describe("Continue Playing", () => {
  it("lists only the signed-in player's sessions and refuses another playerId", async () => {
    const me = await signUp(t.app);
    const token = await play(me.cookie);
    await play(); // an anonymous session is nobody's saved game

    const list = await req("GET", `/api/saved-games?playerId=${me.user.id}`, me.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        sessionToken: token,
        gameTitle: "The Lantern of Hollow Vale",
        gameGenre: "fantasy",
        gameDescription: expect.any(String),
        gameProgress: expect.any(Number),
        currentSceneNumber: 2,
        lastPlayedAt: expect.any(String),
        shareSlug: "demo-adventure",
      },
    ]);
    expect((await req("GET", "/api/saved-games?playerId=someone-else", me.cookie)).statusCode).toBe(403);
    expect((await req("GET", "/api/saved-games")).statusCode).toBe(401);
  });

  it("resumes and deletes only one's own sessions", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const token = await play(me.cookie);
    expect(
      (await req("POST", "/api/sessions/resume", other.cookie, { sessionToken: token })).statusCode,
    ).toBe(404);
    expect((await req("POST", "/api/sessions/resume", me.cookie, { sessionToken: token })).json()).toEqual({
      sessionToken: token,
      game: { title: "The Lantern of Hollow Vale", shareSlug: "demo-adventure" },
    });
    expect((await req("DELETE", "/api/sessions", other.cookie, { sessionToken: token })).statusCode).toBe(
      404,
    );
    expect((await req("DELETE", "/api/sessions", me.cookie, { sessionToken: token })).statusCode).toBe(200);
    expect((await req("GET", `/api/sessions/${token}`)).statusCode).toBe(404);
  });
});

describe("downloads", () => {
  it("downloads the story as '{title} - Story.txt'", async () => {
    const token = await play();
    const res = await req("GET", `/api/sessions/${token}/download-story`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["content-disposition"]).toContain('filename="The Lantern of Hollow Vale - Story.txt"');
    expect(res.body).toContain("The Lantern of Hollow Vale");
    expect(res.body).toContain("> Take the lantern");
    expect(res.body).toContain("Scene 2");
  });

  it("packages the story as a zip, or the progress as JSON, keeping rolled-back scenes", async () => {
    const token = await play();
    await req("POST", `/api/sessions/${token}/rollback-scene`);
    const zip = await req("GET", `/api/sessions/download/${token}?format=story`);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/The Lantern of Hollow Vale - \d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(["The Lantern of Hollow Vale - Story.txt", "progress.json"]);

    const json = await req("GET", `/api/sessions/download/${token}?format=json`);
    const progress = json.json();
    expect(progress.scenes).toHaveLength(1);
    expect(progress.rolledBack).toHaveLength(1);
    expect(progress.rolledBack[0].action).toBe("Take the lantern");
  });
});
