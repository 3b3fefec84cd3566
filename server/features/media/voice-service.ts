import type { FastifyBaseLogger } from "fastify";
import { AiModelError } from "../../ai/ai-errors";
import { speechText } from "../../ai/voice/speech-text";
import { narrationAbandoned, type SpeechOptions, type Voice } from "../../ai/voice/voice";
import { badRequest, HttpError } from "../../errors";
import type { Refund } from "./media-budget";
import type { MediaCache } from "./media-cache";
import { mediaKey } from "./media-cache";

export type SpeechRequest = { text: string; voiceId: string; options: SpeechOptions };

/** Who asks and who pays, for narration not yet in the cache. */
export type SpeechContext = {
  /** The caller's own signal, aborted when its player leaves before the audio is ready. */
  signal?: AbortSignal;
  /** The caller's address group: the embedded voice's queue is shared fairly between them. */
  client?: string;
  /** Charges the media budget before a provider is asked (refunded if it fails). */
  charge?: () => Promise<Refund>;
};

/**
 * Narration for the play screen: the text cleaned for speech, the voice resolved (the spec's
 * Google-style ids reach the closest voice of any provider), and the MP3 kept in the media
 * cache by its inputs, so a replayed scene or a second player of the same scene costs nothing.
 */
export class VoiceService {
  /**
   * Syntheses under way by cache key: two identical requests at once synthesize once. Each
   * counts the requests still waiting for it; when the last one leaves, it is abandoned.
   */
  private readonly inFlight = new Map<string, Flight>();

  constructor(
    readonly voice: Voice,
    private readonly cache: MediaCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  voices() {
    return this.voice.voices();
  }

  async synthesize(request: SpeechRequest, context: SpeechContext = {}): Promise<Buffer> {
    const text = speechText(request.text);
    if (!text) throw badRequest("Text is required");
    const voiceId = await this.voice.resolve(request.voiceId);
    if (!voiceId) throw badRequest("Unknown voice");
    const key = mediaKey("speech", this.voice.provider, { text, voiceId, options: request.options });
    let flight = this.inFlight.get(key);
    if (!flight || flight.abandon.signal.aborted) {
      const abandon = new AbortController();
      const work = this.produce(key, { text, voiceId, options: request.options }, context, abandon.signal);
      const started: Flight = { work, abandon, waiting: 0 };
      work
        .finally(() => {
          if (this.inFlight.get(key) === started) this.inFlight.delete(key);
        })
        .catch(() => undefined);
      this.inFlight.set(key, started);
      flight = started;
    }
    return wait(flight, context.signal);
  }

  /** From the cache, or made: charged first (only what reaches the provider costs). */
  private async produce(key: string, speech: SpeechRequest, context: SpeechContext, signal: AbortSignal) {
    const cached = await this.cache.get(key);
    if (cached) return cached;
    const refund = await context.charge?.();
    let mp3: Buffer;
    try {
      mp3 = await this.voice.synthesize(speech.text, speech.voiceId, speech.options, signal, context.client);
    } catch (error) {
      await refund?.().catch((err) => this.log.warn({ err }, "could not refund the media budget"));
      if (error instanceof HttpError) throw error;
      if (signal.aborted) throw narrationAbandoned();
      throw new AiModelError("Could not generate audio narration", 502, { cause: error });
    }
    // A cache that cannot store is a cost, not a failure: the player still gets the audio.
    await this.cache
      .put(key, "speech", mp3)
      .catch((error) => this.log.warn({ err: error }, "could not cache narration"));
    return mp3;
  }
}

type Flight = { work: Promise<Buffer>; abandon: AbortController; waiting: number };

/** One more request waits for `flight`; if it leaves and was the last, the work is abandoned. */
function wait(flight: Flight, signal?: AbortSignal): Promise<Buffer> {
  flight.waiting++;
  if (!signal) return flight.work;
  const leave = () => {
    flight.waiting--;
    if (flight.waiting === 0) flight.abandon.abort();
  };
  if (signal.aborted) leave();
  else signal.addEventListener("abort", leave, { once: true });
  return flight.work.finally(() => signal.removeEventListener("abort", leave));
}
