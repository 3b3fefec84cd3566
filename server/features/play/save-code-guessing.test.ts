import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type BudgetPolicy, type BudgetState, reserve, settle } from "../../db/attempt-budget";
import { saveCodes } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";
import { failedLoadPolicy, SAVE_CODES_PER_SESSION } from "./saves-service";

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

  it("spends the site's failed-load budget across all addresses, then refuses every load for a while", async () => {
    await withApp(
      { TRUST_PROXY: "1", SAVE_CODE_LOADS_PER_MINUTE: "1000", SAVE_CODE_FAILED_LOADS_PER_MINUTE: "3" },
      async (t) => {
        const { saveCode } = await codeOfNewSession(t);
        // Good loads spend nothing.
        for (let i = 0; i < 5; i++) expect((await loadFrom(t, "192.0.2.1", saveCode)).statusCode).toBe(200);
        // Not the shape of a code: cannot be a guess, spends nothing either.
        expect((await loadFrom(t, "192.0.2.1", "NOT-A-CODE")).statusCode).toBe(404);

        // Three guesses, each from an address of its own.
        for (const address of ["198.51.100.1", "198.51.100.2", "2001:db8:9::1"]) {
          expect((await loadFrom(t, address, "SAVE-ZZZZZZ")).statusCode).toBe(404);
        }
        const refused = await loadFrom(t, "203.0.113.50", "SAVE-YYYYYY");
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(
          "Too many save codes were tried that do not exist. Please wait a minute and try again.",
        );
        const retryAfter = Number(refused.headers["retry-after"]);
        expect(retryAfter).toBeGreaterThan(50);
        expect(retryAfter).toBeLessThanOrEqual(60);
        // Refused before any code is looked up: a real code answers the same, so a guesser
        // learns nothing while the budget is spent.
        const real = await loadFrom(t, "203.0.113.51", saveCode);
        expect(real.statusCode).toBe(429);
        expect(real.json()).toEqual(refused.json());
      },
    );
  });

  it("lets no more guesses through than the budget when they arrive all at once", async () => {
    await withApp(
      { TRUST_PROXY: "1", SAVE_CODE_LOADS_PER_MINUTE: "1000", SAVE_CODE_FAILED_LOADS_PER_MINUTE: "3" },
      async (t) => {
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) => loadFrom(t, `198.51.100.${i + 1}`, "SAVE-QQQQQQ")),
        );
        const statuses = answers.map((a) => a.statusCode).sort();
        expect(statuses.filter((s) => s === 404)).toHaveLength(3);
        expect(statuses.filter((s) => s === 429)).toHaveLength(9);
      },
    );
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

const DAY = 24 * 60 * 60_000;

/**
 * Guesses an attacker with unlimited addresses gets through the site's budget: each time loads
 * open, it guesses until refused; after `tripsBeforeRest` refusals in a row it goes quiet until
 * the backoff is forgotten, then starts again (Infinity: never rests). Answers the guesses of
 * the first day, and the mean of each day after.
 */
function attack(policy: BudgetPolicy, tripsBeforeRest: number, days = 30) {
  let state: BudgetState = { windowStartedAt: 0, failures: 0, pending: 0, strikes: 0, lockedUntil: null };
  let t = 0;
  let trips = 0;
  const perDay = new Array<number>(days).fill(0);
  while (t < days * DAY) {
    const taken = reserve(state, t, policy);
    state = taken.state;
    if (taken.reservation.ok) {
      perDay[Math.floor(t / DAY)]! += 1;
      state = settle(state, t, policy, taken.reservation.window, true);
      t += 1;
      continue;
    }
    trips++;
    t += taken.reservation.retryAfterMs;
    if (trips >= tripsBeforeRest) {
      t += policy.forgiveAfterMs;
      trips = 0;
    }
  }
  const later = perDay.slice(1);
  return { firstDay: perDay[0] ?? 0, perDay: later.reduce((a, b) => a + b, 0) / later.length };
}

describe("the site's failed-load budget, against an attacker with endless addresses", () => {
  it("lets at most 70 guesses a day through at the default of 10 a minute, whatever the strategy (ADR 015)", () => {
    const policy = failedLoadPolicy(10);
    const strategies = [1, 2, 4, 6, 7, 8, 9, 10, 12, Number.POSITIVE_INFINITY].map((k) => ({
      k,
      ...attack(policy, k),
    }));
    const worst = Math.max(...strategies.map((s) => s.perDay));
    const worstFirstDay = Math.max(...strategies.map((s) => s.firstDay));
    expect(worst).toBeLessThanOrEqual(70);
    expect(worstFirstDay).toBeLessThanOrEqual(120);
    // Never resting is not the best strategy, and still gets 10 guesses every 6 hours.
    expect(strategies.at(-1)?.perDay).toBeCloseTo(40, 0);
  });
});
