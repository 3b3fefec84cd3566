import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { CallOptions, Narrator, Usage } from "../ai/narrator";
import { UsageLedger } from "../ai/usage";
import type { Config } from "../config";
import type { Db } from "../db/client";

export type AiTask = {
  userId: string | null;
  gameId?: string | null;
  task: string;
  /** Aborts the narrator when nobody waits for its answer any more (a player who left). */
  signal?: AbortSignal;
};

export type AiService = {
  narrator: Narrator;
  ledger: UsageLedger;
  /** Runs one narrator task: checks the daily limit first, records the tokens after. */
  run<T>(task: AiTask, work: (options: CallOptions) => Promise<T>): Promise<T>;
};

declare module "fastify" {
  interface FastifyInstance {
    ai: AiService;
  }
}

export const aiPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Config; narrator: Narrator }) => {
    const ledger = new UsageLedger(opts.db, opts.config.ai.dailyTokenLimit);
    const narrator = opts.narrator;
    app.decorate<AiService>("ai", {
      narrator,
      ledger,
      async run(task, work) {
        await ledger.assertWithinLimit(task.userId);
        const usage: Usage[] = [];
        try {
          return await work({ onUsage: (u) => usage.push(u), signal: task.signal });
        } finally {
          // Tokens spent on a failed call still count.
          await ledger
            .record({
              userId: task.userId,
              gameId: task.gameId,
              task: task.task,
              narrator: narrator.id,
              usage,
            })
            .catch((error) => app.log.error({ err: error }, "could not record AI usage"));
        }
      },
    });
  },
  { name: "ai" },
);
