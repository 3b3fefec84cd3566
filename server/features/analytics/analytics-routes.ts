import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreatorStats, GameAnalytics } from "../../../contract/analytics";
import { GameIdParams } from "../../../contract/games";
import type { Db } from "../../db/client";
import { AnalyticsService } from "./analytics-service";

/**
 * Creator analytics (issue 34): a game's panel and the dashboard's totals. Signed-in only (a
 * visitor gets 401 first); another user's game is a 404, like a missing one.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const analytics = new AnalyticsService(db);
  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  app.get("/api/games/stats", { schema: { response: { 200: CreatorStats } } }, async (request) =>
    analytics.forCreator((await app.requireUser(request)).id),
  );

  app.get(
    "/api/games/:id/analytics",
    { schema: { params: GameIdParams, response: { 200: GameAnalytics } } },
    async (request) => analytics.forGame(request.params.id, (await app.requireUser(request)).id),
  );
};
