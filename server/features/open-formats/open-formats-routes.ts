import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GameIdParams } from "../../../contract/creation";
import { ErrorBody } from "../../../contract/errors";
import {
  ExportQuery,
  IMPORT_CONTENT_TYPES,
  IMPORT_LIMITS,
  ImportMessages,
  ImportResponse,
} from "../../../contract/open-formats";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest, HttpError } from "../../errors";
import { addRawBodyParser } from "../../raw-body";
import { GamesQuota } from "../games/games-quota";
import { attachment } from "../play/story-export";
import { exportGame, importStory } from "./open-formats-service";

const tooLarge = () => new HttpError(413, ImportMessages.tooLarge);

/**
 * Open formats (ADR 023): export the owner's game as Twee 3 or a playable HTML file, and import
 * a Twee or Twine HTML file as a new draft. Signed-in only; another user's game is a 404.
 */
export const openFormatsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const quota = new GamesQuota(db, config.maxGamesPerUser);
  // Before the body is read: a visitor's upload is refused unread.
  app.addHook("onRequest", async (request) => {
    await app.requireUser(request);
  });

  // The file is the body as it is (no multipart), read here with its own limit.
  app.removeContentTypeParser(["text/plain"]);
  addRawBodyParser(app, IMPORT_CONTENT_TYPES, IMPORT_LIMITS.maxBytes, tooLarge);

  app.get(
    "/api/games/:id/export",
    { schema: { params: GameIdParams, querystring: ExportQuery } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const file = await exportGame(
        db,
        user.id,
        request.params.id,
        request.query.format,
        config.appUrl,
        app.parsing,
      );
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", attachment(file.filename))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.post(
    "/api/games/import",
    {
      config: {
        rateLimit: {
          max: 20,
          timeWindow: 60_000,
          keyGenerator: async (request: { currentUser(): Promise<{ id: string } | null>; ip: string }) =>
            (await request.currentUser())?.id ?? request.ip,
        },
      },
      schema: {
        response: {
          200: ImportResponse,
          400: ErrorBody,
          401: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(ImportMessages.empty);
      return quota.withRoom(user.id, 1, () => importStory(db, user.id, body, app.parsing));
    },
  );
};
