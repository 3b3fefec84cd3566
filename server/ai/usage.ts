import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { aiUsage } from "../db/schema";
import type { Usage } from "./narrator";

export const DAILY_LIMIT_MESSAGE = "You have used today's AI allowance. It resets at midnight UTC.";
/** A creator's own key reached the daily limit they set for it (issue 32). */
export const KEY_LIMIT_MESSAGE =
  "Your model connection has used the daily token limit you set. It resets at midnight UTC; raise it in AI settings.";
/** A game's play budget (or its creator's allowance) is spent; what every player is told. */
export const PLAY_BUDGET_MESSAGE =
  "This game has used today's storytelling budget. Please come back tomorrow.";
/** The site's daily budget (AI_DAILY_SITE_TOKEN_LIMIT) is spent: every AI call waits for tomorrow. */
export const SITE_BUDGET_MESSAGE =
  "The storyteller has used today's budget for the whole site. It resets at midnight UTC.";
/** One client address (an IPv6 /64) has spent its share of a play budget (AI_PLAY_SHARE_PERCENT). */
export const ADDRESS_SHARE_MESSAGE =
  "You have used your share of today's storytelling, so that others can play too. Please come back tomorrow.";
/** One play session has spent its share of its game's play budget (AI_PLAY_SHARE_PERCENT). */
export const SESSION_SHARE_MESSAGE =
  "This adventure has used its share of today's storytelling for this game, so that others can play too. Please come back tomorrow.";

/**
 * Records the tokens of every model call: who was charged (`userId`; for play, the game's
 * creator), for which game and task. The limits themselves are kept by TokenBudgets (budget.ts).
 */
export class UsageLedger {
  constructor(private readonly db: Db) {}

  async tokensToday(userId: string): Promise<number> {
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}), 0)` })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfDay)));
    return Number(row?.total ?? 0);
  }

  async record(entry: {
    userId: string | null;
    gameId?: string | null;
    narrator: string;
    task: string;
    usage: Usage[];
  }): Promise<void> {
    if (entry.usage.length === 0) return;
    await this.db.insert(aiUsage).values(
      entry.usage.map((u) => ({
        id: randomUUID(),
        userId: entry.userId,
        gameId: entry.gameId ?? null,
        narrator: entry.narrator,
        task: entry.task,
        inputTokens: Math.max(0, Math.round(u.inputTokens)),
        outputTokens: Math.max(0, Math.round(u.outputTokens)),
      })),
    );
  }
}
