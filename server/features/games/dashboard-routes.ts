import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CustomUrlBody,
  CustomUrlResponse,
  DeletedResponse,
  DuplicateGameBody,
  DuplicateGameResponse,
  GameIdParams,
  GameList,
  GameSummary,
  GamesMessages,
  GenerateStoryResponse,
  SuggestSlugBody,
  SuggestSlugResponse,
} from "../../../contract/games";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { aiRateLimit } from "../../plugins/ai";
import { CustomUrlService } from "./custom-url-service";
import { DashboardService } from "./dashboard-service";
import { GamesQuota } from "./games-quota";
import { GenerateStoryService } from "./generate-story-service";

/**
 * Spec 000 §7, dashboard calls. Signed-in only; every game route is the owner's (another
 * user's game is a 404, GAPS.md), and a visitor is told to sign in before anything else.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const dashboard = new DashboardService(db);
  const quota = new GamesQuota(db, config.maxGamesPerUser);
  const urls = new CustomUrlService(db);
  const stories = new GenerateStoryService(db, app.ai);

  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  app.get("/api/games", { schema: { response: { 200: GameList } } }, async (request) =>
    dashboard.list((await app.requireUser(request)).id),
  );

  app.patch(
    "/api/games/:id/publish",
    { schema: { params: GameIdParams, response: { 200: GameSummary } } },
    async (request) => dashboard.publish(request.params.id, (await app.requireUser(request)).id),
  );

  app.post(
    "/api/games/:id/generate-story",
    {
      // A whole story is the most expensive call there is: the AI's per-user limit applies.
      config: aiRateLimit(config),
      schema: { params: GameIdParams, response: { 200: GenerateStoryResponse } },
    },
    async (request) => stories.generate(request.params.id, (await app.requireUser(request)).id),
  );

  app.delete(
    "/api/games/:id",
    { schema: { params: GameIdParams, response: { 200: DeletedResponse } } },
    async (request) => {
      await dashboard.remove(request.params.id, (await app.requireUser(request)).id);
      return { message: GamesMessages.gameDeleted };
    },
  );

  app.delete(
    "/api/games/:id/scenes",
    { schema: { params: GameIdParams, response: { 200: DeletedResponse } } },
    async (request) => {
      const cleared = await dashboard.clearScenes(request.params.id, (await app.requireUser(request)).id);
      return { message: GamesMessages.scenesDeleted, ...cleared };
    },
  );

  app.post(
    "/api/games/:id/duplicate",
    { schema: { params: GameIdParams, body: DuplicateGameBody, response: { 200: DuplicateGameResponse } } },
    async (request) => {
      const userId = (await app.requireUser(request)).id;
      return quota.withRoom(userId, 1, () =>
        dashboard.duplicate(request.params.id, userId, request.body.newTitle),
      );
    },
  );

  app.patch(
    "/api/games/:id/url",
    { schema: { params: GameIdParams, body: CustomUrlBody, response: { 200: CustomUrlResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const slug = await urls.setCustomUrl(request.params.id, user.id, request.body.customSlug);
      return { slug, game: await dashboard.summary(request.params.id, user.id) };
    },
  );

  app.post(
    "/api/games/suggest-slug",
    { schema: { body: SuggestSlugBody, response: { 200: SuggestSlugResponse } } },
    async (request) => ({
      alternatives: await urls.suggest((await app.requireUser(request)).id, request.body),
    }),
  );
};
