import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ErrorBody } from "../../../contract/errors";
import {
  SPEECH_TEXT_MAX,
  SynthesizeRequest,
  SynthesizeResponse,
  VOICE_PREVIEW_TEXT,
  VoicesResponse,
} from "../../../contract/media";
import { createVoice } from "../../ai/voice/create-voice";
import { DEFAULT_SPEECH_OPTIONS, type Voice } from "../../ai/voice/voice";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { addressGroup } from "../../plugins/client-address";
import { perAddressAndUser } from "../../plugins/minute-limits";
import { MediaBudget } from "./media-budget";
import { MediaCache } from "./media-cache";
import { currentMediaScene } from "./media-scene";
import { VoiceService } from "./voice-service";

export const TOO_MANY_SYNTHESES = (seconds: number) =>
  `Too many narration requests. Please wait ${seconds} seconds and try again.`;
export const NARRATION_NEEDS_SESSION =
  "sessionToken is required: narration reads a play session's current scene (without one, only the voice preview is spoken)";

/**
 * Spec 000 §7: the voice list and narration. Open to anonymous players (play needs no
 * account), so TTS_PER_MINUTE counts per address for everyone and per user for the signed in,
 * however many addresses they use.
 *
 * What is spoken is never the request's text (issue 28 F3): with a session token, its current
 * scene; without, the voice preview's fixed sentence. Both at the spec's fixed settings, so one
 * scene is at most one narration per voice. A provider other than the embedded voice is charged
 * to the media budget (the game's and the site's; a preview the site's only).
 */
export const voiceRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; voice?: Voice }> = async (
  app,
  { db, config, voice },
) => {
  const selected = voice ?? createVoice(config.tts, (message) => app.log.warn(message));
  const service = new VoiceService(selected, new MediaCache(db, config.mediaCacheMaxBytes), app.log);
  const budget = new MediaBudget(db, config.mediaBudget);
  const metered = config.tts.provider !== "embedded";
  app.addHook("onClose", () => selected.close());
  // A creator's own voice (issue 32) has its service while app.ai.media keeps it (10 s), so two
  // requests for one scene at once still synthesize once.
  const own = new WeakMap<Voice, VoiceService>();
  const serviceFor = async (creatorId: string | null) => {
    const voice = await app.ai.media.voiceFor(creatorId);
    if (!voice) return { service, metered };
    let ownService = own.get(voice);
    if (!ownService) {
      ownService = new VoiceService(voice, new MediaCache(db, config.mediaCacheMaxBytes), app.log);
      own.set(voice, ownService);
    }
    // The creator's key pays for it, not the operator: no media budget (as ADR 029's own writer).
    return { service: ownService, metered: false };
  };

  const limit = perAddressAndUser(app, {
    name: "tts",
    max: config.tts.perMinute,
    messages: { perAddress: TOO_MANY_SYNTHESES, perUser: TOO_MANY_SYNTHESES },
  });

  app.get("/api/tts/voices", { schema: { response: { 200: VoicesResponse, 503: ErrorBody } } }, async () => ({
    voices: await service.voices(),
  }));

  /** What a request may have spoken, and the game it is charged to (null: a preview). */
  const spoken = async (
    body: z.output<typeof SynthesizeRequest>,
    viewer: Parameters<typeof currentMediaScene>[2],
  ) => {
    if (body.sessionToken) {
      const scene = await currentMediaScene(db, body.sessionToken, viewer);
      return {
        text: scene.text.slice(0, SPEECH_TEXT_MAX),
        gameId: scene.gameId as string | null,
        creatorId: scene.creatorId as string | null,
      };
    }
    if (body.text === undefined || body.text === VOICE_PREVIEW_TEXT)
      return { text: VOICE_PREVIEW_TEXT, gameId: null, creatorId: null };
    throw badRequest(NARRATION_NEEDS_SESSION);
  };

  app.post(
    "/api/tts/synthesize",
    {
      onRequest: limit,
      schema: {
        body: SynthesizeRequest,
        response: {
          200: SynthesizeResponse,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { text, gameId, creatorId } = await spoken(request.body, await request.currentUser());
      const chosen = await serviceFor(creatorId);
      // A player who moved on (the client aborts) leaves; a narration still queued is dropped.
      const left = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) left.abort();
      };
      reply.raw.once("close", onClose);
      try {
        const mp3 = await chosen.service.synthesize(
          { text, voiceId: request.body.voiceId, options: DEFAULT_SPEECH_OPTIONS },
          {
            signal: left.signal,
            client: addressGroup(request.ip),
            charge: chosen.metered ? () => budget.charge(gameId, addressGroup(request.ip)) : undefined,
          },
        );
        return { audioContent: mp3.toString("base64") };
      } finally {
        reply.raw.off("close", onClose);
      }
    },
  );
};
