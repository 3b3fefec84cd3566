import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ActiveWriter } from "../../contract/ai-settings";
import { type Charge, DEFAULT_TASK_ESTIMATE, TASK_ESTIMATES, TokenBudgets } from "../ai/budget";
import { ConnectionStore, modelOf, type ResolvedWriter } from "../ai/connections/connection-store";
import { MediaConnections } from "../ai/connections/media-connections";
import type { CallOptions, Narrator, Usage } from "../ai/narrator";
import { playClients, shareKey } from "../ai/play-client";
import {
  ADDRESS_SHARE_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  KEY_LIMIT_MESSAGE,
  PLAY_BUDGET_MESSAGE,
  SESSION_SHARE_MESSAGE,
  SITE_BUDGET_MESSAGE,
  UsageLedger,
} from "../ai/usage";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { addressGroup } from "./client-address";

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
  /** The site's writer: what a creator without a connection of their own gets (issue 32). */
  narrator: Narrator;
  /** Creators' own connections (issue 32, ADR 029). */
  connections: ConnectionStore;
  /** Creators' own voice and picture connections, sealed with the same key vault. */
  media: MediaConnections;
  /** The writer a creator's games use now: their own connection, else the site's. */
  writerFor(userId: string | null): Promise<ActiveWriter>;
  ledger: UsageLedger;
  budgets: TokenBudgets;
  /** The site-wide daily budget's id in `budgets` (kind "site"). */
  siteBudgetId: string;
  /**
   * Runs one narrator task: reserves tokens against every budget it is charged to first (429
   * when one has no room), lets the narrator reserve more before each model call, then records
   * the tokens and settles the reservation — also when the task fails. `work` is given the
   * narrator to ask: the task's creator's own connection, else the site's.
   */
  run<T>(task: AiTask, work: (options: CallOptions, narrator: Narrator) => Promise<T>): Promise<T>;
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

/** The ledger's narrator column for a call made with a creator's own connection: "own:openai:gpt-4.1-mini". */
export const OWN_KEY_PREFIX = "own:";

/** A share's cap: its percentage of the budget, but never less than one scene (nor more than all). */
export function shareCap(cap: number, percent: number): number {
  return Math.min(cap, Math.max(Math.ceil((cap * percent) / 100), TASK_ESTIMATES.turn ?? 0));
}

