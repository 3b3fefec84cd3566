import { and, eq, like, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { aiBudgets, aiUsage } from "../db/schema";
import { HttpError } from "../errors";
import type { Usage } from "./narrator";

/**
 * Daily token budgets with reservations (ADR 014). Each account charged — a user ("user:<id>"),
 * a game's play ("game:<id>"), the whole site ("site:<scope>") or one client's share of one of
 * those ("share:<…>") — has one row a UTC day in `ai_budgets`: tokens `used`, and
 * tokens `reserved` by calls in flight. A call reserves its estimate with a conditional UPDATE
 * (`used + reserved + estimate <= cap`) before it asks the model, and settles after: the real
 * usage moves into `used` and the reservation is released, whether the call worked or not.
 * Row locks make concurrent reservations queue, so they cannot overshoot a cap together; this
 * holds across instances sharing a database.
 */

/** Usage rows that count toward a game's play budget. */
export const PLAY_TASKS = ["turn"];

/** Tokens a task reserves before it starts, for a model provider; per-call reservations top it up. */
export const TASK_ESTIMATES: Record<string, number> = {
  turn: 8_000,
  biography: 1_500,
  characters: 3_000,
  outline: 6_000,
  "sequel-outline": 6_000,
  "sequel-ideas": 3_000,
  "quick-start": 4_000,
  "complete-story": 12_000,
};
export const DEFAULT_TASK_ESTIMATE = 3_000;

/**
 * An account a call is charged to, its daily cap in tokens, and what a call is told when this
 * account has no room for it (else the run's own message).
 */
export type Charge = {
  /** "key": a creator's own connection (issue 32), counted from its first call of the day. */
  kind: "user" | "game" | "site" | "share" | "key";
  id: string;
  cap: number;
  message?: string;
};

/** Accounts whose first row of a day starts from what the usage ledger holds (by user, by game). */
const fromLedger = (c: Charge) => c.kind === "user" || c.kind === "game";

/** 429: a budget has no room for the call; nothing was asked of the model. */
export class AiBudgetError extends HttpError {
  constructor(message: string) {
    super(429, message);
    this.name = "AiBudgetError";
  }
}

const subjectOf = (c: Pick<Charge, "kind" | "id">) => `${c.kind}:${c.id}`;

/** Today's date in UTC, as the `day` column holds it. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** Budget rows older than this many days are deleted (once a day per process). */
const KEEP_DAYS = 7;

/** A cap's comparison: a reservation of 0 tokens still needs one left. */
const fits = (tokens: number, cap: number) =>
  sql`${aiBudgets.used} + ${aiBudgets.reserved} + ${Math.max(1, tokens)} <= ${cap}`;

class NoRoom extends Error {
  constructor(readonly charge: Charge) {
    super("no room");
  }
}

export class TokenBudgets {
  /** Subjects whose row for `day` exists; cleared when the day changes. */
  private readonly made = new Set<string>();
  private day = "";

  constructor(private readonly db: Db) {}

  /**
   * Makes each charge's row for the day, once per process. A new row starts from what the usage
   * ledger already holds for that day, so enabling a cap (or upgrading) mid-day loses nothing.
   */
  private async ensure(day: string, charges: Charge[]): Promise<void> {
    if (day !== this.day) {
      this.made.clear();
      this.day = day;
      this.prune(day);
    }
    // The site's and the shares' rows start from nothing: the ledger knows no address, and a
    // site row seeded from it would count other apps sharing a test database.
    const missing = charges.filter((c) => fromLedger(c) && !this.made.has(subjectOf(c)));
    for (const c of missing) {
      const start = new Date(`${day}T00:00:00.000Z`);
      const end = new Date(start.getTime() + 86_400_000);
      const whose =
        c.kind === "user"
          ? // Not what a creator's own connection spent (marked "own:" by the AI plugin): their key, not the site's.
            sql`${aiUsage.userId} = ${c.id} and ${aiUsage.narrator} not like 'own:%'`
          : sql`${aiUsage.gameId} = ${c.id} and ${aiUsage.task} in (${sql.join(
              PLAY_TASKS.map((t) => sql`${t}`),
              sql`, `,
            )})`;
      await this.db.execute(sql`
        insert into ${aiBudgets} (subject, day, used, reserved)
        select ${subjectOf(c)}, ${day}::date,
               coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}), 0), 0
        from ${aiUsage}
        where ${whose} and ${aiUsage.createdAt} >= ${start.toISOString()}::timestamptz
          and ${aiUsage.createdAt} < ${end.toISOString()}::timestamptz
        on conflict do nothing`);
      this.made.add(subjectOf(c));
    }
  }

  private prune(day: string): void {
    const oldest = utcDay(new Date(new Date(`${day}T00:00:00.000Z`).getTime() - KEEP_DAYS * 86_400_000));
    // A share's row is one client's on one day: worthless once the day is over, and many.
    this.db
      .delete(aiBudgets)
      .where(or(lt(aiBudgets.day, oldest), and(like(aiBudgets.subject, "share:%"), lt(aiBudgets.day, day))))
      .catch(() => {
        // Only housekeeping: another instance may be doing the same.
      });
  }

  /**
   * Reserves `tokens` on every charge, or on none: false when one of them has no room. Rows are
   * locked in a fixed order, so two calls charging the same accounts cannot deadlock.
   */
  async reserve(day: string, charges: Charge[], tokens: number): Promise<boolean> {
    return (await this.tryReserve(day, charges, tokens)) === null;
  }

  /**
   * As reserve, answering which charge had no room (null: reserved). When several had none, the
   * first of them in `charges`' order: callers list the widest accounts first, so a player is
   * told "the game is spent" rather than "your share is spent" when both are true.
   */
  async tryReserve(day: string, charges: Charge[], tokens: number): Promise<Charge | null> {
    if (charges.length === 0) return null;
    await this.ensure(day, charges);
    const amount = Math.max(0, Math.ceil(tokens));
    const sorted = [...charges].sort((a, b) => subjectOf(a).localeCompare(subjectOf(b)));
    // An upsert: a row of the site or of a share is made by its first reservation of the day.
    const take = async (db: Db, c: Charge) => {
      if (Math.max(1, amount) > c.cap) return false;
      const rows = await db
        .insert(aiBudgets)
        .values({ subject: subjectOf(c), day, used: 0, reserved: amount })
        .onConflictDoUpdate({
          target: [aiBudgets.subject, aiBudgets.day],
          set: { reserved: sql`${aiBudgets.reserved} + ${amount}` },
          setWhere: fits(amount, c.cap),
        })
        .returning({ subject: aiBudgets.subject });
      return rows.length > 0;
    };
    const [only] = sorted;
    if (sorted.length === 1 && only) return (await take(this.db, only)) ? null : only;
    try {
      await this.db.transaction(async (tx) => {
        const refused: Charge[] = [];
        for (const c of sorted) if (!(await take(tx as unknown as Db, c))) refused.push(c);
        if (refused.length) throw new NoRoom(charges.find((c) => refused.includes(c)) as Charge);
      });
      return null;
    } catch (error) {
      if (error instanceof NoRoom) return error.charge;
      throw error;
    }
  }

  /**
   * Moves `used` tokens into the day's spending and releases `reserved`. One row a statement:
   * a statement that locked two rows could deadlock with a reservation locking them in order.
   */
  async settle(day: string, charges: Charge[], reserved: number, used: number): Promise<void> {
    if (reserved <= 0 && used <= 0) return;
    for (const subject of charges.map(subjectOf).sort()) {
      await this.db
        .update(aiBudgets)
        .set({
          used: sql`${aiBudgets.used} + ${Math.max(0, Math.round(used))}`,
          reserved: sql`greatest(${aiBudgets.reserved} - ${Math.max(0, Math.ceil(reserved))}, 0)`,
        })
        .where(and(eq(aiBudgets.subject, subject), eq(aiBudgets.day, day)));
    }
  }

  /** What an account has spent and holds reserved today (no row: nothing). */
  async today(kind: Charge["kind"], id: string): Promise<{ used: number; reserved: number }> {
    const [row] = await this.db
      .select({ used: aiBudgets.used, reserved: aiBudgets.reserved })
      .from(aiBudgets)
      .where(and(eq(aiBudgets.subject, subjectOf({ kind, id })), eq(aiBudgets.day, utcDay())));
    return { used: Number(row?.used ?? 0), reserved: Number(row?.reserved ?? 0) };
  }

  /**
   * A run's spending: `estimate` reserved now (AiBudgetError with `message` when there is no
   * room), more before each model call as needed, all settled once at the end.
   */
  async open(charges: Charge[], estimate: number, message: string): Promise<Spend> {
    const day = utcDay();
    const refused = await this.tryReserve(day, charges, estimate);
    if (refused) throw new AiBudgetError(refused.message ?? message);
    return new Spend(this, day, charges, charges.length ? Math.max(0, Math.ceil(estimate)) : 0, message);
  }
}

const total = (u: Usage) => Math.max(0, u.inputTokens) + Math.max(0, u.outputTokens);

/** One run's reservation: a pool that per-call reservations draw from and top up. */
export class Spend {
  private claimed = 0;
  private used = 0;
  private queue: Promise<void> = Promise.resolve();
  private settled = false;

  constructor(
    private readonly budgets: TokenBudgets,
    private readonly day: string,
    private readonly charges: Charge[],
    private reserved: number,
    private readonly message: string,
  ) {}

  /**
   * Before a model call that may spend `tokens`: tops the reservation up when what the run has
   * claimed (or spent, if more) plus this call exceeds it. Calls are served one at a time.
   */
  reserve(tokens: number): Promise<void> {
    const next = this.queue.then(async () => {
      const need = Math.max(this.claimed, this.used) + Math.max(0, Math.ceil(tokens));
      this.claimed = need;
      if (this.charges.length === 0 || need <= this.reserved) return;
      const more = need - this.reserved;
      const refused = await this.budgets.tryReserve(this.day, this.charges, more);
      if (refused) throw new AiBudgetError(refused.message ?? this.message);
      this.reserved += more;
    });
    this.queue = next.catch(() => {});
    return next;
  }

  /** A model call's reported usage. */
  use(usage: Usage): void {
    this.used += total(usage);
  }

  /** The real usage counts, the reservation goes: once, success or failure. */
  async settle(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await this.queue;
    await this.budgets.settle(this.day, this.charges, this.reserved, this.used);
  }
}
