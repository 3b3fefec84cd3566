import type { ImageConfig } from "../../config";
import { AiConfigurationError } from "../ai-errors";
import { createComfyUiIllustrator } from "./comfyui-illustrator";
import { createEmbeddedIllustrator } from "./embedded-illustrator";
import type { Illustrator } from "./illustrator";
import { createOpenAiIllustrator } from "./openai-illustrator";
import { createSdWebUiIllustrator } from "./sdwebui-illustrator";

const PROVIDERS = {
  openai: createOpenAiIllustrator,
  sdwebui: createSdWebUiIllustrator,
  comfyui: createComfyUiIllustrator,
} as const;

/**
 * The illustrator the configuration selects. As with the narrator, a selected provider that
 * cannot be used does not stop the boot: each picture asked of it answers 503 "AI service
 * configuration error", and the log says what is missing.
 */
export function createIllustrator(config: ImageConfig, log?: (message: string) => void): Illustrator {
  if (config.provider === "embedded") return createEmbeddedIllustrator();
  try {
    return PROVIDERS[config.provider](config);
  } catch (error) {
    if (!(error instanceof AiConfigurationError)) throw error;
    log?.(`IMAGE_PROVIDER ${config.provider} is not usable: ${error.detail ?? error.message}`);
    return {
      id: "unavailable",
      illustrate: async () => {
        throw error;
      },
    };
  }
}