export const aiPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      db: Db;
      config: Config;
      narrator: Narrator;
      /** Keeps test apps' site budgets apart (they may share one PostgreSQL). */
      budgetScope?: string;
    },
  ) => {
    const ledger = new UsageLedger(opts.db);
    const connections = new ConnectionStore(opts.db, opts.config.ai);
    const media = new MediaConnections(opts.db, () => connections.keys(), opts.config);
    const budgets = new TokenBudgets(opts.db);
    const narrator = opts.narrator;
    const { dailyTokenLimit, dailySiteTokenLimit, dailyPlayTokensPerGame, playSharePercent } = opts.config.ai;
    const metered = spendsTokens(narrator);
    const site = `${opts.budgetScope ?? ""}all`;

    // Play's requests carry who asks (address group, session) to the budgets: see play-client.ts.
    app.addHook("preHandler", (request, _reply, done) => {
      // Always for play: a creator's own key is metered even when the site's writer is not.
      if (!request.routeOptions.url?.startsWith("/api/sessions")) return done();
      const session = (request.params as { sessionToken?: unknown } | undefined)?.sessionToken;
      playClients.run(
        {
          address: addressGroup(request.ip),
          session: typeof session === "string" ? session : undefined,
          viewer: () => request.currentUser(),
        },
        done,
      );
    });

    /**
     * One client's shares of the play budgets charged (ADR 014, issue 28 F7): its address's of
     * each, its session's of the game's. None for a creator playing their own game, nor outside
     * a play request.
     */
    const sharesOf = async (task: AiTask, charged: Charge[]): Promise<Charge[]> => {
      const client = playClients.getStore();
      if (!client || playSharePercent >= 100) return [];
      const viewer = await client.viewer();
      if (viewer && viewer.id === task.userId) return [];
      const share = (of: Charge, key: string, message: string): Charge => ({
        kind: "share",
        id: `${of.kind}:${of.id}:${key}`,
        cap: shareCap(of.cap, playSharePercent),
        message,
      });
      const address = shareKey("a", client.address);
      const shares = charged.map((c) => share(c, address, ADDRESS_SHARE_MESSAGE));
      const game = charged.find((c) => c.kind === "game");
      if (game && client.session)
        shares.push(share(game, shareKey("s", client.session), SESSION_SHARE_MESSAGE));
      return shares;
    };

    /**
     * The accounts a task is charged to, the widest first (the first spent one is what is said).
     * A creator's own connection spends their key, not the site's: only its own daily cap (and,
     * in play, each client's share of it) applies.
     */
    const chargesOf = async (task: AiTask, own: ResolvedWriter | null): Promise<Charge[]> => {
      if (own) {
        if (!spendsTokens(own.narrator) || !task.userId) return [];
        const key: Charge = {
          kind: "key",
          id: task.userId,
          cap: own.dailyTokenLimit ?? Number.MAX_SAFE_INTEGER,
          message: task.play ? PLAY_BUDGET_MESSAGE : KEY_LIMIT_MESSAGE,
        };
        if (!task.play || !task.gameId) return [key];
        // Play spends the creator's key for anyone: the game's daily play budget bounds it, and
        // each visitor's share of that budget (and of the creator's own limit) keeps one from
        // spending the rest (ADR 014).
        const game: Charge = {
          kind: "game",
          id: task.gameId,
          cap: dailyPlayTokensPerGame,
          message: PLAY_BUDGET_MESSAGE,
        };
        const capped = own.dailyTokenLimit ? [key, game] : [game];
        return [key, game, ...(await sharesOf(task, capped))];
      }
      if (!metered) return [];
      const charges: Charge[] = [];
      if (dailySiteTokenLimit)
        charges.push({ kind: "site", id: site, cap: dailySiteTokenLimit, message: SITE_BUDGET_MESSAGE });
      if (task.play && task.gameId)
        charges.push({
          kind: "game",
          id: task.gameId,
          cap: dailyPlayTokensPerGame,
          message: PLAY_BUDGET_MESSAGE,
        });
      if (task.userId && dailyTokenLimit)
        charges.push({
          kind: "user",
          id: task.userId,
          cap: dailyTokenLimit,
          message: task.play ? PLAY_BUDGET_MESSAGE : DAILY_LIMIT_MESSAGE,
        });
      if (task.play) charges.push(...(await sharesOf(task, charges)));
      return charges;
    };

    const siteWriter: ActiveWriter =
      narrator.id === "embedded"
        ? { provider: "embedded", model: null, source: "site" }
        : {
            provider: opts.config.ai.provider,
            model: modelOf({ provider: opts.config.ai.provider, model: opts.config.ai.model ?? null }),
            source: "site",
          };

    app.decorate<AiService>("ai", {
      narrator,
      connections,
      media,
      ledger,
      budgets,
      siteBudgetId: site,
      async writerFor(userId) {
        const own = userId ? await connections.resolve(userId) : null;
        return own ? { provider: own.provider, model: own.model, source: "creator" } : siteWriter;
      },
      async run(task, work) {
        const own = task.userId ? await connections.resolve(task.userId) : null;
        const writer = own?.narrator ?? narrator;
        const charges = await chargesOf(task, own);
        const estimate = task.estimate ?? TASK_ESTIMATES[task.task] ?? DEFAULT_TASK_ESTIMATE;
        const spend = await budgets.open(
          charges,
          estimate,
          task.play ? PLAY_BUDGET_MESSAGE : DAILY_LIMIT_MESSAGE,
        );
        const usage: Usage[] = [];
        try {
          return await work(
            {
              onUsage: (u) => {
                usage.push(u);
                spend.use(u);
              },
              reserve: (tokens) => spend.reserve(tokens),
              signal: task.signal,
            },
            writer,
          );
        } finally {
          // Tokens spent on a failed call still count; the reservation goes either way.
          await Promise.all([
            ledger.record({
              userId: task.userId,
              gameId: task.gameId,
              task: task.task,
              // A creator's own key's tokens are theirs: marked, so that the site's per-user
              // allowance is never seeded from them (budget.ts).
              narrator: own ? `${OWN_KEY_PREFIX}${writer.id}` : writer.id,
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
    /** The route calls the model: the API description adds its 502 and 503 (api-responses.ts). */
    ai: true,
    rateLimit: {
      max: config.ai.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: async (request: { currentUser(): Promise<{ id: string } | null>; ip: string }) =>
        (await request.currentUser())?.id ?? request.ip,
    },
  };
}
