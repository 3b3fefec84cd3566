import type { Voice as VoiceEntry } from "../../../contract/media";
import { AiModelError } from "../ai-errors";
import { providerFetch } from "./provider-http";
import { speakInChunks, utf16Length } from "./speech-chunks";
import { closestVoice, type Voice } from "./voice";

export const OPENAI_URL = "https://api.openai.com/v1";
export const OPENAI_TTS_MODEL = "gpt-4o-mini-tts";
/** The most `input` one speech call takes; a longer scene is read in pieces. */
export const OPENAI_INPUT_MAX = 4096;

/**
 * OpenAI's built-in voices. They speak any language; the accent and gender are how they
 * sound (OpenAI publishes neither), which is what the chooser's flag and badge show.
 */
export const OPENAI_VOICES: VoiceEntry[] = [
  ["alloy", "en-US", "NEUTRAL", "Balanced and even"],
  ["ash", "en-US", "MALE", "Clear and direct"],
  ["ballad", "en-US", "MALE", "Soft and melodic"],
  ["coral", "en-US", "FEMALE", "Warm and friendly"],
  ["echo", "en-US", "MALE", "Resonant and calm"],
  ["fable", "en-GB", "MALE", "A British storyteller"],
  ["nova", "en-US", "FEMALE", "Bright and energetic"],
  ["onyx", "en-US", "MALE", "Deep and authoritative"],
  ["sage", "en-US", "FEMALE", "Thoughtful and gentle"],
  ["shimmer", "en-US", "FEMALE", "Light and expressive"],
].map(([id = "", languageCode = "", ssmlGender, description = ""]) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  languageCode,
  ssmlGender: ssmlGender as VoiceEntry["ssmlGender"],
  description: `${description} (OpenAI)`,
}));

/**
 * OpenAI speech (POST /audio/speech, MP3). speakingRate is its `speed` (the same 0.25–4);
 * it has no pitch or gain setting, so those two are not applied. A text longer than one call
 * takes is read in pieces at sentence ends, their MP3s joined.
 */
export function createOpenAiVoice(options: {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  fetch?: typeof fetch;
}): Voice {
  const base = (options.baseUrl ?? OPENAI_URL).replace(/\/$/, "");
  const model = options.model ?? OPENAI_TTS_MODEL;
  return {
    provider: `openai:${model}`,
    voices: async () => OPENAI_VOICES,
    resolve: async (voiceId) => closestVoice(OPENAI_VOICES, voiceId)?.id ?? null,
    synthesize: (text, voiceId, speech) =>
      speakInChunks(text, OPENAI_INPUT_MAX, utf16Length, async (input) => {
        const response = await providerFetch(
          "openai",
          `${base}/audio/speech`,
          {
            method: "POST",
            headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
            body: JSON.stringify({
              model,
              input,
              voice: voiceId,
              response_format: "mp3",
              speed: speech.speakingRate,
            }),
          },
          options.fetch,
        );
        const audio = Buffer.from(await response.arrayBuffer());
        if (!audio.length) throw new AiModelError("The voice service sent no audio", 502);
        return audio;
      }),
    close: async () => {},
  };
}
