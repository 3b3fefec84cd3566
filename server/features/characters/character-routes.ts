import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CharacterView, GameIdParams } from "../../../contract/creation";
import { AddCharacterRequest } from "../../../contract/edit-game";
import { AddEventRequest, CharacterIdParams, ProgressionData } from "../../../contract/progression";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { aiRateLimit } from "../../plugins/ai";
import { characterView } from "../creation/game-detail";
import { forgetGame } from "../play/session-cache";
import { addCharacter } from "./add-character-service";
import { addEvent, findOwnedCharacter, progressionOf, resetProgression } from "./progression-service";

/**
 * Spec 002 §7: the character creation dialog's save and the Character Progression dialog.
 * The owner's only: a visitor gets 401 before any 400, another user's game or character is a
 * 404 like a missing one (GAPS.md).
 */
export const characterRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // A real person's biography is a model call: the AI's per-user limit applies.
  const aiLimit = aiRateLimit(config);

  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  app.post(
    "/api/games/:id/characters",
    {
      config: aiLimit,
      schema: { params: GameIdParams, body: AddCharacterRequest, response: { 201: CharacterView } },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const row = await addCharacter(db, app.ai, user.id, request.params.id, request.body);
      forgetGame(db, row.gameId);
      return reply.status(201).send(characterView(row));
    },
  );

  app.get(
    "/api/characters/:id/progression",
    { schema: { params: CharacterIdParams, response: { 200: ProgressionData } } },
    async (request) => {
      const user = await app.requireUser(request);
      return progressionOf(db, await findOwnedCharacter(db, request.params.id, user.id));
    },
  );

  app.post(
    "/api/characters/:id/add-event",
    { schema: { params: CharacterIdParams, body: AddEventRequest, response: { 201: ProgressionData } } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const character = await findOwnedCharacter(db, request.params.id, user.id);
      await addEvent(db, character, request.body);
      return reply.status(201).send(await progressionOf(db, character));
    },
  );

  app.post(
    "/api/characters/:id/reset-progression",
    { schema: { params: CharacterIdParams, response: { 200: ProgressionData } } },
    async (request) => {
      const user = await app.requireUser(request);
      const character = await findOwnedCharacter(db, request.params.id, user.id);
      await resetProgression(db, character);
      return progressionOf(db, character);
    },
  );
};
