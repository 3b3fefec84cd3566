import { createHmac } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { signInPausedMessage } from "../../../contract/account";
import { AttemptBudget, type BudgetPolicy, type Reservation } from "../../db/attempt-budget";
import type { Db } from "../../db/client";
import { attemptBudgets, signInAddresses, user } from "../../db/schema";
import { HttpError } from "../../errors";
import { addressGroup } from "../../plugins/client-address";

const MINUTE = 60_000;

/**
 * Failed password sign-ins allowed per account, from any address (ADR 015, "Password guessing"):
 * 10 in 15 minutes; then a refusal of 30 s, and while that backoff stands (3 quiet hours forgive
 * it) each further failure starts the next refusal, twice as long, up to 15 minutes. A stranger
 * can keep an account's budget spent, but no refusal outlasts 15 minutes, and the owner's own
 * addresses keep budgets of their own.
 */
export const SIGN_IN_POLICY: BudgetPolicy = {
  failuresPerWindow: 10,
  windowMs: 15 * MINUTE,
  firstLockMs: 30_000,
  maxLockMs: 15 * MINUTE,
  forgiveAfterMs: 3 * 60 * MINUTE,
  failuresAfterLock: 1,
};

/** An address where the account signed in with its password is known for this long. */
export const KNOWN_ADDRESS_DAYS = 90;

/** A sign-in attempt's place in its budget: settle it once the password has been checked. */
export type SignInAttempt = {
  budget: AttemptBudget;
  reservation: Extract<Reservation, { ok: true }>;
  addressHash: string;
};

/**
 * The per-account limit on password guessing, beside the per-address rate limit. Each email
 * has a failure budget in `attempt_budgets` (named by an HMAC of the email, whether or not such
 * an account exists, so refusals say nothing about which emails have accounts). An address
 * group (IPv4 address, IPv6 /64) where the account signed in before counts against a budget of
 * its own, so strangers spending the account's budget never lock its owner out there.
 */
export class SignInGuard {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly budgetScope = "",
  ) {}

  private hash(kind: string, value: string) {
    return createHmac("sha256", this.secret).update(`${kind}\n${value}`).digest("base64url");
  }

  private get prefix() {
    return `${this.budgetScope}sign-in:`;
  }

  /** Takes the attempt's place in its budget, or throws 429 with Retry-After. */
  async begin(email: string, ip: string): Promise<SignInAttempt> {
    const emailHash = this.hash("email", email);
    const addressHash = this.hash("address", addressGroup(ip));
    const known = await this.isKnownAddress(email, addressHash);
    const name = known ? `${this.prefix}${emailHash}:${addressHash}` : `${this.prefix}${emailHash}`;
    const budget = new AttemptBudget(this.db, name, SIGN_IN_POLICY);
    const reservation = await budget.reserve();
    if (!reservation.ok) {
      throw new HttpError(429, signInPausedMessage(reservation.retryAfterMs), {
        "retry-after": String(Math.ceil(reservation.retryAfterMs / 1000)),
      });
    }
    return { budget, reservation, addressHash };
  }

  /** Counts a wrong password, or gives the place back. */
  async settle(attempt: SignInAttempt, failed: boolean) {
    await attempt.budget.settle(attempt.reservation, failed);
  }

  /** Remembers where the account signed in, so its owner gets through from there later. */
  async rememberAddress(userId: string, ip: string) {
    const addressHash = this.hash("address", addressGroup(ip));
    await this.db
      .insert(signInAddresses)
      .values({ userId, addressHash })
      .onConflictDoUpdate({
        target: [signInAddresses.userId, signInAddresses.addressHash],
        set: { lastSignedInAt: sql`now()` },
      });
  }

  private async isKnownAddress(email: string, addressHash: string) {
    const [row] = await this.db
      .select({ userId: signInAddresses.userId })
      .from(signInAddresses)
      .innerJoin(user, eq(user.id, signInAddresses.userId))
      .where(
        and(
          eq(user.email, email),
          eq(signInAddresses.addressHash, addressHash),
          gt(signInAddresses.lastSignedInAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Deletes addresses unused for KNOWN_ADDRESS_DAYS, and sign-in budgets back to their fresh
   * state (window over, backoff forgiven): every email tried leaves a row.
   */
  async cleanUp(): Promise<{ addresses: number; budgets: number }> {
    const addresses = await this.db
      .delete(signInAddresses)
      .where(sql`${signInAddresses.lastSignedInAt} < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)
      .returning({ userId: signInAddresses.userId });
    const windowMs = SIGN_IN_POLICY.windowMs;
    const forgiveMs = SIGN_IN_POLICY.forgiveAfterMs;
    const budgets = await this.db
      .delete(attemptBudgets)
      .where(
        and(
          sql`starts_with(${attemptBudgets.name}, ${this.prefix})`,
          // A window that is over holds no attempt in flight: its reservations went with it.
          sql`${attemptBudgets.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000})`,
          sql`(${attemptBudgets.lockedUntil} is null or ${attemptBudgets.lockedUntil} < now() - make_interval(secs => ${forgiveMs / 1000}))`,
        ),
      )
      .returning({ name: attemptBudgets.name });
    return { addresses: addresses.length, budgets: budgets.length };
  }
}
