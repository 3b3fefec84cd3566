import type { OutgoingHttpHeaders } from "node:http";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChapterParams,
  COMPLETE_STORY_MESSAGES,
  CompleteStoryProgress,
  PROGRESS_STREAMS_PER_USER,
  RegenerateStoryChapterRequest,
  UpdateStoryChapterRequest,
  WrittenStoryChapter,
} from "../../../contract/complete-story";
import { ErrorBody } from "../../../contract/errors";
import { GameIdParams } from "../../../contract/games";
import { createIllustrator } from "../../ai/images/create-illustrator";
import type { Illustrator } from "../../ai/images/illustrator";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { storyJobs } from "../../db/schema";
import { HttpError } from "../../errors";
import { aiRateLimit } from "../../plugins/ai";
import { MediaBudget } from "../media/media-budget";
import { forgetGame } from "../play/session-cache";
import { ChapterPictures } from "./chapter-pictures";
import { CompleteStoryService } from "./complete-story-service";
import { type CompleteStoryOptions, DEFAULT_OPTIONS, type StoryJobData, StoryJobRunner } from "./story-job";
import { isFinished, ProgressBus } from "./story-progress";
import { StreamSlots } from "./stream-slots";

/** How often a progress stream looks at the database for a job running on another instance. */
const STREAM_CHECK_MS = 2_000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const STREAM_PING_MS = 15_000;
/** A stream lives this long at most; the page then falls back to polling (or opens another). */
const STREAM_MAX_MS = 10 * 60_000;

export type CompleteStoryRouteOptions = {
  db: Db;
  config: Config;
  /** Tests make retries quick; production uses DEFAULT_OPTIONS and COMPLETE_STORY_CONCURRENCY. */
  options?: Partial<Omit<CompleteStoryOptions, "queue">> & {
    queue?: Partial<CompleteStoryOptions["queue"]>;
    /** Draws the chapters' pictures; by default the configured one (IMAGE_PROVIDER). */
    illustrator?: Illustrator;
  };
};

/**
 * Spec 002 §7, the Complete Story Generator (ADR 018): a durable job writes the story; the page
 * reads its progress by polling or from a server-sent-events stream. The owner's games only: a
 * visitor gets 401 before any 400, another user's game is a 404 like a missing one.
 */
