import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_SIZE } from "../../../contract/media";
import type { ImageConfig } from "../../config";
import { startImageStandIn } from "../../test-support/image-stand-in";
import { AiConfigurationError, AiModelError } from "../ai-errors";
import { createComfyUiIllustrator } from "./comfyui-illustrator";
import { createIllustrator } from "./create-illustrator";
import type { IllustrateOptions } from "./illustrator";
import { createOpenAiIllustrator } from "./openai-illustrator";
import { createSdWebUiIllustrator } from "./sdwebui-illustrator";

const SCENE = "A lighthouse on the cliff at dusk; the keeper waves a lantern at a ship in the storm.";
const child: IllustrateOptions = {
  title: "Salt Crown",
  genre: "adventure",
  childMode: true,
  style: "comic-book",
};
const config = (over: Partial<ImageConfig>): ImageConfig => ({
  provider: "embedded",
  timeoutMs: 5_000,
  perMinute: 30,
  ...over,
});

let standIn: Awaited<ReturnType<typeof startImageStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function expectOurSize(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", IMAGE_SIZE.width, IMAGE_SIZE.height]);
}

describe("image providers against local stand-ins", () => {
  it("OpenAI Images: posts the prompt with the key and crops the answer to our size", async () => {
    standIn = await startImageStandIn();
    const ill = createOpenAiIllustrator(
      config({ provider: "openai", apiKey: "sk-test", baseUrl: `${standIn.url}/v1`, model: "dall-e-3" }),
    );
    await expectOurSize(await ill.illustrate(SCENE, child));
    const [call] = standIn.seen;
    expect(call?.path).toBe("/v1/images/generations");
    expect(call?.headers.authorization).toBe("Bearer sk-test");
    const body = call?.body as { model: string; prompt: string; size: string; response_format: string };
    expect(body).toMatchObject({ model: "dall-e-3", size: "1792x1024", response_format: "b64_json" });
    expect(body.prompt).toContain("lighthouse");
    expect(body.prompt).toContain("comic book");
    expect(body.prompt).toContain("no weapons");
  });

  it("Stable Diffusion WebUI: txt2img at our size with a negative prompt", async () => {
    standIn = await startImageStandIn();
    const ill = createSdWebUiIllustrator(
      config({ provider: "sdwebui", baseUrl: standIn.url, model: "dreamshaper_8" }),
    );
    await expectOurSize(await ill.illustrate(SCENE, { ...child, childMode: false, style: "computer-game" }));
    const [call] = standIn.seen;
    expect(call?.path).toBe("/sdapi/v1/txt2img");
    expect(call?.body).toMatchObject({
      width: IMAGE_SIZE.width,
      height: IMAGE_SIZE.height,
      override_settings: { sd_model_checkpoint: "dreamshaper_8" },
    });
    const sent = call?.body as { prompt: string; negative_prompt: string };
    expect(sent.prompt).toContain("8-bit pixel art");
    expect(sent.negative_prompt).not.toContain("gore");
  });

  it("ComfyUI: queues the workflow, polls its history, fetches the picture", async () => {
    standIn = await startImageStandIn({ comfyPolls: 2 });
    const ill = createComfyUiIllustrator(config({ provider: "comfyui", baseUrl: standIn.url }), 10);
    await expectOurSize(await ill.illustrate(SCENE, child));
    const paths = standIn.seen.map((r) => r.path.split("?")[0]);
    expect(paths).toEqual(["/prompt", "/history/p-1", "/history/p-1", "/history/p-1", "/view"]);
    const graph = (
      standIn.seen[0]!.body as {
        prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      }
    ).prompt;
    expect(graph["5"]?.inputs).toMatchObject({ width: IMAGE_SIZE.width, height: IMAGE_SIZE.height });
    expect(graph["7"]?.inputs.text).toContain("gore");
    expect(standIn.seen.at(-1)?.path).toContain("filename=taleforge_0001.png");
  });

  it("a missing key or address is a configuration error (503), a refused key too", async () => {
    expect(() => createOpenAiIllustrator(config({ provider: "openai" }))).toThrow(AiConfigurationError);
    expect(() => createSdWebUiIllustrator(config({ provider: "sdwebui" }))).toThrow(AiConfigurationError);
    const unusable = createIllustrator(config({ provider: "comfyui" }));
    await expect(unusable.illustrate(SCENE, child)).rejects.toMatchObject({
      statusCode: 503,
      message: "AI service configuration error",
    });
    standIn = await startImageStandIn({ status: 401 });
    const refused = createOpenAiIllustrator(
      config({ provider: "openai", apiKey: "bad", baseUrl: `${standIn.url}/v1` }),
    );
    await expect(refused.illustrate(SCENE, child)).rejects.toBeInstanceOf(AiConfigurationError);
  });

  it("a failing or busy provider is a model error (502, 429)", async () => {
    standIn = await startImageStandIn({ status: 500 });
    const failing = createSdWebUiIllustrator(config({ provider: "sdwebui", baseUrl: standIn.url }));
    await expect(failing.illustrate(SCENE, child)).rejects.toMatchObject({ statusCode: 502 });
    await standIn.close();
    standIn = await startImageStandIn({ status: 429 });
    const busy = createSdWebUiIllustrator(config({ provider: "sdwebui", baseUrl: standIn.url }));
    await expect(busy.illustrate(SCENE, child)).rejects.toBeInstanceOf(AiModelError);
    await expect(busy.illustrate(SCENE, child)).rejects.toMatchObject({ statusCode: 429 });
  });
});
