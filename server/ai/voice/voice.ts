import type { Voice as VoiceEntry } from "../../../contract/media";

/** Google's three knobs (spec 000 §7), which every adapter honours as well as it can. */
export type SpeechOptions = {
  /** 1 is the voice's own pace; 0.25–4. */
  speakingRate: number;
  /** Semitones up or down, −20…20. */
  pitch: number;
  /** Loudness change in dB, −96…16. */
  volumeGainDb: number;
};

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
  /** MP3 bytes of `text` spoken by `voiceId` (an id `resolve` gave). */
  synthesize(text: string, voiceId: string, options: SpeechOptions): Promise<Buffer>;
  /** Stops workers or sockets; the app calls it when it closes. */
  close(): Promise<void>;
}

/** A Google-style id: language, family and letter, e.g. en-GB-Wavenet-A or en-US-Neural2-C. */
export const GOOGLE_VOICE_ID = /^([a-z]{2,3}-[A-Z]{2})-([A-Za-z0-9]+)-([A-Z])$/;

/**
 * The gender of Google's lettered English voices, the same across Standard, Wavenet and
 * Neural2: how an alias finds the closest voice when its exact id is not offered.
 */
const GOOGLE_GENDERS: Record<string, Record<string, "FEMALE" | "MALE">> = {
  "en-GB": { A: "FEMALE", B: "MALE", C: "FEMALE", D: "MALE", F: "FEMALE", N: "FEMALE", O: "MALE" },
  "en-US": {
    A: "MALE",
    B: "MALE",
    C: "FEMALE",
    D: "MALE",
    E: "FEMALE",
    F: "FEMALE",
    G: "FEMALE",
    H: "FEMALE",
    I: "MALE",
    J: "MALE",
  },
};

/**
 * The voice among `voices` closest to a Google-style id: the exact id, else one of the same
 * language and gender (the letter spreads aliases over them), else the language's first.
 */
export function closestVoice(voices: VoiceEntry[], voiceId: string): VoiceEntry | null {
  const exact = voices.find((v) => v.id === voiceId);
  if (exact) return exact;
  const match = GOOGLE_VOICE_ID.exec(voiceId);
  if (!match) return null;
  const [, language = "", , letter = "A"] = match;
  const sameLanguage = voices.filter((v) => v.languageCode === language);
  const gender = GOOGLE_GENDERS[language]?.[letter];
  const sameGender = sameLanguage.filter((v) => v.ssmlGender === gender);
  const pool = sameGender.length ? sameGender : sameLanguage;
  if (!pool.length) return null;
  // Letters of one gender alternate (A, C, E… or B, D…): halve to spread them over the pool.
  const index = Math.floor((letter.charCodeAt(0) - 65) / 2) % pool.length;
  return pool[index] ?? null;
}
