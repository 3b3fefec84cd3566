import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { attemptBudgets } from "./schema";

/**
 * A budget of failed attempts shared by every instance through the database (ADR 015): so many
 * failures per window across all clients; once spent, every attempt is refused for a while,
 * and each budget spent in a row doubles that while (backoff), up to `maxLockMs`.
 *
 * An attempt reserves its place before it is tried (`pending`), so a burst of simultaneous
 * attempts cannot overshoot the budget; a success gives its place back, a failure keeps it.
 * Successes never earn failures back: interleaving good attempts with guesses buys nothing.
 */
export type BudgetPolicy = {
  failuresPerWindow: number;
  windowMs: number;
  /** The longest refusal; the first lasts `windowMs`, each next one twice the last. */
  maxLockMs: number;
  /** A budget spent again this long after the last refusal ended starts the backoff anew. */
  forgiveAfterMs: number;
  /** The first refusal's length, when it should differ from `windowMs` (default `windowMs`). */
  firstLockMs?: number;
  /**
   * Failures allowed between refusals until the backoff is forgiven (default
   * `failuresPerWindow`): with 1, each failure after the first refusal starts the next, longer
   * one, so waiting out a refusal buys a single attempt rather than a whole new budget.
   */
  failuresAfterLock?: number;
};

export type BudgetState = {
  windowStartedAt: number;
  failures: number;
  pending: number;
  strikes: number;
  lockedUntil: number | null;
};

export type Reservation = { ok: true; window: number } | { ok: false; retryAfterMs: number };

const fresh = (now: number): BudgetState => ({
  windowStartedAt: now,
  failures: 0,
  pending: 0,
  strikes: 0,
  lockedUntil: null,
});

/** True while the last refusal's backoff stands (not yet forgiven by a quiet while). */
function inBackoff(state: BudgetState, now: number, policy: BudgetPolicy): boolean {
  return state.lockedUntil !== null && now - state.lockedUntil < policy.forgiveAfterMs;
}

/** How many failures the current window allows. */
function allowance(state: BudgetState, now: number, policy: BudgetPolicy): number {
  const after = policy.failuresAfterLock;
  if (after === undefined || !inBackoff(state, now, policy)) return policy.failuresPerWindow;
  return Math.min(after, policy.failuresPerWindow);
}

/** A window that has run its course gives way to a new one; strikes and the lock stay. */
function rolled(state: BudgetState, now: number, policy: BudgetPolicy): BudgetState {
  if (now < state.windowStartedAt + policy.windowMs) return state;
  return { ...state, windowStartedAt: now, failures: 0, pending: 0 };
}

export function reserve(
  state: BudgetState,
  now: number,
  policy: BudgetPolicy,
): { state: BudgetState; reservation: Reservation } {
  if (state.lockedUntil !== null && now < state.lockedUntil) {
    return { state, reservation: { ok: false, retryAfterMs: state.lockedUntil - now } };
  }
  const current = rolled(state, now, policy);
  if (current.failures + current.pending >= allowance(current, now, policy)) {
    // Spent by attempts still in flight: refused until the window ends, without a strike.
    const retryAfterMs = Math.max(current.windowStartedAt + policy.windowMs - now, 1000);
    return { state: current, reservation: { ok: false, retryAfterMs } };
  }
  return {
    state: { ...current, pending: current.pending + 1 },
    reservation: { ok: true, window: current.windowStartedAt },
  };
}

export function settle(
  state: BudgetState,
  now: number,
  policy: BudgetPolicy,
  window: number,
  failed: boolean,
): BudgetState {
  // A reservation of a window that has since ended was cleared with it.
  const released =
    state.windowStartedAt === window ? { ...state, pending: Math.max(state.pending - 1, 0) } : state;
  if (!failed) return released;
  const current = rolled(released, now, policy);
  const failures = current.failures + 1;
  if (failures < allowance(current, now, policy)) return { ...current, failures };
  const forgiven = current.lockedUntil !== null && !inBackoff(current, now, policy);
  const strikes = (forgiven ? 0 : current.strikes) + 1;
  const firstLockMs = policy.firstLockMs ?? policy.windowMs;
  const lockMs = Math.min(firstLockMs * 2 ** Math.min(strikes - 1, 30), policy.maxLockMs);
  // The next window opens when the refusal ends; attempts in flight settle into it.
  return { windowStartedAt: now + lockMs, failures: 0, pending: 0, strikes, lockedUntil: now + lockMs };
}

type Row = typeof attemptBudgets.$inferSelect;

const toState = (row: Row): BudgetState => ({
  windowStartedAt: row.windowStartedAt.getTime(),
  failures: row.failures,
  pending: row.pending,
  strikes: row.strikes,
  lockedUntil: row.lockedUntil?.getTime() ?? null,
});

const toRow = (state: BudgetState) => ({
  windowStartedAt: new Date(state.windowStartedAt),
  failures: state.failures,
  pending: state.pending,
  strikes: state.strikes,
  lockedUntil: state.lockedUntil === null ? null : new Date(state.lockedUntil),
});

/** One named budget in `attempt_budgets`, on the database's clock (instances may disagree). */
export class AttemptBudget {
  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly policy: BudgetPolicy,
  ) {}

  /** Takes a place for one attempt, or says how long to wait. */
  async reserve(): Promise<Reservation> {
    // Refusals while locked read without a lock: a flood of them never queues on the row.
    const [locked] = await this.db
      .select({
        waitMs: sql<number>`(extract(epoch from ${attemptBudgets.lockedUntil} - now()) * 1000)::float8`,
      })
      .from(attemptBudgets)
      .where(sql`${attemptBudgets.name} = ${this.name} and ${attemptBudgets.lockedUntil} > now()`);
    if (locked) return { ok: false, retryAfterMs: Math.max(Math.ceil(locked.waitMs), 1) };
    return this.update((state, now) => {
      const next = reserve(state, now, this.policy);
      return { state: next.state, result: next.reservation };
    });
  }

  /** Gives the place back after a success, or counts the failure. */
  async settle(reservation: Reservation, failed: boolean): Promise<void> {
    if (!reservation.ok) return;
    await this.update((state, now) => ({
      state: settle(state, now, this.policy, reservation.window, failed),
      result: undefined,
    }));
  }

  private update<T>(
    step: (state: BudgetState, now: number) => { state: BudgetState; result: T },
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const select = () =>
        tx
          .select({ row: attemptBudgets, now: sql<Date>`now()`.mapWith((v) => new Date(v)) })
          .from(attemptBudgets)
          .where(eq(attemptBudgets.name, this.name))
          .for("update");
      let [current] = await select();
      if (!current) {
        await tx
          .insert(attemptBudgets)
          .values({ name: this.name, ...toRow(fresh(0)), windowStartedAt: sql`now()` })
          .onConflictDoNothing();
        [current] = await select();
      }
      if (!current) throw new Error(`attempt budget ${this.name} could not be created`);
      const now = current.now.getTime();
      const { state, result } = step(toState(current.row), now);
      await tx.update(attemptBudgets).set(toRow(state)).where(eq(attemptBudgets.name, this.name));
      return result;
    });
  }
}
