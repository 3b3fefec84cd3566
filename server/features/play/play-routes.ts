import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "../../../contract/errors";
import {
  ActionBody,
  ActionResponse,
  AnonymousSaveBody,
  AnonymousSaveResponse,
  AutoSaves,
  ClaimSessionResponse,
  DownloadQuery,
  EditSceneBody,
  LoadAnonymousBody,
  LoadAnonymousResponse,
  LoadSaveBody,
  LoadSaveQuery,
  NextChapterResponse,
  ResumeResponse,
  RollbackResponse,
  SavedGame,
  SavedGamesQuery,
  SessionData,
  SessionTokenBody,
  SessionTokenParams,
  StartSessionBody,
  TranscriptQuery,
  TranscriptResponse,
} from "../../../contract/play";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError } from "../../errors";
import { PlayService, type SceneListener } from "./play-service";
import { RunHistoryService } from "./run-history";
import { SavedGamesService } from "./saved-games-service";
import { SavesService } from "./saves-service";
import { attachment, fileSafe, progressJson, storyText, storyZip } from "./story-export";
import { turnLimits } from "./turn-limits";

/** Spec 000 §7, play calls: sessions and turns. Anyone may play a published game. */
/**
 * What a turn can answer besides its scene (issue 30 item 6): the game does not allow it (403),
 * the story moved on or ended (409), the model failed (502) or is not set up (503).
 */
const TURN_ERRORS = { 403: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody } as const;

