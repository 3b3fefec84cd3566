import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SynthesizeRequest, SynthesizeResponse, VoicesResponse } from "../../../contract/media";
import { createVoice } from "../../ai/voice/create-voice";
import type { Voice } from "../../ai/voice/voice";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError } from "../../errors";
import { addressGroup } from "../../plugins/client-address";
import { MediaCache } from "./media-cache";
import { VoiceService } from "./voice-service";

export const TOO_MANY_SYNTHESES = (seconds: number) =>
  `Too many narration requests. Please wait ${seconds} seconds and try again.`;

/**
 * Spec 000 §7: the voice list and narration. Open to anonymous players (play needs no
 * account), so TTS_PER_MINUTE counts per address for everyone and per user for the signed in,
 * however many addresses they use.
 */
export const voiceRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; voice?: Voice }> = async (
  app,
  { db, config, voice },
) => {
  const selected = voice ?? createVoice(config.tts, (message) => app.log.warn(message));
  const service = new VoiceService(selected, new MediaCache(db, config.mediaCacheMaxBytes), app.log);
  app.addHook("onClose", () => selected.close());

  const minute = 60_000;
  const perAddress = app.createRateLimit({
    max: config.tts.perMinute,
    timeWindow: minute,
    keyGenerator: (request) => `tts:${addressGroup(request.ip)}`,
  });
  const perUser = app.createRateLimit({
    max: config.tts.perMinute,
    timeWindow: minute,
    keyGenerator: async (request) => `tts-user:${(await request.currentUser())?.id}`,
  });
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = (await request.currentUser()) !== null;
    for (const limiter of signedIn ? [perAddress, perUser] : [perAddress]) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header("retry-after", String(seconds));
      throw new HttpError(429, TOO_MANY_SYNTHESES(seconds));
    }
  };

  app.get("/api/tts/voices", { schema: { response: { 200: VoicesResponse } } }, async () => ({
    voices: await service.voices(),
  }));

  app.post(
    "/api/tts/synthesize",
    { onRequest: limit, schema: { body: SynthesizeRequest, response: { 200: SynthesizeResponse } } },
    async (request) => {
      const { text, voiceId, options } = request.body;
      const mp3 = await service.synthesize({ text, voiceId, options });
      return { audioContent: mp3.toString("base64") };
    },
  );
};
