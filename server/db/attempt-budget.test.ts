import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../test-support/test-app";
import { AttemptBudget, type BudgetPolicy, type BudgetState, reserve, settle } from "./attempt-budget";
import type { Database } from "./client";

const MINUTE = 60_000;
const policy: BudgetPolicy = {
  failuresPerWindow: 3,
  windowMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  forgiveAfterMs: 60 * MINUTE,
};
const start: BudgetState = { windowStartedAt: 0, failures: 0, pending: 0, strikes: 0, lockedUntil: null };

/** One attempt at `now`: reserve, then settle as given; answers the state and whether it was let in. */
function attempt(state: BudgetState, now: number, failed: boolean) {
  const taken = reserve(state, now, policy);
  if (!taken.reservation.ok)
    return { state: taken.state, ok: false, retryAfterMs: taken.reservation.retryAfterMs };
  return {
    state: settle(taken.state, now, policy, taken.reservation.window, failed),
    ok: true,
    retryAfterMs: 0,
  };
}

/** Fails attempts from `now` on, one a second, until one is refused; answers that refusal. */
function failUntilRefused(state: BudgetState, now: number) {
  let s = state;
  let t = now;
  let guesses = 0;
  for (;;) {
    const a = attempt(s, t, true);
    s = a.state;
    if (!a.ok) return { state: s, at: t, guesses, retryAfterMs: a.retryAfterMs };
    guesses++;
    t += 1000;
  }
}

describe("the attempt budget's rules", () => {
  it("lets failuresPerWindow failures through, then refuses for a window, doubling while it is spent again", () => {
    let s = start;
    let t = 0;
    const locks: number[] = [];
    for (let i = 0; i < 9; i++) {
      const refused = failUntilRefused(s, t);
      expect(refused.guesses).toBe(3);
      locks.push(refused.retryAfterMs);
      s = refused.state;
      t = refused.at + refused.retryAfterMs; // the guesser comes back the moment it ends
    }
    expect(locks.map((ms) => Math.round(ms / MINUTE))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("forgets the backoff after a quiet hour", () => {
    let { state, at, retryAfterMs } = failUntilRefused(failUntilRefused(start, 0).state, 2 * MINUTE);
    expect(Math.round(retryAfterMs / MINUTE)).toBe(2);
    const calm = at + retryAfterMs + 61 * MINUTE;
    ({ state, retryAfterMs } = failUntilRefused(state, calm));
    expect(Math.round(retryAfterMs / MINUTE)).toBe(1);
  });

  it("never refuses successes while failures are few, and successes do not earn failures back", () => {
    let s = start;
    for (let i = 0; i < 50; i++) {
      const ok = attempt(s, i * 100, false);
      expect(ok.ok).toBe(true);
      s = ok.state;
    }
    // Interleaving good loads with guesses still stops the guesses after three.
    let guesses = 0;
    for (let i = 0; i < 20; i++) {
      const good = attempt(s, 10_000 + i * 100, false);
      s = good.state;
      const guess = attempt(s, 10_050 + i * 100, true);
      s = guess.state;
      if (guess.ok) guesses++;
    }
    expect(guesses).toBe(3);
  });

  it("counts attempts in flight, so a burst cannot overshoot the budget", () => {
    let s = start;
    let admitted = 0;
    for (let i = 0; i < 10; i++) {
      const taken = reserve(s, 0, policy);
      s = taken.state;
      if (taken.reservation.ok) admitted++;
    }
    expect(admitted).toBe(3);
  });

  it("starts a new window once the last has run its course", () => {
    let { state } = attempt(start, 0, true);
    ({ state } = attempt(state, 1000, true));
    expect(state.failures).toBe(2);
    ({ state } = attempt(state, MINUTE + 1000, true));
    expect(state.failures).toBe(1);
    expect(state.strikes).toBe(0);
  });
});

describe(`an attempt budget in the database (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("admits no more than the budget from simultaneous attempts, and then refuses with a wait", async () => {
    const budget = new AttemptBudget(database.db, `test-${randomUUID()}`, policy);
    const reservations = await Promise.all(Array.from({ length: 10 }, () => budget.reserve()));
    expect(reservations.filter((r) => r.ok)).toHaveLength(3);
    await Promise.all(reservations.map((r) => budget.settle(r, true)));

    const refused = await budget.reserve();
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
  });

  it("gives a success's place back", async () => {
    const budget = new AttemptBudget(database.db, `test-${randomUUID()}`, policy);
    for (let i = 0; i < 10; i++) {
      const r = await budget.reserve();
      expect(r.ok).toBe(true);
      await budget.settle(r, false);
    }
  });
});
