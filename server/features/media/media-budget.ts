import { and, eq, sql } from "drizzle-orm";
import { shareKey } from "../../ai/play-client";
import type { Db } from "../../db/client";
import { aiBudgets } from "../../db/schema";
import { HttpError } from "../../errors";

export const MediaBudgetMessages = {
  game: "This game has used today's narration and picture budget. Try again tomorrow.",
  site: "Narration and pictures have reached today's limit for this site. Try again tomorrow.",
  share:
    "You have used your share of today's narration and pictures, so that others can have theirs too. Please come back tomorrow.",
} as const;

/** Gives back a charge whose media was never made (the provider failed, or nobody waited). */
export type Refund = () => Promise<void>;

const SITE = "media-site";
const gameSubject = (gameId: string) => `media-game:${gameId}`;
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when every media budget starts again. */
function secondsToMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

class Spent extends Error {
  constructor(readonly which: keyof typeof MediaBudgetMessages) {
    super(which);
  }
}

/**
 * The daily media budget (issue 28 F3, ADR 021): how many pictures and narrations a paid or
 * external provider may make a UTC day, per game and for the whole site. One unit a piece, as
 * providers bill about the same for a picture and for a scene's narration (a few cents).
 *
 * Rows of `ai_budgets` ("media-game:<id>", "media-site"; `used` counts pieces, `reserved` is
 * unused): each charge is a conditional UPDATE (`used < cap`) inside one transaction, rows
 * locked in a fixed order (game, then site), so concurrent requests and instances cannot
 * overshoot or deadlock. Only media actually asked of a provider is charged: cache hits and
 * requests joining one already under way cost nothing, and a failed call is refunded.
 */
export class MediaBudget {
  constructor(
    private readonly db: Db,
    private readonly caps: { perGame: number; site: number; sharePercent: number },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Charges one piece to `gameId` (null: a voice preview, the site's only) or refuses with 429.
   * `client` (an address group) is also charged its share of each budget: one visitor (a new
   * voice is a new piece) cannot spend a game's day, nor the site's, for everyone else.
   */
  async charge(gameId: string | null, client?: string): Promise<Refund> {
    const now = this.clock();
    const day = utcDay(now);
    type Subject = [string, number, keyof typeof MediaBudgetMessages];
    const site: Subject = [SITE, this.caps.site, "site"];
    const budgets: Subject[] = gameId ? [[gameSubject(gameId), this.caps.perGame, "game"], site] : [site];
    // A share row is named "share:…" so the budgets' daily pruning drops it the day after.
    const share = ([subject, cap]: Subject): Subject => [
      `share:${subject}:${shareKey("a", client ?? "")}`,
      Math.max(1, Math.ceil((cap * this.caps.sharePercent) / 100)),
      "share",
    ];
    const subjects = budgets.flatMap((b): Subject[] => (client ? [b, share(b)] : [b]));
    try {
      await this.db.transaction(async (tx) => {
        for (const [subject, cap, which] of subjects) {
          await tx.insert(aiBudgets).values({ subject, day }).onConflictDoNothing();
          const taken = await tx
            .update(aiBudgets)
            .set({ used: sql`${aiBudgets.used} + 1` })
            .where(
              and(eq(aiBudgets.subject, subject), eq(aiBudgets.day, day), sql`${aiBudgets.used} < ${cap}`),
            )
            .returning({ used: aiBudgets.used });
          if (taken.length === 0) throw new Spent(which);
        }
      });
    } catch (error) {
      if (!(error instanceof Spent)) throw error;
      throw new HttpError(429, MediaBudgetMessages[error.which], {
        "retry-after": String(secondsToMidnight(now)),
      });
    }
    return async () => {
      await this.db
        .update(aiBudgets)
        .set({ used: sql`greatest(${aiBudgets.used} - 1, 0)` })
        .where(
          and(
            sql`${aiBudgets.subject} in (${sql.join(
              subjects.map(([s]) => sql`${s}`),
              sql`, `,
            )})`,
            eq(aiBudgets.day, day),
          ),
        );
    };
  }

  /** Pieces charged today to a game, or to the site with null (tests, and the health of media). */
  async used(gameId: string | null): Promise<number> {
    const [row] = await this.db
      .select({ used: aiBudgets.used })
      .from(aiBudgets)
      .where(
        and(
          eq(aiBudgets.subject, gameId ? gameSubject(gameId) : SITE),
          eq(aiBudgets.day, utcDay(this.clock())),
        ),
      );
    return row?.used ?? 0;
  }
}
