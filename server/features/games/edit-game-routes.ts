import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GameDetail, GameIdParams } from "../../../contract/creation";
import { PatchStoryBeatsRequest, UpdateGameRequest } from "../../../contract/edit-game";
import type { Db } from "../../db/client";
import type { GameRow } from "../../game/game-bible";
import { gameDetail, loadCharacters } from "../creation/game-detail";
import { forgetGame } from "../play/session-cache";
import { saveStoryBeats, updateGame } from "./edit-game-service";

/**
 * Spec 002 §7: Edit Game's save (PUT) and the Story Editor's (PATCH, GAPS.md). The owner's
 * only: a visitor gets 401 before any 400, another user's game is a 404 like a missing one.
 */
/**
 * A written story is the largest body a creator sends: up to an imported 4 MB Twee file's worth
 * of scenes (contract/open-formats.ts), as JSON. Every other route keeps the 1 MB default.
 */
const STORY_BODY_LIMIT = 8 * 1024 * 1024;

export const editGameRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  // Play keeps games in memory for a while; it must play the edited game from the next turn.
  const answer = async (game: GameRow) => {
    forgetGame(db, game.id);
    return gameDetail(game, await loadCharacters(db, game.id));
  };

  app.put(
    "/api/games/:id",
    { schema: { params: GameIdParams, body: UpdateGameRequest, response: { 200: GameDetail } } },
    async (request) => {
      const user = await app.requireUser(request);
      return answer(await updateGame(db, user.id, request.params.id, request.body));
    },
  );

  app.patch(
    "/api/games/:id",
    {
      bodyLimit: STORY_BODY_LIMIT,
      schema: { params: GameIdParams, body: PatchStoryBeatsRequest, response: { 200: GameDetail } },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return answer(await saveStoryBeats(db, user.id, request.params.id, request.body.storyBeats));
    },
  );
};
