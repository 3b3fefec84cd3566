import type { Voice as VoiceEntry } from "../../../contract/media";
import { HttpError } from "../../errors";

/** Google's three knobs (spec 000 §7), which every adapter honours as well as it can. */
export type SpeechOptions = {
  /** 1 is the voice's own pace; 0.25–4. */
  speakingRate: number;
  /** Semitones up or down, −20…20. */
  pitch: number;
  /** Loudness change in dB, −96…16. */
  volumeGainDb: number;
};

/**
 * Narration dropped before it started because nobody waits for it any more (the player moved
 * on and the request closed). 499, as proxies log a client that closed its request: no answer
 * reaches anyone, and it is no server failure.
 */
export const narrationAbandoned = () => new HttpError(499, "The narration was abandoned");

export const DEFAULT_SPEECH_OPTIONS: SpeechOptions = { speakingRate: 1, pitch: 0, volumeGainDb: 0 };

/**
 * The narration port (ARCHITECTURE.md §4). Adapters: the embedded synthesizer (eSpeak NG in a
 * worker thread, ADR 020), Google Cloud Text-to-Speech and OpenAI speech. Features never call
 * a provider directly.
 */
export interface Voice {
  /** "embedded", "google" or "openai" — part of the media cache's key. */
  readonly provider: string;
  /** The voices a player may choose from. */
  voices(): Promise<VoiceEntry[]>;
  /**
   * The id a request names, as this adapter knows it, or null when it knows no such voice.
   * Lets the spec's Google-style ids (en-GB-Wavenet-A) reach the closest voice of any adapter.
   */
  resolve(voiceId: string): Promise<string | null>;
  /**
   * MP3 bytes of `text` spoken by `voiceId` (an id `resolve` gave). `signal` aborts when nobody
   * waits for the audio any more: work not yet started is dropped (the embedded voice's queue);
   * work under way may finish, and be cached. `client` (an address group, client-address.ts)
   * says who asks, for adapters that share a queue between clients (the embedded voice's).
   */
  synthesize(
    text: string,
    voiceId: string,
    options: SpeechOptions,
    signal?: AbortSignal,
    client?: string,
  ): Promise<Buffer>;
  /** Stops workers or sockets; the app calls it when it closes. */
  close(): Promise<void>;
}

/** The id mapping lives in contract/ so that Choose Voice's Selected badge uses the same one. */
export { closestVoice, GOOGLE_VOICE_ID } from "../../../contract/voice-match";
