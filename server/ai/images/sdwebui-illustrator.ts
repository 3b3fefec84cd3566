import { IMAGE_SIZE } from "../../../contract/media";
import type { ImageConfig } from "../../config";
import { AiConfigurationError } from "../ai-errors";
import type { Illustrator } from "./illustrator";
import { imagePrompt } from "./image-prompt";
import { fromBase64, normalisePng, providerJson } from "./provider-http";

/** Stable Diffusion WebUI (AUTOMATIC1111 and its forks): POST /sdapi/v1/txt2img at IMAGE_BASE_URL. */
export function createSdWebUiIllustrator(config: ImageConfig): Illustrator {
  if (!config.baseUrl) throw new AiConfigurationError("IMAGE_PROVIDER=sdwebui needs IMAGE_BASE_URL");
  const base = config.baseUrl;
  return {
    id: `sdwebui:${config.model ?? "default"}`,
    async illustrate(sceneText, options) {
      const { prompt, negative } = imagePrompt(sceneText, options);
      const body = {
        prompt,
        negative_prompt: negative,
        width: IMAGE_SIZE.width,
        height: IMAGE_SIZE.height,
        steps: 24,
        cfg_scale: 7,
        batch_size: 1,
        n_iter: 1,
        // The WebUI's own checkpoint unless IMAGE_MODEL names one.
        ...(config.model ? { override_settings: { sd_model_checkpoint: config.model } } : {}),
      };
      const answer = await providerJson<{ images?: string[] }>(`${base}/sdapi/v1/txt2img`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        timeoutMs: config.timeoutMs,
      });
      return normalisePng(fromBase64(answer.images?.[0]));
    },
  };
}
