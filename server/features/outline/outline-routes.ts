import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GameIdParams, OutlineChaptersResponse } from "../../../contract/creation";
import {
  ChapterContentResponse,
  ChapterIdParams,
  GenerateChapterRequest,
  InsertChapterRequest,
  RegenerateChapterRequest,
  RemoveLocationRequest,
  ReorderChaptersRequest,
  RewriteChapterTitleRequest,
  RewriteChapterTitleResponse,
  SaveOutlineChapterRequest,
  SaveOutlineChapterResponse,
  UNDO_REVISION_HEADER,
} from "../../../contract/outline";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { chapterView } from "../creation/game-detail";
import { forgetGame } from "../play/session-cache";
import { generateChapter, regenerateChapter, rewriteChapterTitle } from "./chapter-service";
import {
  insertChapter,
  type PlannerWritten,
  removeChapter,
  removeLocation,
  reorderChapters,
  saveChapter,
} from "./planner-service";

/**
 * A request that carries every earlier chapter's prose (spec 002 §7: 100 chapters of up to
 * 30,000 characters) is larger than the server's usual 1 MB.
 */
const CONTEXT_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Spec 002 §7: the Adaptive Story planner's calls (ADR 017). The owner's only: a visitor gets
 * 401 before any 400 (preValidation), another user's game is a 404 like a missing one.
 */
export const outlineRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // The calls that ask the AI share its per-user limit with the creation flows.
  const aiLimit = {
    rateLimit: {
      max: config.ai.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: async (request: { currentUser(): Promise<{ id: string } | null>; ip: string }) =>
        (await request.currentUser())?.id ?? request.ip,
    },
  };

  app.addHook("preValidation", async (request) => {
    await app.requireUser(request);
  });

  // Play keeps games in memory for a while; the next turn must read the changed plan.
  const changed = <T>(gameId: string, value: T) => {
    forgetGame(db, gameId);
    return value;
  };
  type Row = Parameters<typeof chapterView>[0];
  const list = (rows: Row[]) => rows.map(chapterView);
  /** A move, insert or removal: the list, and the Undo in a header (the answer keeps spec 002's shape). */
  const restructured = (reply: FastifyReply, gameId: string, written: PlannerWritten<Row[]>) => {
    if (written.undoRevisionId) reply.header(UNDO_REVISION_HEADER, written.undoRevisionId);
    return changed(gameId, list(written.chapters));
  };

  app.post(
    "/api/games/:id/story-outline-chapters",
    {
      schema: {
        params: GameIdParams,
        body: SaveOutlineChapterRequest,
        response: { 200: SaveOutlineChapterResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const saved = await saveChapter(db, user.id, request.params.id, request.body);
      return changed(request.params.id, {
        ...chapterView(saved.chapters),
        undoRevisionId: saved.undoRevisionId,
      });
    },
  );

  app.post(
    "/api/games/:id/story-outline-chapters/reorder",
    {
      schema: {
        params: GameIdParams,
        body: ReorderChaptersRequest,
        response: { 200: OutlineChaptersResponse },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const { fromIndex, toIndex } = request.body;
      const written = await reorderChapters(db, user.id, request.params.id, fromIndex, toIndex);
      return restructured(reply, request.params.id, written);
    },
  );

  app.post(
    "/api/games/:id/story-outline-chapters/insert",
    {
      schema: {
        params: GameIdParams,
        body: InsertChapterRequest,
        response: { 200: OutlineChaptersResponse },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const written = await insertChapter(db, user.id, request.params.id, request.body.afterChapterNumber);
      return restructured(reply, request.params.id, written);
    },
  );

  app.post(
    "/api/games/:id/story-outline-chapters/remove-location",
    {
      schema: {
        params: GameIdParams,
        body: RemoveLocationRequest,
        response: { 200: OutlineChaptersResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const rows = await removeLocation(db, user.id, request.params.id, request.body.location);
      return changed(request.params.id, list(rows));
    },
  );

  app.delete(
    "/api/games/:id/story-outline-chapters/:chapterId",
    { schema: { params: ChapterIdParams, response: { 200: OutlineChaptersResponse } } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const written = await removeChapter(db, user.id, request.params.id, request.params.chapterId);
      return restructured(reply, request.params.id, written);
    },
  );

  app.post(
    "/api/games/:id/generate-chapter",
    {
      bodyLimit: CONTEXT_BODY_LIMIT,
      config: aiLimit,
      schema: {
        params: GameIdParams,
        body: GenerateChapterRequest,
        response: { 200: ChapterContentResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { content: await generateChapter(db, app.ai, user.id, request.params.id, request.body) };
    },
  );

  app.post(
    "/api/games/:id/regenerate-chapter",
    {
      bodyLimit: CONTEXT_BODY_LIMIT,
      config: aiLimit,
      schema: {
        params: GameIdParams,
        body: RegenerateChapterRequest,
        response: { 200: ChapterContentResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { content: await regenerateChapter(db, app.ai, user.id, request.params.id, request.body) };
    },
  );

  app.post(
    "/api/games/:id/rewrite-chapter-title",
    {
      bodyLimit: CONTEXT_BODY_LIMIT,
      config: aiLimit,
      schema: {
        params: GameIdParams,
        body: RewriteChapterTitleRequest,
        response: { 200: RewriteChapterTitleResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { newTitle: await rewriteChapterTitle(db, app.ai, user.id, request.params.id, request.body) };
    },
  );
};
