import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorBody } from "../../../contract/errors";
import { GameIdParams } from "../../../contract/games";
import {
  RestoreRevisionResponse,
  Revision,
  RevisionList,
  RevisionParams,
} from "../../../contract/story-revisions";
import type { Db } from "../../db/client";
import { forgetGame } from "../play/session-cache";
import { RevisionService } from "./revision-service";

/**
 * The History of a game's written story (issue 29, ADR 027). Owner only: a visitor gets 401
 * before anything else; another user's game, or a revision of another game, is a 404.
 */
export const revisionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const revisions = new RevisionService(db);
  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  app.get(
    "/api/games/:id/revisions",
    { schema: { params: GameIdParams, response: { 200: RevisionList } } },
    async (request) => {
      const user = await app.requireUser(request);
      return { revisions: await revisions.list(request.params.id, user.id) };
    },
  );

  app.get(
    "/api/games/:id/revisions/:revisionId",
    { schema: { params: RevisionParams, response: { 200: Revision } } },
    async (request) => {
      const user = await app.requireUser(request);
      return revisions.get(request.params.id, user.id, request.params.revisionId);
    },
  );

  app.post(
    "/api/games/:id/revisions/:revisionId/restore",
    // 409: the Complete Story Generator is still writing the story.
    { schema: { params: RevisionParams, response: { 200: RestoreRevisionResponse, 409: ErrorBody } } },
    async (request) => {
      const user = await app.requireUser(request);
      const restored = await revisions.restore(request.params.id, user.id, request.params.revisionId);
      // Play keeps games in memory for a while: the restored story plays from the next turn.
      forgetGame(db, request.params.id);
      return restored;
    },
  );
};
