import type { FastifyBaseLogger } from "fastify";
import { AiModelError } from "../../ai/ai-errors";
import { speechText } from "../../ai/voice/speech-text";
import type { SpeechOptions, Voice } from "../../ai/voice/voice";
import { badRequest, HttpError } from "../../errors";
import type { MediaCache } from "./media-cache";
import { mediaKey } from "./media-cache";

export type SpeechRequest = { text: string; voiceId: string; options: SpeechOptions };

/**
 * Narration for the play screen: the text cleaned for speech, the voice resolved (the spec's
 * Google-style ids reach the closest voice of any provider), and the MP3 kept in the media
 * cache by its inputs, so a replayed scene or a second player of the same scene costs nothing.
 */
export class VoiceService {
  /** Syntheses under way by cache key: two identical requests at once synthesize once. */
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    readonly voice: Voice,
    private readonly cache: MediaCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  voices() {
    return this.voice.voices();
  }

  async synthesize(request: SpeechRequest): Promise<Buffer> {
    const text = speechText(request.text);
    if (!text) throw badRequest("Text is required");
    const voiceId = await this.voice.resolve(request.voiceId);
    if (!voiceId) throw badRequest("Unknown voice");
    const key = mediaKey("speech", this.voice.provider, { text, voiceId, options: request.options });
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.produce(key, text, voiceId, request.options).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async produce(key: string, text: string, voiceId: string, options: SpeechOptions) {
    const cached = await this.cache.get(key);
    if (cached) return cached;
    let mp3: Buffer;
    try {
      mp3 = await this.voice.synthesize(text, voiceId, options);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new AiModelError("Could not generate audio narration", 502, { cause: error });
    }
    // A cache that cannot store is a cost, not a failure: the player still gets the audio.
    await this.cache
      .put(key, "speech", mp3)
      .catch((error) => this.log.warn({ err: error }, "could not cache narration"));
    return mp3;
  }
}
