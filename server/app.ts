import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyError, type FastifyServerOptions, type RouteOptions } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createNarrator } from "./ai/create-narrator";
import type { Narrator } from "./ai/narrator";
import type { Voice } from "./ai/voice/voice";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { HttpError } from "./errors";
import { accountRoutes } from "./features/account/account-routes";
import { aiRoutes } from "./features/ai/ai-routes";
import { analyticsRoutes } from "./features/analytics/analytics-routes";
import { backupRoutes } from "./features/backups/backup-routes";
import { characterRoutes } from "./features/characters/character-routes";
import { chapterImageRoutes } from "./features/complete-story/chapter-image-routes";
import {
  type CompleteStoryRouteOptions,
  completeStoryRoutes,
} from "./features/complete-story/complete-story-routes";
import { creationRoutes } from "./features/creation/creation-routes";
import { exploreRoutes } from "./features/explore/explore-routes";
import { dashboardRoutes } from "./features/games/dashboard-routes";
import { editGameRoutes } from "./features/games/edit-game-routes";
import { movedPlaySlug } from "./features/games/moved-slugs";
import { healthRoutes } from "./features/health/health-routes";
import { imageRoutes } from "./features/media/image-routes";
import { voiceRoutes } from "./features/media/voice-routes";
import { openFormatsRoutes } from "./features/open-formats/open-formats-routes";
import { outlineRoutes } from "./features/outline/outline-routes";
import { playCleanupJob } from "./features/play/play-cleanup";
import { playPrepaint } from "./features/play/play-prepaint";
import { playRoutes } from "./features/play/play-routes";
import { reportRoutes } from "./features/reports/report-routes";
import { revisionRoutes } from "./features/revisions/revision-routes";
import { aiSettingsRoutes } from "./features/settings/ai-settings-routes";
import type { JobQueue } from "./jobs/job-queue";
import { registerJsonBodyParser } from "./json-body";
import { requestSerializer } from "./log-redaction";
import { parsingPlugin } from "./parsing/parse-pool";
import { aiPlugin } from "./plugins/ai";
import { apiDocsPlugin } from "./plugins/api-docs";
import { authPlugin } from "./plugins/auth";
import { jobsPlugin } from "./plugins/jobs";
import { securityPlugin } from "./plugins/security";
import { staticClientPlugin } from "./plugins/static-client";
import { registerNulGuard } from "./text-input";
import { validationMessage } from "./validation-message";

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Where the built client lives; tests point it at a folder of their own. */
  clientRoot?: string;
  /** The story writer; by default the one the configuration selects. */
  narrator?: Narrator;
  /** Who reads scenes aloud; by default the one TTS_PROVIDER selects. */
  voice?: Voice;
  /**
   * The job queue; by default pg-boss on `database`, started when the app is ready and stopped
   * by `app.close()`. One passed in is the caller's to start and stop.
   */
  jobs?: JobQueue;
  /** Prefix of the attempt budgets' names: tests sharing one PostgreSQL keep theirs apart. */
  budgetScope?: string;
  /** The Complete Story Generator's retries and concurrency; tests make them quick. */
  completeStory?: CompleteStoryRouteOptions["options"];
  /** Called for each route as it is registered: the tests' route inventory. */
  onRoute?: (route: RouteOptions) => void;
};

/** Every logger the app is given logs requests without session tokens (log-redaction.ts). */
function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === true) return { serializers: { req: requestSerializer } };
  if (!logger || typeof logger !== "object") return logger;
  return { ...logger, serializers: { req: requestSerializer, ...logger.serializers } };
}

export async function buildApp({
  config,
  database,
  logger,
  clientRoot,
  narrator,
  voice,
  jobs,
  budgetScope,
  completeStory,
  onRoute,
}: AppDeps) {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    // A hop count as proxy-addr reads one: the socket's peer is hop 0, its forwarder hop 1, …
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Let in-flight requests finish on shutdown, but do not wait on idle keep-alive sockets.
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  registerNulGuard(app);

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessage(error.validation) });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error, reqId: request.id }, "request failed");
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "Request body is too large" : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply.status(500).send({ message: "Internal Server Error" });
  });

  await app.register(cookie);
  await app.register(jobsPlugin, { database, jobs });
  await app.register(parsingPlugin);
  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { db: database.db, config });

  await app.register(aiPlugin, {
    db: database.db,
    config,
    narrator: narrator ?? createNarrator(config.ai),
    budgetScope,
  });
  // Before the routes: it describes those registered after it.
  await app.register(apiDocsPlugin, { https: config.appUrl.startsWith("https:") });

  await app.register(healthRoutes, { database });
  await app.register(accountRoutes, { config, db: database.db, budgetScope });
  await app.register(aiRoutes, { config });
  await app.register(playRoutes, {
    db: database.db,
    config,
    budgetScope,
    shared: database.kind === "postgres",
  });
  await app.register(playCleanupJob, { db: database.db });
  await app.register(dashboardRoutes, { db: database.db, config });
  await app.register(creationRoutes, { db: database.db, config });
  await app.register(editGameRoutes, { db: database.db });
  await app.register(revisionRoutes, { db: database.db });
  await app.register(analyticsRoutes, { db: database.db });
  await app.register(outlineRoutes, { db: database.db, config });
  await app.register(completeStoryRoutes, { db: database.db, config, options: completeStory });
  await app.register(chapterImageRoutes, { db: database.db });
  await app.register(characterRoutes, { db: database.db, config });
  await app.register(voiceRoutes, { db: database.db, config, voice });
  await app.register(backupRoutes, { db: database.db, config });
  await app.register(imageRoutes, { db: database.db, config });
  await app.register(openFormatsRoutes, { db: database.db, config });
  await app.register(aiSettingsRoutes, { config });
  await app.register(exploreRoutes, { db: database.db });
  await app.register(reportRoutes, { db: database.db, config });

  await app.register(staticClientPlugin, {
    root: clientRoot,
    movedPlaySlug: (slug) => movedPlaySlug(database.db, slug),
    playPage: playPrepaint({ db: database.db, ai: app.ai, shared: database.kind === "postgres" }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
