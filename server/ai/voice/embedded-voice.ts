import os from "node:os";
import { badRequest } from "../../errors";
import { EMBEDDED_VOICES, embeddedVoice } from "./embedded-voices";
import { SpeechPool } from "./speech-pool";
import { closestVoice, type Voice } from "./voice";

/** One worker on a 2-core machine (the other core serves requests), two on bigger ones. */
export const defaultSpeechWorkers = () => Math.min(2, Math.max(1, os.availableParallelism() - 1));

const LIST = EMBEDDED_VOICES.map(({ espeak: _, ...entry }) => entry);

/**
 * The voice that needs no key and no network (ADR 020): eSpeak NG, encoded to MP3, in a pool
 * of worker threads.
 */
export function createEmbeddedVoice(options: { workers?: number } = {}): Voice {
  const pool = new SpeechPool(options.workers ?? defaultSpeechWorkers());
  return {
    provider: "embedded",
    voices: async () => LIST,
    resolve: async (voiceId) => closestVoice(LIST, voiceId)?.id ?? null,
    synthesize: async (text, voiceId, speech, signal, client) => {
      const voice = embeddedVoice(voiceId);
      if (!voice) throw badRequest("Unknown voice");
      return pool.run(text, voice.espeak, speech, signal, client);
    },
    close: () => pool.close(),
  };
}
