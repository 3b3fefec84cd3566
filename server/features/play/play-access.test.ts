import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, playSessions, saveCodes, saves } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: object };
const call = (c: Call, cookie?: string) =>
  t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: cookie ? { cookie } : {} });
const start = async (cookie?: string, gameSlug = "demo-adventure") => {
  const res = await call({ method: "POST", url: "/api/sessions/start", payload: { gameSlug } }, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().sessionToken as string;
};

describe("whose session it is", () => {
  it("keeps a signed-in player's session from everyone else, on every call", async () => {
    const owner = await signUp(t.app);
    const token = await start(owner.cookie);
    await call(
      { method: "POST", url: `/api/sessions/${token}/action`, payload: { action: "Look around" } },
      owner.cookie,
    );
    const calls: Call[] = [
      { method: "GET", url: `/api/sessions/${token}` },
      { method: "GET", url: `/api/sessions/${token}/saves` },
      { method: "POST", url: `/api/sessions/${token}/action`, payload: { action: "Look around" } },
      { method: "POST", url: `/api/sessions/${token}/rollback-scene` },
      { method: "POST", url: `/api/sessions/${token}/regenerate` },
      { method: "POST", url: `/api/sessions/${token}/next-chapter` },
      { method: "POST", url: "/api/anonymous-saves", payload: { sessionToken: token, saveName: "Mine now" } },
      { method: "GET", url: `/api/sessions/${token}/download-story` },
      { method: "GET", url: `/api/sessions/download/${token}?format=json` },
      { method: "GET", url: `/api/sessions/${token}/transcript` },
      { method: "POST", url: `/api/sessions/${token}/redo` },
      { method: "PUT", url: `/api/sessions/${token}/scene`, payload: { text: "Not your story to tell." } },
    ];
    const other = await signUp(t.app);
    for (const c of calls) {
      for (const cookie of [other.cookie, undefined]) {
        const res = await call(c, cookie);
        expect(`${c.method} ${c.url} → ${res.statusCode}`).toBe(`${c.method} ${c.url} → 404`);
        expect(res.json().message).toBe("Session not found");
      }
    }
    // Still the owner's, unchanged.
    const mine = await call({ method: "GET", url: `/api/sessions/${token}` }, owner.cookie);
    expect(mine.json().currentSceneNumber).toBe(2);
  });

  it("gives a visitor's game to them when they sign in mid-game and claim it, with auto-saves from then on", async () => {
    const token = await start();
    const player = await signUp(t.app);
    // Opening it signed in (a shared link, say) does not take it from whoever plays it.
    expect((await call({ method: "GET", url: `/api/sessions/${token}` }, player.cookie)).statusCode).toBe(
      200,
    );
    const owner = async () =>
      (await t.database.db.select().from(playSessions).where(eq(playSessions.token, token)))[0]?.playerId;
    expect(await owner()).toBeNull();
    expect((await call({ method: "GET", url: `/api/sessions/${token}` })).statusCode).toBe(200);
    // A visitor cannot claim; the player who played it can.
    expect((await call({ method: "POST", url: `/api/sessions/${token}/claim` })).statusCode).toBe(401);
    const claimed = await call({ method: "POST", url: `/api/sessions/${token}/claim` }, player.cookie);
    expect(claimed.json()).toEqual({ claimed: true });
    expect(await owner()).toBe(player.user.id);
    // Claimed: nobody else can claim or open it.
    const other = await signUp(t.app);
    expect(
      (await call({ method: "POST", url: `/api/sessions/${token}/claim` }, other.cookie)).statusCode,
    ).toBe(404);
    await call(
      { method: "POST", url: `/api/sessions/${token}/action`, payload: { action: "Look around" } },
      player.cookie,
    );
    const rows = await t.database.db.select().from(saves).where(eq(saves.sessionToken, token));
    expect(rows.map((s) => s.saveName)).toEqual(["Auto-save · Scene 2"]);
    const saved = (await call({ method: "GET", url: "/api/saved-games" }, player.cookie)).json();
    expect(saved.some((g: { sessionToken: string }) => g.sessionToken === token)).toBe(true);
    // The bare token no longer opens it.
    expect((await call({ method: "GET", url: `/api/sessions/${token}` })).statusCode).toBe(404);
  });

  it("marks the owner's preview of a draft, and only theirs", async () => {
    const owner = await signUp(t.app);
    const id = randomUUID();
    await t.database.db.insert(games).values({
      id,
      creatorId: owner.user.id,
      title: "Draft",
      genre: "mystery",
      shareSlug: `draft-${id.slice(0, 6)}`,
    });
    const res = await call(
      {
        method: "POST",
        url: "/api/sessions/start",
        payload: { gameSlug: `draft-${id.slice(0, 6)}`, previewMode: true },
      },
      owner.cookie,
    );
    expect(res.json().previewMode).toBe(true);
    const demo = await call({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: "demo-adventure", previewMode: true },
    });
    expect(demo.json().previewMode).toBe(false);
  });
});

