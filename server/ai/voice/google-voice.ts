import type { Voice as VoiceEntry } from "../../../contract/media";
import { AiModelError } from "../ai-errors";
import { providerFetch, providerJson } from "./provider-http";
import { speakInChunks, utf8Bytes } from "./speech-chunks";
import { closestVoice, GOOGLE_VOICE_ID, type Voice } from "./voice";

export const GOOGLE_TTS_URL = "https://texttospeech.googleapis.com/v1";
/** The play screen flags en-US and en-GB (spec 000 §3); other accents are not offered. */
const LANGUAGES = ["en-US", "en-GB"];
/** Google's list changes rarely; asking once an hour keeps the voice chooser quick. */
const LIST_TTL_MS = 60 * 60_000;
/** The most `input.text` one call takes, in bytes of UTF-8; a longer scene is read in pieces. */
export const GOOGLE_INPUT_MAX_BYTES = 5000;

type GoogleVoice = { languageCodes: string[]; name: string; ssmlGender: string };

const LANGUAGE_NAMES: Record<string, string> = { "en-US": "American English", "en-GB": "British English" };

function entry(voice: GoogleVoice): VoiceEntry | null {
  const languageCode = voice.languageCodes.find((code) => LANGUAGES.includes(code));
  if (!languageCode) return null;
  const family = GOOGLE_VOICE_ID.exec(voice.name)?.[2] ?? voice.name.split("-")[2] ?? "Google";
  const gender = voice.ssmlGender === "MALE" || voice.ssmlGender === "FEMALE" ? voice.ssmlGender : "NEUTRAL";
  return {
    id: voice.name,
    name: voice.name,
    languageCode,
    ssmlGender: gender,
    description: `${LANGUAGE_NAMES[languageCode]}, Google ${family} voice`,
  };
}

/**
 * Google Cloud Text-to-Speech over REST with an API key (sent as X-Goog-Api-Key, not in the
 * URL, so that it never lands in a proxy's log). Its voice ids are the spec's own. A text of
 * more than 5,000 bytes is read in pieces at sentence ends, their MP3s decoded and joined.
 */
export function createGoogleVoice(options: {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): Voice {
  const base = (options.baseUrl ?? GOOGLE_TTS_URL).replace(/\/$/, "");
  const headers = { "x-goog-api-key": options.apiKey, "content-type": "application/json" };
  let cached: { at: number; list: Promise<VoiceEntry[]> } | undefined;

  const voices = () => {
    if (!cached || Date.now() - cached.at > LIST_TTL_MS) {
      const list = providerFetch("google", `${base}/voices?languageCode=en`, { headers }, options.fetch)
        .then((response) => providerJson<{ voices?: GoogleVoice[] }>(response))
        .then((body) => (body.voices ?? []).map(entry).filter((v): v is VoiceEntry => v !== null))
        .then((list) => list.sort((a, b) => a.id.localeCompare(b.id)));
      cached = { at: Date.now(), list };
      // A failed list is asked again next time, not kept for an hour.
      list.catch(() => {
        cached = undefined;
      });
    }
    return cached.list;
  };

  return {
    provider: "google",
    voices,
    resolve: async (voiceId) => closestVoice(await voices(), voiceId)?.id ?? null,
    synthesize(text, voiceId, speech) {
      const languageCode = GOOGLE_VOICE_ID.exec(voiceId)?.[1] ?? voiceId.slice(0, 5);
      return speakInChunks(text, GOOGLE_INPUT_MAX_BYTES, utf8Bytes, async (piece) => {
        const response = await providerFetch(
          "google",
          `${base}/text:synthesize`,
          {
            method: "POST",
            headers,
            body: JSON.stringify({
              input: { text: piece },
              voice: { languageCode, name: voiceId },
              audioConfig: { audioEncoding: "MP3", ...speech },
            }),
          },
          options.fetch,
        );
        const body = await providerJson<{ audioContent?: string }>(response);
        if (!body.audioContent) throw new AiModelError("The voice service sent no audio", 502);
        return Buffer.from(body.audioContent, "base64");
      });
    },
    close: async () => {},
  };
}
