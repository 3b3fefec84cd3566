import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, saves } from "../../db/schema";
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

  it("leaves out the creator's previews: a test run is not a game they are playing", async () => {
    const me = await signUp(t.app);
    const id = randomUUID();
    const slug = `preview-${id.slice(0, 8)}`;
    await t.database.db.insert(games).values({
      id,
      creatorId: me.user.id,
      title: "My Draft",
      genre: "mystery",
      shareSlug: slug,
    });
    const preview = (
      await req("POST", "/api/sessions/start", me.cookie, { gameSlug: slug, previewMode: true })
    ).json();
    expect(preview.previewMode).toBe(true);
    const turn = await req("POST", `/api/sessions/${preview.sessionToken}/action`, me.cookie, {
      action: "Look around",
    });
    expect(turn.statusCode).toBe(200);
    const played = await play(me.cookie);

    const list = (await req("GET", "/api/saved-games", me.cookie)).json();
    expect(list.map((g: { sessionToken: string }) => g.sessionToken)).toEqual([played]);
    // ADR 007: a preview keeps its auto-saves, so the creator can jump back while testing.
    const previewSaves = await t.database.db
      .select()
      .from(saves)
      .where(eq(saves.sessionToken, preview.sessionToken));
    expect(previewSaves).toHaveLength(1);
  });

  it("answers 400 to a signed-in resume or delete with a malformed token", async () => {
    const me = await signUp(t.app);
    for (const sessionToken of ["abc", 42, "x".repeat(101)]) {
      const resume = await req("POST", "/api/sessions/resume", me.cookie, { sessionToken });
      expect(resume.statusCode).toBe(400);
      expect(resume.json().message).toBe("sessionToken is not a valid session token");
      const removed = await req("DELETE", "/api/sessions", me.cookie, { sessionToken });
      expect(removed.statusCode).toBe(400);
      expect(removed.json().message).toBe("sessionToken is not a valid session token");
    }
    const missing = await req("DELETE", "/api/sessions", me.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("sessionToken is required");
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

  it("answers 400 to an unknown download format", async () => {
    const token = await play();
    const res = await req("GET", `/api/sessions/download/${token}?format=bogus`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/story|json/);
    expect(res.headers["content-disposition"]).toBeUndefined();
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
