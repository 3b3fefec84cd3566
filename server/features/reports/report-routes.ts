import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminReportList,
  ReportBody,
  ReportDecision,
  ReportIdParams,
  ReportMessages,
  ReportResponse,
  ReportSlugParams,
} from "../../../contract/reports";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { addressGroup } from "../../plugins/client-address";
import { enforceLimit } from "../../plugins/minute-limits";
import { requireAdmin } from "./admin-access";
import { ReportService } from "./report-service";

/** "Report this game" (gallery cards, the play page) and the operators' queue (issue 34). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const reports = new ReportService(db);
  // Per address (an IPv6 /64), in the rate limiter's store: shared across instances with Redis.
  const perAddress = app.createRateLimit({
    max: config.reportsPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `report-address:${addressGroup(request.ip)}`,
  });

  app.post(
    "/api/games/:slug/reports",
    {
      schema: {
        params: ReportSlugParams,
        body: ReportBody,
        response: { 201: ReportResponse },
      },
    },
    async (request, reply) => {
      await enforceLimit(perAddress, request, reply, ReportMessages.tooMany);
      await reports.report(request.params.slug, request.body);
      return reply.status(201).send({ message: ReportMessages.received });
    },
  );

  // Before validation: to anyone but an operator the route does not exist, whatever was sent.
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(config, request);
  };

  app.get(
    "/api/admin/reports",
    { preValidation: adminOnly, schema: { response: { 200: AdminReportList } } },
    async () => ({ reports: await reports.open() }),
  );

  app.post(
    "/api/admin/reports/:reportId/unlist",
    { preValidation: adminOnly, schema: { params: ReportIdParams, response: { 200: ReportDecision } } },
    async (request) => {
      await reports.unlist(request.params.reportId);
      return { message: ReportMessages.unlisted };
    },
  );

  app.post(
    "/api/admin/reports/:reportId/dismiss",
    { preValidation: adminOnly, schema: { params: ReportIdParams, response: { 200: ReportDecision } } },
    async (request) => {
      await reports.dismiss(request.params.reportId);
      return { message: ReportMessages.dismissed };
    },
  );
};
