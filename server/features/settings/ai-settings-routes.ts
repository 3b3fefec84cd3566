import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PutAiMedia } from "../../../contract/ai-media-settings";
import {
  AiModelList,
  AiModelsQuery,
  AiSettingsView,
  AiTestResult,
  API_KEY_MAX,
  DetectedServers,
  PutAiSettings,
  TestAiConnection,
} from "../../../contract/ai-settings";
import { ErrorBody } from "../../../contract/errors";
import { usable } from "../../ai/connections/connection-store";
import { detectLocalServers, listModels, testConnection } from "../../ai/connections/provider-probe";
import type { Config } from "../../config";
import { badRequest, forbidden } from "../../errors";

/** Calls that reach out to a provider: a few a minute per user is plenty for a settings page. */
const probeLimit = {
  rateLimit: {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: async (request: { currentUser(): Promise<{ id: string } | null>; ip: string }) =>
      (await request.currentUser())?.id ?? request.ip,
  },
};

/** The header a key typed on the page, not saved yet, travels in to list the provider's models. */
export const TYPED_KEY_HEADER = "x-ai-api-key";

const DETECT_REFUSED =
  "Finding local model servers is off on this instance: it lets base URLs reach private addresses only when AI_ALLOW_PRIVATE_URLS=true.";

/**
 * `/settings/ai`'s calls (issue 32, ADR 029): each signed-in creator's own model connection.
 * Only ever the caller's own; the key goes in and never comes out.
 */
export const aiSettingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { connections, media } = app.ai;
  const allowPrivate = config.ai.allowPrivateUrls;

  const view = async (userId: string): Promise<AiSettingsView> => {
    const [c, site, today, mediaView] = await Promise.all([
      connections.read(userId),
      app.ai.writerFor(null),
      app.ai.budgets.today("key", userId),
      media.view(userId),
    ]);
    return {
      provider: c?.provider ?? "embedded",
      baseUrl: c?.baseUrl ?? null,
      model: c?.model ?? null,
      fastModel: c?.fastModel ?? null,
      keyHint: c?.keyHint ?? null,
      needsKey: c ? !usable(c) : false,
      dailyTokenLimit: c?.dailyTokenLimit ?? null,
      tokensToday: today.used,
      privateUrlsAllowed: allowPrivate,
      siteWriter: { provider: site.provider, model: site.model },
      updatedAt: c ? c.updatedAt.toISOString() : null,
      media: mediaView,
    };
  };

  app.get("/api/settings/ai", { schema: { response: { 200: AiSettingsView } } }, async (request) =>
    view((await app.requireUser(request)).id),
  );

  app.put(
    "/api/settings/ai",
    { schema: { body: PutAiSettings, response: { 200: AiSettingsView } } },
    async (request) => {
      const { id } = await app.requireUser(request);
      await connections.save(id, await connections.candidate(id, request.body));
      return view(id);
    },
  );

  // Voice and pictures: a section left out stays as it is; "site" goes back to the site's own.
  // Both are checked before either is saved, so a refused section saves nothing.
  app.put(
    "/api/settings/ai/media",
    { schema: { body: PutAiMedia, response: { 200: AiSettingsView, 400: ErrorBody } } },
    async (request) => {
      const { id } = await app.requireUser(request);
      const { voice, pictures } = request.body;
      const voiceConnection = voice ? await media.candidate(id, "voice", voice) : undefined;
      const pictureConnection = pictures ? await media.candidate(id, "pictures", pictures) : undefined;
      if (voiceConnection !== undefined) await media.save(id, "voice", voiceConnection);
      if (pictureConnection !== undefined) await media.save(id, "pictures", pictureConnection);
      return view(id);
    },
  );

  // Forgets the connection and its key: the creator's games use the site's writer again.
  // Calls that take nothing: a body sent anyway (say, plain text) is a mistake worth saying.
  const noBody = (body: unknown) => {
    if (body !== undefined && body !== null) throw badRequest("This call takes no body");
  };

  app.delete("/api/settings/ai", { schema: { response: { 200: AiSettingsView } } }, async (request) => {
    const { id } = await app.requireUser(request);
    noBody(request.body);
    await connections.remove(id);
    return view(id);
  });

  app.post(
    "/api/settings/ai/test",
    {
      config: probeLimit,
      schema: { body: TestAiConnection, response: { 200: AiTestResult, 400: ErrorBody } },
    },
    async (request) => {
      const { id } = await app.requireUser(request);
      return testConnection(await connections.candidate(id, request.body), allowPrivate);
    },
  );

  app.get(
    "/api/settings/ai/models",
    {
      config: probeLimit,
      schema: { querystring: AiModelsQuery, response: { 200: AiModelList, 403: ErrorBody } },
    },
    async (request) => {
      const { id } = await app.requireUser(request);
      // Read by the page itself, never by a link from another site.
      if (request.headers["sec-fetch-site"] === "cross-site")
        throw forbidden("Models are listed from the AI Settings page");
      const { provider, baseUrl } = request.query;
      // A key typed but not saved yet comes in a header (never the address, which logs keep);
      // else `candidate` uses the stored key, for the same provider at the same address only.
      const typed = request.headers[TYPED_KEY_HEADER];
      const apiKey =
        typeof typed === "string" && typed.trim() ? typed.trim().slice(0, API_KEY_MAX) : undefined;
      const candidate = await connections
        .candidate(id, { provider, baseUrl, ...(apiKey ? { apiKey } : {}) })
        .catch((error: unknown) => {
          if (error instanceof Error && /API key is required/.test(error.message)) return null;
          throw error;
        });
      if (!candidate) return { models: [], message: "Enter the API key to see this provider's models." };
      return listModels(candidate, allowPrivate);
    },
  );

  app.post(
    "/api/settings/ai/detect",
    { config: probeLimit, schema: { response: { 200: DetectedServers, 400: ErrorBody } } },
    async (request) => {
      await app.requireUser(request);
      noBody(request.body);
      if (!allowPrivate) throw badRequest(DETECT_REFUSED);
      return detectLocalServers();
    },
  );
};
