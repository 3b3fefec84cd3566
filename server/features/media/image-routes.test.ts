import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZE } from "../../../contract/media";
import { startImageStandIn } from "../../test-support/image-stand-in";
import { createTestApp, signUp } from "../../test-support/test-app";

const body = {
  sceneText: "Torches flicker along the pillars of the great hall; a guard stands by the door.",
  gameTitle: "The Salt Crown",
  gameGenre: "fantasy",
  childMode: false,
  imageStyle: "illustration",
};

describe("POST /api/images/generate (embedded)", () => {
  let addresses = 0;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ IMAGES_PER_MINUTE: "4" });
  });
  afterAll(async () => t.close());

  it("answers a base64 PNG at the picture's size, to anonymous players too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/images/generate", payload: body });
    expect(res.statusCode).toBe(200);
    const png = Buffer.from(res.json().imageData, "base64");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", IMAGE_SIZE.width, IMAGE_SIZE.height]);
  });

  it.each([
    [{ ...body, sceneText: "   " }, "Scene text is required"],
    [{ ...body, sceneText: "x".repeat(5001) }, "Scene text must be at most 5000 characters"],
    [{ ...body, imageStyle: "watercolour" }, "imageStyle"],
    [{ gameTitle: "No scene" }, "Scene text is required"],
  ])("refuses a bad request with a 400 (%#)", async (payload, message) => {
    addresses += 1;
    // Each from its own address: the limits count every request, a bad one too.
    const remoteAddress = `10.1.1.${addresses}`;
    const res = await t.app.inject({ method: "POST", url: "/api/images/generate", payload, remoteAddress });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("limits pictures per address a minute", async () => {
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/images/generate",
        remoteAddress: "10.9.8.7",
        payload: { ...body, imageStyle: "computer-game" },
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await ask()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("POST /api/images/generate (a provider behind the cache)", () => {
  let standIn: Awaited<ReturnType<typeof startImageStandIn>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    standIn = await startImageStandIn();
    t = await createTestApp({
      IMAGE_PROVIDER: "sdwebui",
      IMAGE_BASE_URL: standIn.url,
      IMAGES_PER_MINUTE: "3",
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("draws a scene once: the same request again comes from the cache", async () => {
    const payload = { ...body, sceneText: `${body.sceneText} ${Date.now()}` };
    const first = await t.app.inject({ method: "POST", url: "/api/images/generate", payload });
    const second = await t.app.inject({ method: "POST", url: "/api/images/generate", payload });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().imageData).toBe(first.json().imageData);
    expect(standIn.seen.filter((r) => r.path === "/sdapi/v1/txt2img")).toHaveLength(1);
    // Another style is another picture.
    await t.app.inject({
      method: "POST",
      url: "/api/images/generate",
      payload: { ...payload, imageStyle: "space-age" },
    });
    expect(standIn.seen.filter((r) => r.path === "/sdapi/v1/txt2img")).toHaveLength(2);
  });

  it("limits a signed-in player per user as well, whatever their address", async () => {
    const { cookie } = await signUp(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/images/generate",
        remoteAddress: `10.0.0.${i + 1}`,
        headers: { cookie },
        payload: { ...body, sceneText: `Scene ${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe("POST /api/images/generate (a misconfigured provider)", () => {
  it("answers 503 AI service configuration error", async () => {
    const t = await createTestApp({ IMAGE_PROVIDER: "openai" });
    try {
      const res = await t.app.inject({ method: "POST", url: "/api/images/generate", payload: body });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("AI service configuration error");
    } finally {
      await t.close();
    }
  });
});
