import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SynthesizeRequest, SynthesizeResponse, VoicesResponse } from "../../../contract/media";
import { createVoice } from "../../ai/voice/create-voice";
import type { Voice } from "../../ai/voice/voice";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { perAddressAndUser } from "../../plugins/minute-limits";
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

  const limit = perAddressAndUser(app, {
    name: "tts",
    max: config.tts.perMinute,
    messages: { perAddress: TOO_MANY_SYNTHESES, perUser: TOO_MANY_SYNTHESES },
  });

  app.get("/api/tts/voices", { schema: { response: { 200: VoicesResponse } } }, async () => ({
    voices: await service.voices(),
  }));

  app.post(
    "/api/tts/synthesize",
    { onRequest: limit, schema: { body: SynthesizeRequest, response: { 200: SynthesizeResponse } } },
    async (request, reply) => {
      const { text, voiceId, options } = request.body;
      // A player who moved on (the client aborts) leaves; a narration still queued is dropped.
      const left = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) left.abort();
      };
      reply.raw.once("close", onClose);
      try {
        const mp3 = await service.synthesize({ text, voiceId, options }, left.signal);
        return { audioContent: mp3.toString("base64") };
      } finally {
        reply.raw.off("close", onClose);
      }
    },
  );
};
