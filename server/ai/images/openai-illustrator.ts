import type { ImageConfig } from "../../config";
import { AiConfigurationError } from "../ai-errors";
import type { Illustrator } from "./illustrator";
import { imagePrompt } from "./image-prompt";
import { fromBase64, normalisePng, providerJson } from "./provider-http";

const DEFAULT_BASE = "https://api.openai.com/v1";
const DEFAULT_MODEL = "gpt-image-1";

/** The nearest landscape size each model draws; the answer is cropped to 3:2 afterwards. */
const sizeFor = (model: string) =>
  model.startsWith("dall-e-3") ? "1792x1024" : model.startsWith("dall-e-2") ? "1024x1024" : "1536x1024";

/** OpenAI Images: POST {IMAGE_BASE_URL or api.openai.com/v1}/images/generations, base64 back. */
export function createOpenAiIllustrator(config: ImageConfig, fetcher?: typeof fetch): Illustrator {
  if (!config.apiKey) throw new AiConfigurationError("IMAGE_PROVIDER=openai needs IMAGE_API_KEY");
  const base = config.baseUrl ?? DEFAULT_BASE;
  const model = config.model ?? DEFAULT_MODEL;
  return {
    id: `openai:${model}`,
    async illustrate(sceneText, options) {
      const { prompt } = imagePrompt(sceneText, options);
      // gpt-image models always answer base64 and reject response_format; DALL·E needs it.
      const body = {
        model,
        prompt,
        n: 1,
        size: sizeFor(model),
        ...(model.startsWith("dall-e") ? { response_format: "b64_json" } : {}),
      };
      const answer = await providerJson<{ data?: { b64_json?: string }[] }>(`${base}/images/generations`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify(body),
        timeoutMs: config.timeoutMs,
        fetch: fetcher,
      });
      return normalisePng(fromBase64(answer.data?.[0]?.b64_json));
    },
  };
}