export const completeStoryRoutes: FastifyPluginAsyncZod<CompleteStoryRouteOptions> = async (
  app,
  { db, config, options = {} },
) => {
  const { illustrator: drawer, ...tuning } = options;
  const settings: CompleteStoryOptions = {
    ...DEFAULT_OPTIONS,
    concurrency: config.ai.storyConcurrency,
    ...tuning,
    queue: { ...DEFAULT_OPTIONS.queue, ...tuning.queue },
  };
  const bus = new ProgressBus();
  const streams = new StreamSlots(PROGRESS_STREAMS_PER_USER);
  const forget = (gameId: string) => forgetGame(db, gameId);
  const log = app.log.child({ module: "complete-story" });
  // As play's scene pictures: a provider other than the embedded one spends the media budget.
  const illustrator = drawer ?? createIllustrator(config.images, (message) => log.warn(message));
  const metered = config.images.provider !== "embedded";
  const pictures = new ChapterPictures(
    db,
    illustrator,
    metered ? new MediaBudget(db, config.mediaBudget) : null,
    log,
    app.ai.media,
  );
  const runner = new StoryJobRunner(db, app.ai, bus, settings, log, pictures, forget);
  const stories = new CompleteStoryService(db, app.ai, app.jobs, settings.jobName, bus, forget);

  await app.jobs.work<StoryJobData>(settings.jobName, (data, job) => runner.run(data, job), {
    ...settings.queue,
    // One job per story waiting or running: a second start is answered by the first.
    exclusive: true,
    // Bounds a run whose heartbeat somehow goes on without progress.
    expireInSeconds: 60 * 60,
  });

  // A story whose job was lost (its instance died between storing the row and queueing the job)
  // is sent again when an instance starts; one whose job still waits or runs is left alone.
  app.addHook("onReady", async () => {
    if (!settings.resendOnReady) return;
    try {
      const generating = await db
        .select({ id: storyJobs.id, gameId: storyJobs.gameId })
        .from(storyJobs)
        .where(eq(storyJobs.status, "generating"));
      for (const job of generating) await stories.resend(job.id, job.gameId);
    } catch (error) {
      app.log.warn({ err: error }, "could not look for complete stories to resume");
    }
  });

  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  app.post(
    "/api/games/:id/generate-complete-story",
    {
      config: aiRateLimit(config),
      schema: { params: GameIdParams, response: { 200: CompleteStoryProgress } },
    },
    async (request) => stories.start(request.params.id, (await app.requireUser(request)).id),
  );

  app.get(
    "/api/games/:id/complete-story-progress",
    { schema: { params: GameIdParams, response: { 200: CompleteStoryProgress } } },
    async (request) => stories.progress(request.params.id, (await app.requireUser(request)).id),
  );

  /**
   * The same progress as server-sent events: a `progress` event now and whenever it changes (a
   * chapter lands, a seam is smoothed, an edit), until the story is finished or the page leaves.
   * A game with no story being written (idle, completed, error) gets its one event and the
   * stream ends at once: there is nothing to follow. A user holds at most
   * PROGRESS_STREAMS_PER_USER streams at once; the next is a 429 (the page then polls).
   */
  app.get(
    "/api/games/:id/complete-story-progress/stream",
    {
      schema: {
        params: GameIdParams,
        response: {
          404: ErrorBody.describe("Not the user's game, or no such game"),
          429: ErrorBody.describe(`The user already has ${PROGRESS_STREAMS_PER_USER} progress streams open`),
        },
      },
    },
    async (request, reply) => {
      const userId = (await app.requireUser(request)).id;
      const gameId = request.params.id;
      // The slot is taken before anything is read: a flood of streams is refused for nothing.
      const release = streams.take(userId);
      if (!release) throw new HttpError(429, COMPLETE_STORY_MESSAGES.tooManyStreams);
      let first: CompleteStoryProgress;
      try {
        // Errors (404) are answered as JSON before the stream begins.
        first = await stories.progress(gameId, userId);
      } catch (error) {
        release();
        throw error;
      }
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        "x-request-id": request.id,
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      let last = "";
      let lastVersion = "";
      let closed = false;
      const timers: NodeJS.Timeout[] = [];
      let unwatch = () => {};
      const close = () => {
        if (closed) return;
        closed = true;
        for (const t of timers) clearInterval(t);
        unwatch();
        release();
        res.end();
      };
      const send = (progress: CompleteStoryProgress) => {
        const body = JSON.stringify(progress);
        if (body !== last && !closed) {
          last = body;
          res.write(`event: progress\ndata: ${body}\n\n`);
        }
        // Finished, or no story at all (never started, or deleted meanwhile): nothing more to say.
        if (isFinished(progress) || progress.status === "idle") close();
      };
      let reading: Promise<void> | undefined;
      let again = false;
      const refresh = () => {
        if (closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = stories
          .progress(gameId, userId)
          .then(send, () => close())
          .finally(() => {
            reading = undefined;
            if (again) {
              again = false;
              refresh();
            }
          });
      };
      // From another instance's job: the row's version tells whether anything changed.
      const check = async () => {
        if (closed) return;
        const [row] = await db
          .select({ updatedAt: storyJobs.updatedAt, status: storyJobs.status })
          .from(storyJobs)
          .where(eq(storyJobs.gameId, gameId));
        const version = row ? `${row.status}:${row.updatedAt.getTime()}` : "none";
        if (version !== lastVersion) {
          lastVersion = version;
          refresh();
        }
      };
      res.on("close", close);
      // A client gone while the first answer was read: its close came before the listener.
      if (res.destroyed || request.raw.destroyed) return close();
      send(first);
      if (closed) return;
      unwatch = bus.watch(gameId, refresh);
      const lifetime = setTimeout(close, STREAM_MAX_MS);
      timers.push(
        setInterval(() => void check().catch(() => {}), STREAM_CHECK_MS),
        setInterval(() => {
          if (!closed) res.write(": ping\n\n");
        }, STREAM_PING_MS),
        lifetime,
      );
    },
  );

  app.delete(
    "/api/games/:id/complete-story",
    { schema: { params: GameIdParams, response: { 200: CompleteStoryProgress } } },
    async (request) => stories.remove(request.params.id, (await app.requireUser(request)).id),
  );

  app.patch(
    "/api/games/:id/complete-story/chapters/:chapterId",
    {
      schema: {
        params: ChapterParams,
        body: UpdateStoryChapterRequest,
        response: { 200: WrittenStoryChapter },
      },
    },
    async (request) =>
      stories.updateChapter(
        request.params.id,
        (await app.requireUser(request)).id,
        request.params.chapterId,
        request.body,
      ),
  );

  app.post(
    "/api/games/:id/complete-story/chapters/:chapterId/regenerate",
    {
      config: aiRateLimit(config),
      schema: {
        params: ChapterParams,
        body: RegenerateStoryChapterRequest,
        response: { 200: WrittenStoryChapter },
      },
    },
    async (request) =>
      stories.regenerateChapter(
        request.params.id,
        (await app.requireUser(request)).id,
        request.params.chapterId,
        request.body.direction,
      ),
  );
};
