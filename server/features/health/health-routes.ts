import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorBody } from "../../../contract/errors";
import { Health, Readiness } from "../../../contract/health";
import type { Database } from "../../db/client";

/** Liveness answers while the process runs; readiness also needs the database. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
}> = async (app, { database }) => {
  app.get("/healthz", { schema: { response: { 200: Health } } }, async () => ({
    status: "ok" as const,
  }));

  app.get("/readyz", { schema: { response: { 200: Readiness, 503: ErrorBody } } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: "ready" as const, database: "ok" as const };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ message: "Database unavailable" });
    }
  });
};
