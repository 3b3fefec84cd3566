import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BackupContents,
  BackupFilenameParams,
  BackupList,
  CreatedBackup,
  RestoreQuery,
  RestoreResponse,
  RestoreStoredBody,
} from "../../../contract/backups";
import { ErrorBody } from "../../../contract/errors";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { addRawBodyParser } from "../../raw-body";
import { GamesQuota } from "../games/games-quota";
import { attachment } from "../play/story-export";
import { ArchiveMessages } from "./backup-archive";
import { BACKUP_CRON, BACKUP_JOB, runAutomaticBackups } from "./backup-schedule";
import { BackupService } from "./backup-service";

/** An archive is uploaded as the request's body, as it is: no multipart, no base64. */
const ARCHIVE_TYPES = ["application/zip", "application/x-zip-compressed", "application/octet-stream"];

/** Making or restoring an archive reads or writes all of a user's games: a few a minute will do. */
const perUserLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: async (request: { currentUser(): Promise<{ id: string } | null>; ip: string }) =>
      (await request.currentUser())?.id ?? request.ip,
  },
});

/**
 * Spec 002 §7, the Backup Manager's calls (ADR 022), and the automatic backups every 6 hours.
 * Signed-in only, and only ever the user's own backups.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const service = new BackupService(db, {
    maxBytes: config.backupMaxBytes,
    games: new GamesQuota(db, config.maxGamesPerUser),
    maxStoryBytes: config.storyBytesPerUserMax,
  });

  // Before the body is read: a visitor's upload is refused without receiving it.
  app.addHook("onRequest", async (request) => {
    await app.requireUser(request);
  });

  // The archive is read here, not by Fastify's body limit (a 413): an upload over the limit is a
  // bad archive like any other, a 400 naming the limit. A stated length over it is refused unread.
  addRawBodyParser(app, ARCHIVE_TYPES, config.backupMaxBytes, () =>
    badRequest(ArchiveMessages.tooLarge(config.backupMaxBytes)),
  );

  app.get("/api/backup/list", { schema: { response: { 200: BackupList } } }, async (request) =>
    service.list((await app.requireUser(request)).id),
  );

  app.post(
    "/api/backup/create",
    {
      config: perUserLimit(10),
      schema: {
        response: {
          200: CreatedBackup,
          429: ErrorBody.describe("A backup of the user's games is already being made"),
          503: ErrorBody.describe("The server is making as many backups on demand as it makes at once"),
          413: ErrorBody.describe(
            "The games hold more than a backup takes (STORY_BYTES_PER_USER_MAX, checked before anything is read) or their zip passes BACKUP_MAX_BYTES",
          ),
        },
      },
    },
    async (request) => {
      // The call takes nothing: a body sent anyway (say, plain text) is a mistake worth saying.
      if (request.body !== undefined && request.body !== null) throw badRequest("This call takes no body");
      const made = await service.create((await app.requireUser(request)).id);
      if (!made) throw new Error("a backup on demand is always made");
      return made;
    },
  );

  app.get(
    "/api/backup/download/:filename",
    { schema: { params: BackupFilenameParams } },
    async (request, reply) => {
      const { filename, bytes } = await service.file(
        (await app.requireUser(request)).id,
        request.params.filename,
      );
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachment(filename))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  // 400 a bad archive (or one needing more than a parsing worker may use) or selection, 429 a
  // restore of the user's already running, 503 the parsing workers' queue full (ADR 026).
  const restoreAnswers = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody };
  const archiveOf = (body: unknown) => {
    if (!Buffer.isBuffer(body)) throw badRequest(ArchiveMessages.empty);
    return body;
  };

  app.post(
    "/api/backup/restore",
    {
      config: perUserLimit(20),
      schema: { querystring: RestoreQuery, response: { 200: RestoreResponse, ...restoreAnswers } },
    },
    async (request) =>
      service.restore(
        (await app.requireUser(request)).id,
        archiveOf(request.body),
        app.parsing,
        request.query.games,
      ),
  );

  // The restore dialog's list (issue 30): what an uploaded archive holds, nothing restored yet.
  app.post(
    "/api/backup/inspect",
    { config: perUserLimit(20), schema: { response: { 200: BackupContents, ...restoreAnswers } } },
    async (request) =>
      service.contents((await app.requireUser(request)).id, archiveOf(request.body), app.parsing),
  );

  // A backup in the list, looked into and restored where it is: no download and upload again.
  app.get(
    "/api/backup/contents/:filename",
    {
      config: perUserLimit(20),
      schema: { params: BackupFilenameParams, response: { 200: BackupContents, ...restoreAnswers } },
    },
    async (request) => {
      const userId = (await app.requireUser(request)).id;
      const bytes = await service.storedArchive(userId, request.params.filename);
      return service.contents(userId, bytes, app.parsing);
    },
  );

  app.post(
    "/api/backup/restore/:filename",
    {
      config: perUserLimit(20),
      schema: {
        params: BackupFilenameParams,
        body: RestoreStoredBody,
        response: { 200: RestoreResponse, ...restoreAnswers },
      },
    },
    async (request) => {
      const userId = (await app.requireUser(request)).id;
      const bytes = await service.storedArchive(userId, request.params.filename);
      return service.restore(userId, bytes, app.parsing, request.body.games);
    },
  );

  await app.jobs.schedule(
    BACKUP_JOB,
    BACKUP_CRON,
    async (_data, job) => {
      const report = await runAutomaticBackups(db, service, { log: app.log, signal: job.signal });
      if (report.made || report.failed || report.skipped)
        app.log.info({ job: BACKUP_JOB, ...report }, "automatic backups");
    },
    // One run at a time cluster-wide; a run whose instance died is retried, and skips the users
    // it already backed up.
    {
      exclusive: true,
      retryLimit: 2,
      expireInSeconds: 2 * 60 * 60,
      heartbeatSeconds: 60,
      pollingIntervalSeconds: 30,
    },
  );
};
