import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveCodes } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";
import { SAVE_CODES_PER_SESSION } from "./saves-service";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(env);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** A load from `address`, as the one proxy in front (TRUST_PROXY=1) reports it. */
const loadFrom = (t: TestApp, address: string, saveCode: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/sessions/load-anonymous",
    payload: { saveCode },
    headers: { "x-forwarded-for": address },
  });

async function codeOfNewSession(t: TestApp) {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug: "demo-adventure" },
  });
  const { sessionToken } = start.json();
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/anonymous-saves",
    payload: { sessionToken, saveName: "Mine" },
  });
  return { sessionToken: sessionToken as string, saveCode: saved.json().saveCode as string };
}

describe("save-code guessing", () => {
  it("counts an IPv6 client by its /64: a fresh address in the same network gets no fresh limit", async () => {
    await withApp({ TRUST_PROXY: "1", SAVE_CODE_LOADS_PER_MINUTE: "3" }, async (t) => {
      const sameNetwork = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff:ffff:ffff:9"];
      for (const address of sameNetwork) {
        expect((await loadFrom(t, address, "SAVE-AAAAAA")).statusCode).toBe(404);
      }
      const fourth = await loadFrom(t, "2001:db8:1:2::abcd", "SAVE-AAAAAA");
      expect(fourth.statusCode).toBe(429);
      // Another /64, and IPv4 addresses, each keep limits of their own.
      expect((await loadFrom(t, "2001:db8:1:3::1", "SAVE-AAAAAA")).statusCode).toBe(404);
      expect((await loadFrom(t, "198.51.100.1", "SAVE-AAAAAA")).statusCode).toBe(404);
      expect((await loadFrom(t, "198.51.100.2", "SAVE-AAAAAA")).statusCode).toBe(404);
    });
  });

  // Issue 28 F8: one address's guesses used to spend a budget shared by the whole site, and every
  // player's real code was then refused (429) for minutes, doubling up to 6 hours.
  it("lets no address lock out another: 12 unknown codes from one, then a real code from another loads", async () => {
    // The defaults: 10 loads a minute per address.
    await withApp({ TRUST_PROXY: "1" }, async (t) => {
      const { saveCode } = await codeOfNewSession(t);
      const guesses: number[] = [];
      for (let i = 0; i < 12; i++)
        guesses.push((await loadFrom(t, "198.51.100.7", "SAVE-ABCDEF")).statusCode);
      // The guesser reaches its own limit, and only its own.
      expect(guesses).toEqual([...Array(10).fill(404), 429, 429]);
      const player = await loadFrom(t, "203.0.113.9", saveCode);
      expect(player.statusCode, player.body).toBe(200);
      expect(player.json().sessionToken).toEqual(expect.any(String));
    });
  });

  it("keeps loading a 6-character code made before codes grew to 12", async () => {
    await withApp({}, async (t) => {
      const { saveCode } = await codeOfNewSession(t);
      expect(saveCode).toMatch(/^SAVE-[A-HJ-NP-Z2-9]{12}$/);
      // An old code, as the database holds it from before the change.
      await t.database.db.update(saveCodes).set({ code: "SAVE-ABC234" }).where(eq(saveCodes.code, saveCode));
      const old = await loadFrom(t, "192.0.2.5", "save-abc234");
      expect(old.statusCode, old.body).toBe(200);
      // A code of any other length cannot be one: 404 without a lookup.
      expect((await loadFrom(t, "192.0.2.5", "SAVE-ABC2345")).statusCode).toBe(404);
    });
  });
});

describe("save codes per session", () => {
  it(`keeps a session's newest ${SAVE_CODES_PER_SESSION} codes: saving again retires the oldest`, async () => {
    await withApp({ SAVE_CODE_LOADS_PER_MINUTE: "1000" }, async (t) => {
      const { sessionToken, saveCode: first } = await codeOfNewSession(t);
      const codes = [first];
      for (let i = 1; i < SAVE_CODES_PER_SESSION + 2; i++) {
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/anonymous-saves",
          payload: { sessionToken, saveName: `Save ${i}` },
        });
        expect(saved.statusCode).toBe(200);
        codes.push(saved.json().saveCode);
      }
      const kept = await t.database.db
        .select({ code: saveCodes.code })
        .from(saveCodes)
        .where(eq(saveCodes.sessionToken, sessionToken));
      expect(kept.map((r) => r.code).sort()).toEqual(codes.slice(2).sort());

      const load = (saveCode: string) =>
        t.app.inject({ method: "POST", url: "/api/sessions/load-anonymous", payload: { saveCode } });
      expect((await load(codes[0] as string)).statusCode).toBe(404);
      expect((await load(codes[1] as string)).statusCode).toBe(404);
      expect((await load(codes[2] as string)).statusCode).toBe(200);
      expect((await load(codes.at(-1) as string)).statusCode).toBe(200);
    });
  });
});
