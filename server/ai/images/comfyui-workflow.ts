import { IMAGE_SIZE } from "../../../contract/media";

/** ComfyUI's own default checkpoint name; IMAGE_MODEL names another. */
export const COMFY_DEFAULT_CHECKPOINT = "v1-5-pruned-emaonly.safetensors";

/**
 * A plain text-to-image graph in ComfyUI's API format (the nodes of its default workflow):
 * checkpoint → two prompts → empty latent at IMAGE_SIZE → sampler → decode → save.
 */
export function comfyWorkflow(input: { prompt: string; negative: string; checkpoint: string; seed: number }) {
  return {
    "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: input.checkpoint } },
    "6": { class_type: "CLIPTextEncode", inputs: { text: input.prompt, clip: ["4", 1] } },
    "7": { class_type: "CLIPTextEncode", inputs: { text: input.negative, clip: ["4", 1] } },
    "5": {
      class_type: "EmptyLatentImage",
      inputs: { width: IMAGE_SIZE.width, height: IMAGE_SIZE.height, batch_size: 1 },
    },
    "3": {
      class_type: "KSampler",
      inputs: {
        seed: input.seed,
        steps: 24,
        cfg: 7,
        sampler_name: "euler",
        scheduler: "normal",
        denoise: 1,
        model: ["4", 0],
        positive: ["6", 0],
        negative: ["7", 0],
        latent_image: ["5", 0],
      },
    },
    "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
    "9": { class_type: "SaveImage", inputs: { filename_prefix: "taleforge", images: ["8", 0] } },
  };
}
