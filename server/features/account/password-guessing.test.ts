import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountMessages, signInPausedMessage } from "../../../contract/account";
import { type BudgetPolicy, type BudgetState, reserve, settle } from "../../db/attempt-budget";
import { attemptBudgets, signInAddresses } from "../../db/schema";
import { createTestApp, signUp, uniqueEmail } from "../../test-support/test-app";
import { SIGN_IN_CLEANUP_CRON, SIGN_IN_CLEANUP_JOB } from "./sign-in-cleanup";
import { SIGN_IN_POLICY, SignInGuard } from "./sign-in-guard";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  // One proxy in front: X-Forwarded-For stands for the client's address.
  // A high per-address limit, so that only the per-account budget refuses here.
  t = await createTestApp({ TRUST_PROXY: "1", AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await t.close();
});

const signInFrom = (address: string, email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { email, password },
    headers: { "x-forwarded-for": address },
  });

const strangers = ["198.51.100.7", "203.0.113.9", "2001:db8:aa::1", "2001:db8:bb::1"];

/** Ends every sign-in refusal now, as if its time had passed (the budget's clock is the database's). */
async function endRefusals() {
  await t.database.db
    .update(attemptBudgets)
    .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '1 second'` })
    // Only sign-in budgets: test files running alongside on PostgreSQL keep theirs.
    .where(sql`${attemptBudgets.lockedUntil} > now() and position('sign-in:' in ${attemptBudgets.name}) > 0`);
}

// Every wrong password costs a password hash (scrypt): generous time on a busy machine.
describe("password guessing against one account (issue 28 F13)", { timeout: 90_000 }, () => {
  it("refuses an account's sign-ins after its failure budget, whatever the address, until the refusal ends", async () => {
    const owner = await signUp(t.app, { password: "right-horse-7" });
    // The owner signs up from home; the guesses come from four other addresses.
    await t.database.db.delete(signInAddresses);
    expect((await signInFrom("192.0.2.10", owner.email, "right-horse-7")).statusCode).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const res = await signInFrom(strangers[i % 4] as string, owner.email, `wrong-guess-${i}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_POLICY.failuresPerWindow).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_POLICY.failuresPerWindow).every((s) => s === 429)).toBe(true);

    const refused = await signInFrom("198.51.100.99", owner.email, "another-guess");
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(refused.json()).toEqual({ message: signInPausedMessage(retryAfter * 1000) });
    expect(refused.json().message).toMatch(
      /^Too many failed sign-ins for this account\. Please wait \d+ seconds?/,
    );

    // The right password from a new address is refused too while the refusal lasts: a guess
    // that happened to be right learns nothing.
    const strangerRight = await signInFrom("198.51.100.100", owner.email, "right-horse-7");
    expect(strangerRight.statusCode).toBe(429);

    // The owner, from an address the account signed in from, gets through meanwhile.
    const home = await signInFrom("192.0.2.10", owner.email, "right-horse-7");
    expect(home.statusCode).toBe(200);
    expect(home.cookies.some((c) => c.name.includes("session_token"))).toBe(true);

    // Once the refusal is over, the right password works from anywhere.
    await endRefusals();
    const later = await signInFrom("198.51.100.100", owner.email, "right-horse-7");
    expect(later.statusCode).toBe(200);
  });

  it("backs off: after the first refusal each wrong password starts a longer one, capped at 15 minutes", async () => {
    const { email } = await signUp(t.app, { password: "right-horse-7" });
    for (let i = 0; i < SIGN_IN_POLICY.failuresPerWindow; i++) {
      expect((await signInFrom(strangers[i % 4] as string, email, `guess-${i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      const refused = await signInFrom("198.51.100.1", email, "guess-again");
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers["retry-after"]));
      await endRefusals();
      // One wrong password once a refusal ends starts the next.
      expect((await signInFrom("198.51.100.1", email, `guess-round-${round}`)).statusCode).toBe(401);
    }
    expect(waits[0]).toBeLessThanOrEqual(30);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);
    expect(waits.at(-1)).toBeGreaterThan(14 * 60);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60);
  });

  it("treats an email with no account the same, so refusals reveal no accounts", async () => {
    const nobody = uniqueEmail("nobody");
    for (let i = 0; i < SIGN_IN_POLICY.failuresPerWindow; i++) {
      const res = await signInFrom(strangers[i % 4] as string, nobody, `guess-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AccountMessages.wrongPassword);
    }
    expect((await signInFrom("198.51.100.2", nobody, "guess")).statusCode).toBe(429);
  });

  it("keeps other accounts open while one is under attack, and counts no right password", async () => {
    const target = await signUp(t.app, { password: "right-horse-7" });
    const other = await signUp(t.app, { password: "other-horse-8" });
    expect((await signInFrom("203.0.113.70", other.email, "other-horse-8")).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_POLICY.failuresPerWindow + 3; i++) {
      await signInFrom(strangers[i % 4] as string, target.email, `guess-${i}`);
    }
    expect((await signInFrom("203.0.113.71", other.email, "other-horse-8")).statusCode).toBe(200);
  });

  it("lets no more wrong passwords through than the budget when they arrive all at once", async () => {
    const { email } = await signUp(t.app, { password: "right-horse-7" });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signInFrom(`198.51.100.${i + 20}`, email, `burst-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_POLICY.failuresPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - SIGN_IN_POLICY.failuresPerWindow);
  });

  it("stores neither emails nor addresses, only keyed hashes", async () => {
    const { email } = await signUp(t.app, { password: "right-horse-7" });
    await signInFrom("192.0.2.55", email, "wrong-one-1");
    const budgets = await t.database.db.select({ name: attemptBudgets.name }).from(attemptBudgets);
    expect(budgets.some((b) => b.name.includes(email) || b.name.includes("192.0.2.55"))).toBe(false);
    const addresses = await t.database.db.select().from(signInAddresses);
    expect(addresses.some((a) => a.addressHash.includes("192.0.2"))).toBe(false);
  });

  it("forgets idle budgets and old addresses in an hourly clean-up", async () => {
    expect(await t.app.jobs.schedules()).toContainEqual({
      name: SIGN_IN_CLEANUP_JOB,
      cron: SIGN_IN_CLEANUP_CRON,
    });
    const guard = new SignInGuard(t.database.db, "secret", "cleanup-test:");
    const { user } = await signUp(t.app);
    await guard.rememberAddress(user.id, "192.0.2.200");
    const attempt = await guard.begin("idle@example.com", "192.0.2.200");
    await guard.settle(attempt, true);
    // Nothing is idle yet.
    expect(await guard.cleanUp()).toMatchObject({ budgets: 0 });
    await t.database.db
      .update(attemptBudgets)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(sql`starts_with(${attemptBudgets.name}, 'cleanup-test:')`);
    await t.database.db
      .update(signInAddresses)
      .set({ lastSignedInAt: sql`now() - interval '91 days'` })
      .where(sql`${signInAddresses.userId} = ${user.id}`);
    const report = await guard.cleanUp();
    expect(report.budgets).toBe(1);
    expect(report.addresses).toBeGreaterThanOrEqual(1);
  });
});

const DAY = 24 * 60 * 60_000;

/**
 * Wrong passwords an attacker with endless addresses gets through one account's budget: it
 * guesses whenever sign-in opens; after `refusalsBeforeRest` refusals in a row it goes quiet
 * until the backoff is forgiven (Infinity: never rests). The first day, and the mean of the
 * days after.
 */
function attack(policy: BudgetPolicy, refusalsBeforeRest: number, days = 20) {
  let state: BudgetState = { windowStartedAt: 0, failures: 0, pending: 0, strikes: 0, lockedUntil: null };
  let now = 0;
  let refusals = 0;
  const perDay = new Array<number>(days).fill(0);
  while (now < days * DAY) {
    const taken = reserve(state, now, policy);
    state = taken.state;
    if (taken.reservation.ok) {
      perDay[Math.floor(now / DAY)] = (perDay[Math.floor(now / DAY)] ?? 0) + 1;
      state = settle(state, now, policy, taken.reservation.window, true);
      now += 1;
      continue;
    }
    refusals++;
    now += taken.reservation.retryAfterMs;
    if (refusals >= refusalsBeforeRest) {
      now += policy.forgiveAfterMs;
      refusals = 0;
    }
  }
  const later = perDay.slice(1);
  return { firstDay: perDay[0] ?? 0, perDay: later.reduce((a, b) => a + b, 0) / later.length };
}

describe("one account's budget, against an attacker with endless addresses (ADR 015)", () => {
  it("lets at most ~105 wrong passwords a day through, whatever the strategy", () => {
    const strategies = [1, 2, 3, 4, 6, 8, 12, 24, Number.POSITIVE_INFINITY].map((k) =>
      attack(SIGN_IN_POLICY, k),
    );
    expect(Math.max(...strategies.map((s) => s.perDay))).toBeLessThanOrEqual(105);
    expect(Math.max(...strategies.map((s) => s.firstDay))).toBeLessThanOrEqual(110);
    // Never resting: one guess each time a 15-minute refusal ends, 96 a day.
    expect(strategies.at(-1)?.perDay).toBeCloseTo(96, 0);
  });

  it("leaves the budget's other users as they were: no after-lock allowance, first lock = window", () => {
    const plain: BudgetPolicy = {
      failuresPerWindow: 3,
      windowMs: 60_000,
      maxLockMs: 3_600_000,
      forgiveAfterMs: DAY,
    };
    let state: BudgetState = { windowStartedAt: 0, failures: 0, pending: 0, strikes: 0, lockedUntil: null };
    for (let i = 0; i < 3; i++) {
      const taken = reserve(state, 0, plain);
      if (!taken.reservation.ok) throw new Error("refused too early");
      state = settle(taken.state, 0, plain, taken.reservation.window, true);
    }
    expect(state.lockedUntil).toBe(60_000);
    // After the refusal, a whole new budget.
    for (let i = 0; i < 3; i++) {
      const taken = reserve(state, 60_000, plain);
      expect(taken.reservation.ok).toBe(true);
      if (!taken.reservation.ok) return;
      state = settle(taken.state, 60_000, plain, taken.reservation.window, i < 2);
    }
  });
});
