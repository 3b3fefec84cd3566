import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Charge, DEFAULT_TASK_ESTIMATE, TASK_ESTIMATES, TokenBudgets } from "../ai/budget";
import type { CallOptions, Narrator, Usage } from "../ai/narrator";
import { DAILY_LIMIT_MESSAGE, PLAY_BUDGET_MESSAGE, UsageLedger } from "../ai/usage";
import type { Config } from "../config";
import type { Db } from "../db/client";

export type AiTask = {
  /** The account charged: its daily limit and its usage rows. For play, the game's creator. */
  userId: string | null;
  gameId?: string | null;
  task: string;
  /**
   * Play: charged to the game's daily play budget as well as to its creator (`userId`); a spent
   * budget answers PLAY_BUDGET_MESSAGE. Needs `gameId`.
   */
  play?: boolean;
  /** Tokens reserved before the work starts; by default the task's (TASK_ESTIMATES). */
  estimate?: number;
  /** Aborts the narrator when nobody waits for its answer any more (a player who left). */
  signal?: AbortSignal;
};

export type AiService = {
  narrator: Narrator;
  ledger: UsageLedger;
  budgets: TokenBudgets;
  /**
   * Runs one narrator task: reserves tokens against every budget it is charged to first (429
   * when one has no room), lets the narrator reserve more before each model call, then records
   * the tokens and settles the reservation — also when the task fails.
   */
  run<T>(task: AiTask, work: (options: CallOptions) => Promise<T>): Promise<T>;
};

declare module "fastify" {
  interface FastifyInstance {
    ai: AiService;
  }
}

/**
 * The embedded storyteller spends no tokens: its runs skip the budgets (and their queries) and
 * are limited by play's per-minute limits alone. Every other narrator is metered.
 */
export const spendsTokens = (narrator: Narrator) => narrator.id !== "embedded";

export const aiPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Config; narrator: Narrator }) => {
    const ledger = new UsageLedger(opts.db);
    const budgets = new TokenBudgets(opts.db);
    const narrator = opts.narrator;
    const { dailyTokenLimit, dailyPlayTokensPerGame } = opts.config.ai;
    const metered = spendsTokens(narrator);

    const chargesOf = (task: AiTask): Charge[] => {
      if (!metered) return [];
      const charges: Charge[] = [];
      if (task.play && task.gameId)
        charges.push({ kind: "game", id: task.gameId, cap: dailyPlayTokensPerGame });
      if (task.userId && dailyTokenLimit)
        charges.push({ kind: "user", id: task.userId, cap: dailyTokenLimit });
      return charges;
    };

    app.decorate<AiService>("ai", {
      narrator,
      ledger,
      budgets,
      async run(task, work) {
        const charges = chargesOf(task);
        const estimate = task.estimate ?? TASK_ESTIMATES[task.task] ?? DEFAULT_TASK_ESTIMATE;
        const spend = await budgets.open(
          charges,
          estimate,
          task.play ? PLAY_BUDGET_MESSAGE : DAILY_LIMIT_MESSAGE,
        );
        const usage: Usage[] = [];
        try {
          return await work({
            onUsage: (u) => {
              usage.push(u);
              spend.use(u);
            },
            reserve: (tokens) => spend.reserve(tokens),
            signal: task.signal,
          });
        } finally {
          // Tokens spent on a failed call still count; the reservation goes either way.
          await Promise.all([
            ledger.record({
              userId: task.userId,
              gameId: task.gameId,
              task: task.task,
              narrator: narrator.id,
              usage,
            }),
            spend.settle(),
          ]).catch((error) => app.log.error({ err: error }, "could not record AI usage"));
        }
      },
    });
  },
  { name: "ai" },
);

/**
 * The route config of every call that asks the AI to draft something: AI_RATE_LIMIT_PER_MINUTE
 * per signed-in user (per address for anyone else).
 */
export function aiRateLimit(config: Config) {
  return {
    rateLimit: {
      max: config.ai.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: async (request: { currentUser(): Promise<{ id: string } | null>; ip: string }) =>
        (await request.currentUser())?.id ?? request.ip,
    },
  };
}