describe("clear answers to bad input", () => {
  it("names a missing game and a malformed token", async () => {
    const missing = await call({ method: "POST", url: "/api/sessions/start", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("gameSlug is required");
    const short = await call({ method: "GET", url: "/api/sessions/abc" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("sessionToken is not a valid session token");
  });

  it("tells a visitor to sign in before judging the body of a signed-in call", async () => {
    for (const c of [
      { method: "POST", url: "/api/sessions/resume", payload: {} },
      { method: "DELETE", url: "/api/sessions", payload: { sessionToken: 5 } },
      { method: "GET", url: "/api/saved-games?playerId=" },
    ] as Call[]) {
      expect((await call(c)).statusCode).toBe(401);
    }
  });

  it("moves a structured story to its next chapter, and refuses at the last one", async () => {
    const token = await start();
    const next = await call({ method: "POST", url: `/api/sessions/${token}/next-chapter` });
    expect(next.statusCode).toBe(200);
    expect(next.json().advancedToBeat).toBe("Bells Under Water");
    for (let i = 0; i < 3; i++) await call({ method: "POST", url: `/api/sessions/${token}/next-chapter` });
    const last = await call({ method: "POST", url: `/api/sessions/${token}/next-chapter` });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("There is no next chapter: this story has reached its last one.");
  });

  it("keeps search engines away from play links", async () => {
    const clientRoot = mkdtempSync(path.join(os.tmpdir(), "taleforge-client-"));
    writeFileSync(path.join(clientRoot, "index.html"), "<!doctype html><title>Taleforge</title>");
    const withClient = await createTestApp({}, { clientRoot });
    try {
      const play = await withClient.app.inject({ method: "GET", url: "/play/demo-adventure" });
      expect(play.statusCode).toBe(200);
      expect(play.headers["x-robots-tag"]).toBe("noindex");
      const landing = await withClient.app.inject({ method: "GET", url: "/load-save" });
      expect(landing.headers["x-robots-tag"]).toBeUndefined();
    } finally {
      await withClient.close();
      rmSync(clientRoot, { recursive: true, force: true });
    }
  });
});

describe("save codes", () => {
  it("refuses an expired code, and limits loads per address", async () => {
    const limited = await createTestApp({ SAVE_CODE_LOADS_PER_MINUTE: "3" });
    try {
      await limited.database.db.insert(saveCodes).values({
        code: "SAVE-EXP2RD",
        gameId: "demo-adventure",
        saveName: "Old",
        snapshot: { turns: [] },
        expiresAt: new Date(Date.now() - 1000),
      });
      const load = (saveCode: string) =>
        limited.app.inject({ method: "POST", url: "/api/sessions/load-anonymous", payload: { saveCode } });
      const expired = await load("SAVE-EXP2RD");
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe("Save code not found or expired");
      await load("SAVE-AAAAAA");
      await load("SAVE-BBBBBB");
      const guessing = await load("SAVE-CCCCCC");
      expect(guessing.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("limits loads whose path is percent-encoded: the router decodes it to the same route", async () => {
    const limited = await createTestApp({ SAVE_CODE_LOADS_PER_MINUTE: "3" });
    try {
      const statuses: number[] = [];
      for (const url of ["/%61pi/sessions/load-anonymous", "/api/sessions/%6Coad-anonymous"]) {
        for (let i = 0; i < 3; i++) {
          const res = await limited.app.inject({ method: "POST", url, payload: { saveCode: "SAVE-AAAAAA" } });
          statuses.push(res.statusCode);
        }
      }
      // Three guesses in all, however the path is spelled; then 429.
      expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("behind TRUST_PROXY, a client cannot name its own address in X-Forwarded-For", async () => {
    const limited = await createTestApp({ SAVE_CODE_LOADS_PER_MINUTE: "3", TRUST_PROXY: "true" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The client's own (rotated) entry first; the proxy appends the address it saw.
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/sessions/load-anonymous",
          payload: { saveCode: "SAVE-AAAAAA" },
          headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
