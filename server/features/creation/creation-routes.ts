import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CreateGameRequest,
  GameDetail,
  GameIdParams,
  OutlineChaptersResponse,
  QuickStartRequest,
  QuickStartResponse,
  StoryOutlineRequest,
  StoryOutlineResponse,
} from "../../../contract/creation";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { aiRateLimit } from "../../plugins/ai";
import { findOwnedGame } from "../games/game-access";
import { GamesQuota } from "../games/games-quota";
import { loadOutlineView } from "../outline/planner-service";
import { createGame } from "./create-game-service";
import { chapterView, gameDetail, loadCharacters } from "./game-detail";
import { saveStoryOutline } from "./outline-service";
import { quickStart } from "./quick-start-service";

/**
 * Spec 001 §7: the creation flows' calls. Signed-in owners only: a visitor gets 401 before
 * any 400 (preValidation), another user's game is a 404 like a missing one.
 */
export const creationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // The calls that ask the AI share its per-user limit.
  const aiLimit = aiRateLimit(config);
  const quota = new GamesQuota(db, config.maxGamesPerUser);

  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  const readGame = async (id: string, userId: string) => {
    const game = await findOwnedGame(db, id, userId);
    return gameDetail(game, await loadCharacters(db, id));
  };

  app.post(
    "/api/games",
    { config: aiLimit, schema: { body: CreateGameRequest, response: { 201: GameDetail } } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const id = await quota.withRoom(user.id, 1, () => createGame(db, app.ai, user.id, request.body));
      return reply.status(201).send(await readGame(id, user.id));
    },
  );

  app.post(
    "/api/games/quick-start",
    { config: aiLimit, schema: { body: QuickStartRequest, response: { 200: QuickStartResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      // Rewriting one's own game (gameId) makes no new game.
      const adding = request.body.gameId ? 0 : 1;
      return quota.withRoom(user.id, adding, () => quickStart(db, app.ai, user.id, request.body));
    },
  );

  app.get(
    "/api/games/:id",
    { schema: { params: GameIdParams, response: { 200: GameDetail } } },
    async (request) => {
      const user = await app.requireUser(request);
      return readGame(request.params.id, user.id);
    },
  );

  app.post(
    "/api/games/:id/story-outline",
    { schema: { params: GameIdParams, body: StoryOutlineRequest, response: { 200: StoryOutlineResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const rows = await saveStoryOutline(db, user.id, request.params.id, request.body.chapters);
      return { chapters: rows.map(chapterView) };
    },
  );

  app.get(
    "/api/games/:id/story-outline-chapters",
    { schema: { params: GameIdParams, response: { 200: OutlineChaptersResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      await findOwnedGame(db, request.params.id, user.id);
      // Each chapter's content as the game's one story holds it (ADR 027).
      return (await loadOutlineView(db, request.params.id)).map(chapterView);
    },
  );
};