export const playRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  /** Scopes any budget play keeps in the database to one app (tests share one PostgreSQL). */
  budgetScope?: string;
  /** PostgreSQL, which other instances may share (the embedded database is one process's). */
  shared?: boolean;
}> = async (app, { db, config, shared = false }) => {
  const play = new PlayService(db, app.ai, shared);
  const savesService = new SavesService(db);
  const savedGames = new SavedGamesService(db);
  const runHistory = new RunHistoryService(db);
  // Every call that asks the narrator for a scene: per address and per session (ADR 014).
  const turnLimit = turnLimits(app, config);

  app.post(
    "/api/sessions/start",
    { onRequest: turnLimit, schema: { body: StartSessionBody, response: { 200: SessionData } } },
    async (request) =>
      play.start(
        request.body.gameSlug,
        request.body.previewMode,
        await request.currentUser(),
        request.body.startScene,
      ),
  );

  // A read, whatever its address says: `?loadSave` (the spec's play address carries it) changes
  // nothing here; the play page loads the save with the POST below (issue 28 F15).
  app.get(
    "/api/sessions/:sessionToken",
    {
      schema: {
        description:
          "The session as it stands. `loadSave` is accepted and ignored: loading a save is POST /api/sessions/{sessionToken}/load-save.",
        params: SessionTokenParams,
        querystring: LoadSaveQuery,
        response: { 200: SessionData, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => play.get(request.params.sessionToken, await request.currentUser()),
  );

  app.post(
    "/api/sessions/:sessionToken/load-save",
    {
      schema: {
        description:
          "Returns a signed-in player's session to one of its auto-saves (in one transaction) and answers the session as it then stands.",
        params: SessionTokenParams,
        body: LoadSaveBody,
        response: { 200: SessionData, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      await savesService.loadAutoSave(request.params.sessionToken, request.body.saveId, viewer);
      return play.get(request.params.sessionToken, viewer);
    },
  );

  app.post(
    "/api/sessions/:sessionToken/claim",
    { schema: { params: SessionTokenParams, response: { 200: ClaimSessionResponse } } },
    async (request) => play.claim(request.params.sessionToken, await app.requireUser(request)),
  );

  app.get(
    "/api/sessions/:sessionToken/saves",
    { schema: { params: SessionTokenParams, response: { 200: AutoSaves } } },
    async (request) => ({
      saves: await savesService.autoSaves(request.params.sessionToken, await request.currentUser()),
    }),
  );

  app.post(
    "/api/anonymous-saves",
    { schema: { body: AnonymousSaveBody, response: { 200: AnonymousSaveResponse } } },
    async (request) =>
      savesService.createCode(request.body.sessionToken, request.body.saveName, await request.currentUser()),
  );

  app.get(
    "/api/sessions/:sessionToken/download-story",
    { schema: { params: SessionTokenParams } },
    async (request, reply) => {
      const { game, chain } = await savedGames.history(
        request.params.sessionToken,
        await request.currentUser(),
      );
      return reply
        .type("text/plain; charset=utf-8")
        .header("content-disposition", attachment(`${fileSafe(game.title)} - Story.txt`))
        .send(storyText(game, chain));
    },
  );

  // A visitor is told to sign in (401) before being told what is wrong with the input (400).
  const signedIn = async (request: FastifyRequest) => {
    await app.requireUser(request);
  };

  app.get(
    "/api/saved-games",
    {
      preValidation: signedIn,
      schema: { querystring: SavedGamesQuery, response: { 200: z.array(SavedGame) } },
    },
    async (request) => savedGames.list(await app.requireUser(request), request.query.playerId),
  );

  app.post(
    "/api/sessions/resume",
    { preValidation: signedIn, schema: { body: SessionTokenBody, response: { 200: ResumeResponse } } },
    async (request) => savedGames.resume(request.body.sessionToken, await app.requireUser(request)),
  );

  app.delete(
    "/api/sessions",
    { preValidation: signedIn, schema: { body: SessionTokenBody } },
    async (request) => savedGames.remove(request.body.sessionToken, await app.requireUser(request)),
  );

  app.get(
    "/api/sessions/download/:sessionToken",
    { schema: { params: SessionTokenParams, querystring: DownloadQuery } },
    async (request, reply) => {
      const { game, chain, superseded } = await savedGames.history(
        request.params.sessionToken,
        await request.currentUser(),
      );
      const base = `${fileSafe(game.title)} - ${new Date().toISOString().slice(0, 10)}`;
      if (request.query.format === "json") {
        return reply
          .type("application/json; charset=utf-8")
          .header("content-disposition", attachment(`${base}.json`))
          .send(JSON.stringify(progressJson(game, chain, superseded), null, 2));
      }
      return reply
        .type("application/zip")
        .header("content-disposition", attachment(`${base}.zip`))
        .send(Buffer.from(storyZip(game, chain, superseded)));
    },
  );

  // Codes are 12 characters of 32 (60 bits): with a limit per address (an IPv6 /64), guessing is
  // hopeless, and no limit shared by everyone is there for a guesser to trip (ADR 015).
  app.post(
    "/api/sessions/load-anonymous",
    {
      config: { rateLimit: { max: config.saveCodeLoadsPerMinute, timeWindow: 60_000 } },
      schema: { body: LoadAnonymousBody, response: { 200: LoadAnonymousResponse } },
    },
    async (request) => savesService.loadCode(request.body.saveCode, await request.currentUser()),
  );

  /**
   * A scene as JSON, or, when the client accepts `text/event-stream`, as server-sent events:
   * `text` while the narrator writes, then `done` with the whole answer, or `error`. Either
   * way, a player who disconnects aborts the narrator: no more tokens are spent on a scene
   * nobody will read, and it is not stored.
   */
  async function sceneReply(
    request: FastifyRequest,
    reply: FastifyReply,
    write: (listener: SceneListener) => Promise<ActionResponse>,
  ) {
    const res = reply.raw;
    const left = new AbortController();
    const onClose = () => {
      if (!res.writableEnded) left.abort(new DOMException("The player left before the scene", "AbortError"));
    };
    res.once("close", onClose);
    if (!String(request.headers.accept ?? "").includes("text/event-stream")) {
      try {
        return await write({ signal: left.signal });
      } finally {
        res.off("close", onClose);
      }
    }
    reply.hijack();
    // A hijacked reply skips Fastify's hooks: the headers set so far (security, rate limit)
    // and the request id (an onSend hook) are sent here.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      "x-request-id": request.id,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const send = (event: string, data: unknown) => {
      if (!left.signal.aborted) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      send("done", await write({ onText: (text) => send("text", { text }), signal: left.signal }));
    } catch (error) {
      if (left.signal.aborted) {
        request.log.info("the player left mid-scene; the narrator was stopped and nothing was stored");
      } else {
        const status = error instanceof HttpError ? error.statusCode : 500;
        if (status >= 500) request.log.error({ err: error }, "streamed scene failed");
        const message = error instanceof HttpError ? error.message : "Internal Server Error";
        send("error", { status, message });
      }
    } finally {
      res.off("close", onClose);
    }
    res.end();
  }

  app.post(
    "/api/sessions/:sessionToken/action",
    {
      onRequest: turnLimit,
      schema: {
        params: SessionTokenParams,
        body: ActionBody,
        response: { 200: ActionResponse, ...TURN_ERRORS },
      },
    },
    async (request, reply) => {
      const viewer = await request.currentUser();
      return sceneReply(request, reply, (listener) =>
        play.act(request.params.sessionToken, request.body.action, viewer, listener),
      );
    },
  );

  app.post(
    "/api/sessions/:sessionToken/regenerate",
    {
      onRequest: turnLimit,
      schema: { params: SessionTokenParams, response: { 200: ActionResponse, ...TURN_ERRORS } },
    },
    async (request, reply) => {
      const viewer = await request.currentUser();
      return sceneReply(request, reply, (listener) =>
        play.regenerate(request.params.sessionToken, viewer, listener),
      );
    },
  );

  app.post(
    "/api/sessions/:sessionToken/next-chapter",
    {
      onRequest: turnLimit,
      schema: { params: SessionTokenParams, response: { 200: NextChapterResponse, ...TURN_ERRORS } },
    },
    async (request) => play.nextChapter(request.params.sessionToken, await request.currentUser()),
  );

  app.post(
    "/api/sessions/:sessionToken/rollback-scene",
    { schema: { params: SessionTokenParams, response: { 200: RollbackResponse, 409: ErrorBody } } },
    async (request) => play.rollback(request.params.sessionToken, await request.currentUser()),
  );

  // ---- The run on screen, Redo and Edit (issue 33) ----

  app.get(
    "/api/sessions/:sessionToken/transcript",
    {
      schema: {
        description:
          "One page of the run so far: the scenes numbered below `before` (by default the current scene's), at most `limit`, oldest first, each with the action that led to it — the same text the downloaded story has.",
        params: SessionTokenParams,
        querystring: TranscriptQuery,
        response: { 200: TranscriptResponse, 404: ErrorBody },
      },
    },
    async (request) =>
      runHistory.transcript(
        request.params.sessionToken,
        await request.currentUser(),
        request.query.before,
        request.query.limit,
      ),
  );

  app.post(
    "/api/sessions/:sessionToken/redo",
    {
      schema: {
        description:
          "Brings back the scene the last Roll back left, exactly as it was, until the player takes a new action (then 409).",
        params: SessionTokenParams,
        response: { 200: ActionResponse, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => runHistory.redo(request.params.sessionToken, await request.currentUser()),
  );

  app.put(
    "/api/sessions/:sessionToken/scene",
    {
      schema: {
        description:
          "The player's own text for the latest scene, in this run only: the narrator's next scenes follow it; the game is unchanged.",
        params: SessionTokenParams,
        body: EditSceneBody,
        response: { 200: ActionResponse, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      runHistory.edit(request.params.sessionToken, await request.currentUser(), request.body.text),
  );
};
