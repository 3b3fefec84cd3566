import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { aiUsage } from "../db/schema";
import { HttpError } from "../errors";
import type { Usage } from "./narrator";

export const DAILY_LIMIT_MESSAGE = "You have used today's AI allowance. It resets at midnight UTC.";

/** Records the tokens of every model call and enforces the optional daily limit per user. */
export class UsageLedger {
  constructor(
    private readonly db: Db,
    private readonly dailyTokenLimit: number | undefined,
  ) {}

  async tokensToday(userId: string): Promise<number> {
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}), 0)` })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfDay)));
    return Number(row?.total ?? 0);
  }

  /** 429 when the user has spent the day's tokens; nothing to check without a limit. */
  async assertWithinLimit(userId: string | null): Promise<void> {
    if (!this.dailyTokenLimit || !userId) return;
    if ((await this.tokensToday(userId)) >= this.dailyTokenLimit)
      throw new HttpError(429, DAILY_LIMIT_MESSAGE);
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
