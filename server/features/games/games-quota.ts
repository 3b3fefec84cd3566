import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { games } from "../../db/schema";
import { HttpError } from "../../errors";

/** 409: the account holds as many games as it may (MAX_GAMES_PER_USER); nothing was made. */
export class GamesQuotaError extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = "GamesQuotaError";
  }
}

export const GamesQuotaMessages = {
  full: (max: number) => `You have reached the limit of ${max} games. Delete a game to make room.`,
  tooMany: (adding: number, room: number, max: number) =>
    `This backup holds ${adding} games, but you have room for ${room} more (the limit is ${max} games). Delete games to make room, then restore it again.`,
} as const;

/** Games being made right now per user, per database: counted before their rows exist. */
const pendingByDb = new WeakMap<Db, Map<string, number>>();

/**
 * The games-per-account cap (ADR 014, issue 28 F6): every way of making a game — create, quick
 * start, sequel, duplicate, import, restore — holds room for the games it will make before it
 * starts (no tokens spent, no archive imported for a game that would be refused), and gives it
 * back when done. Games being made count as held, so concurrent requests of one user cannot
 * pass the cap together within an instance; across instances sharing PostgreSQL each may
 * overshoot by what it has in flight (ADR 014).
 */
export class GamesQuota {
  private readonly pending: Map<string, number>;

  constructor(
    private readonly db: Db,
    readonly max: number,
  ) {
    let pending = pendingByDb.get(db);
    if (!pending) {
      pending = new Map();
      pendingByDb.set(db, pending);
    }
    this.pending = pending;
  }

  /**
   * Runs `work`, which makes `adding` games for `userId`, when they fit: else a 409 saying how
   * many fit, and `work` does not run. A restore refuses as a whole: it never makes part of an
   * archive's games.
   */
  async withRoom<T>(userId: string, adding: number, work: () => Promise<T>): Promise<T> {
    if (adding <= 0) return work();
    // Held before counting: a concurrent request counting meanwhile sees these as taken.
    this.pending.set(userId, (this.pending.get(userId) ?? 0) + adding);
    try {
      const [row] = await this.db.select({ n: count() }).from(games).where(eq(games.creatorId, userId));
      const held = (this.pending.get(userId) ?? 0) - adding;
      const room = Math.max(0, this.max - Number(row?.n ?? 0) - held);
      if (adding > room)
        throw new GamesQuotaError(
          adding === 1 || room === 0
            ? GamesQuotaMessages.full(this.max)
            : GamesQuotaMessages.tooMany(adding, room, this.max),
        );
      return await work();
    } finally {
      const left = (this.pending.get(userId) ?? 0) - adding;
      if (left > 0) this.pending.set(userId, left);
      else this.pending.delete(userId);
    }
  }
}
