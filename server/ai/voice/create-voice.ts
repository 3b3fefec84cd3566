import type { TtsConfig } from "../../config";
import { AiConfigurationError } from "../ai-errors";
import { createEmbeddedVoice } from "./embedded-voice";
import { createGoogleVoice } from "./google-voice";
import { createOpenAiVoice } from "./openai-voice";
import type { Voice } from "./voice";

/**
 * The voice the configuration selects (TTS_PROVIDER). As with the narrator, a provider that is
 * selected but misconfigured does not stop the boot: its calls answer 503 "AI service
 * configuration error" and the log says what is missing.
 */
export function createVoice(tts: TtsConfig, log?: (message: string) => void): Voice {
  if (tts.provider === "embedded") return createEmbeddedVoice({ workers: tts.workers });
  if (!tts.apiKey) {
    const error = new AiConfigurationError(`TTS_PROVIDER=${tts.provider} needs TTS_API_KEY`);
    log?.(`Voice provider ${tts.provider} is not usable: ${error.detail}`);
    return unavailableVoice(tts.provider, error);
  }
  if (tts.provider === "google") return createGoogleVoice({ apiKey: tts.apiKey, baseUrl: tts.baseUrl });
  return createOpenAiVoice({ apiKey: tts.apiKey, baseUrl: tts.baseUrl, model: tts.model });
}

function unavailableVoice(provider: string, error: AiConfigurationError): Voice {
  const fail = async (): Promise<never> => {
    throw error;
  };
  return {
    provider: `${provider}:unavailable`,
    voices: fail,
    resolve: fail,
    synthesize: fail,
    close: async () => {},
  };
}
