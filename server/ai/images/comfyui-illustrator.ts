import { setTimeout as sleep } from "node:timers/promises";
import type { ImageConfig } from "../../config";
import { AiConfigurationError, AiModelError } from "../ai-errors";
import { COMFY_DEFAULT_CHECKPOINT, comfyWorkflow } from "./comfyui-workflow";
import type { Illustrator } from "./illustrator";
import { imagePrompt } from "./image-prompt";
import { normalisePng, providerFetch, providerJson } from "./provider-http";
import { hash32 } from "./seeded";

type ComfyImage = { filename: string; subfolder?: string; type?: string };
type History = Record<
  string,
  { outputs?: Record<string, { images?: ComfyImage[] }>; status?: { status_str?: string } }
>;

/**
 * ComfyUI at IMAGE_BASE_URL: queue the workflow (POST /prompt), poll GET /history/{id} until it
 * has an output, then fetch the picture (GET /view).
 */
export function createComfyUiIllustrator(config: ImageConfig, pollMs = 500): Illustrator {
  if (!config.baseUrl) throw new AiConfigurationError("IMAGE_PROVIDER=comfyui needs IMAGE_BASE_URL");
  const base = config.baseUrl;
  const checkpoint = config.model ?? COMFY_DEFAULT_CHECKPOINT;
  const headers = {
    "content-type": "application/json",
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
  return {
    id: `comfyui:${checkpoint}`,
    async illustrate(sceneText, options) {
      const deadline = Date.now() + config.timeoutMs;
      const left = () => Math.max(1, deadline - Date.now());
      const { prompt, negative } = imagePrompt(sceneText, options);
      // Seeded by the prompt: the same scene asks for the same picture.
      const workflow = comfyWorkflow({ prompt, negative, checkpoint, seed: hash32(prompt) });
      const queued = await providerJson<{ prompt_id?: string }>(`${base}/prompt`, {
        method: "POST",
        headers,
        body: JSON.stringify({ prompt: workflow, client_id: "taleforge" }),
        timeoutMs: left(),
      });
      const id = queued.prompt_id;
      if (!id) throw new AiModelError("Could not generate the scene image", 502);
      for (;;) {
        const history = await providerJson<History>(`${base}/history/${encodeURIComponent(id)}`, {
          headers,
          timeoutMs: left(),
        });
        const entry = history[id];
        if (entry?.status?.status_str === "error")
          throw new AiModelError("Could not generate the scene image", 502);
        const image = Object.values(entry?.outputs ?? {}).flatMap((o) => o.images ?? [])[0];
        if (image) {
          const query = new URLSearchParams({
            filename: image.filename,
            subfolder: image.subfolder ?? "",
            type: image.type ?? "output",
          });
          const res = await providerFetch(`${base}/view?${query}`, { headers, timeoutMs: left() });
          return normalisePng(Buffer.from(await res.arrayBuffer()));
        }
        if (Date.now() + pollMs > deadline)
          throw new AiModelError("The image service took too long to answer", 504);
        await sleep(pollMs);
      }
    },
  };
}
