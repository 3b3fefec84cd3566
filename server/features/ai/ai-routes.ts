import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AssistRequest,
  BiographyRequest,
  BiographyResponse,
  CharactersRequest,
  CharactersResponse,
  ContentResponse,
  OutlineRequest,
  OutlineResponse,
  SequelIdeasRequest,
  SequelIdeasResponse,
  SequelOutlineRequest,
} from "../../../contract/ai";
import type { Config } from "../../config";
import { aiRateLimit } from "../../plugins/ai";

/**
 * Spec 001 §7: the AI drafting endpoints of the creation flows. Signed-in only, validated with
 * the contract, rate limited per user, and every token counted against the user.
 */
export const aiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limit = aiRateLimit(config);
  // A visitor is told to sign in (401) before being told what is wrong with the body (400).
  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  app.post(
    "/api/ai/characters",
    { config: limit, schema: { body: CharactersRequest, response: { 200: CharactersResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const characters = await app.ai.run({ userId: user.id, task: "characters" }, (o, narrator) =>
        narrator.characters(request.body, o),
      );
      return { characters };
    },
  );

  app.post(
    "/api/ai/generate-story-outline",
    { config: limit, schema: { body: OutlineRequest, response: { 200: OutlineResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const b = request.body;
      return app.ai.run({ userId: user.id, task: "outline" }, (o, narrator) =>
        narrator.outline(
          {
            title: b.title,
            genre: b.genre,
            childMode: b.childMode,
            chapterCount: b.chapterCount,
            storyline: b.storyline,
            characters: b.characters.map((c) => ({
              name: c.name,
              role: c.role ?? "",
              characterType: c.characterType ?? "supporting",
              description: c.description ?? null,
            })),
            instructions: b.instructions,
          },
          o,
        ),
      );
    },
  );

  app.post(
    "/api/ai/fetch-biography",
    { config: limit, schema: { body: BiographyRequest, response: { 200: BiographyResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const biography = await app.ai.run({ userId: user.id, task: "biography" }, (o, narrator) =>
        narrator.biography({ name: request.body.name }, o),
      );
      return { biography };
    },
  );

  app.post(
    "/api/ai/generate-sequel-outline",
    { config: limit, schema: { body: SequelOutlineRequest, response: { 200: OutlineResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const b = request.body;
      return app.ai.run({ userId: user.id, task: "sequel-outline" }, (o, narrator) =>
        narrator.sequelOutline(
          {
            ...b,
            originalCharacters: b.originalCharacters.map((c) => ({
              name: c.name,
              role: c.role,
              characterType: c.characterType ?? "supporting",
              description: c.description ?? null,
            })),
          },
          o,
        ),
      );
    },
  );

  app.post(
    "/api/ai/suggest-sequel-storyline",
    { config: limit, schema: { body: SequelIdeasRequest, response: { 200: SequelIdeasResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const b = request.body;
      return app.ai.run({ userId: user.id, task: "sequel-ideas" }, (o, narrator) =>
        narrator.sequelIdeas(
          {
            ...b,
            originalCharacters: b.originalCharacters.map((c) => ({
              name: c.name,
              role: c.role,
              characterType: c.characterType ?? "supporting",
              description: c.description ?? null,
            })),
          },
          o,
        ),
      );
    },
  );

  app.post(
    "/api/ai/generate",
    { config: limit, schema: { body: AssistRequest, response: { 200: ContentResponse } } },
    async (request) => {
      const user = await app.requireUser(request);
      const content = await app.ai.run(
        { userId: user.id, task: `assist-${request.body.type}` },
        (o, narrator) => narrator.assist(request.body, o),
      );
      return { content };
    },
  );
};
