import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiSettingsView } from "../../../contract/ai-settings";
import { aiMediaConnections } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/** Issue 32: voice and pictures on /settings/ai — saved, shown without keys, guarded like the writer's. */
const KEY = "sk-voice-0123456789abcd";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(async () => {
  await t?.close();
});

const put = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/settings/ai/media", headers: { cookie }, payload });
const view = async (cookie: string) =>
  (
    await t.app.inject({ method: "GET", url: "/api/settings/ai", headers: { cookie } })
  ).json() as AiSettingsView;

describe("a creator's own voice and pictures", () => {
  it("starts on the site's own, and keeps a voice with its key sealed, shown only as a hint", async () => {
    const { cookie, user } = await signUp(t.app);
    expect((await view(cookie)).media).toEqual({
      voice: { provider: "site", baseUrl: null, model: null, keyHint: null, needsKey: false },
      pictures: { provider: "site", baseUrl: null, model: null, keyHint: null, needsKey: false },
      siteVoice: "the built-in voice",
      siteIllustrator: "the built-in illustrator",
    });
    const saved = await put(cookie, { voice: { provider: "openai", apiKey: KEY, model: "tts-1" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(KEY);
    expect(saved.json().media.voice).toEqual({
      provider: "openai",
      baseUrl: null,
      model: "tts-1",
      keyHint: "…abcd",
      needsKey: false,
    });
    // Pictures untouched by a voice-only save.
    expect(saved.json().media.pictures.provider).toBe("site");
    const [row] = await t.database.db
      .select()
      .from(aiMediaConnections)
      .where(eq(aiMediaConnections.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(KEY.slice(3, -4));

    // Saved again without a key, it is kept; sent to another address, it does not follow.
    const kept = await put(cookie, { voice: { provider: "openai", model: "tts-1-hd" } });
    expect(kept.json().media.voice).toMatchObject({ model: "tts-1-hd", keyHint: "…abcd" });
    const moved = await put(cookie, {
      voice: { provider: "openai", baseUrl: "https://proxy.example.com/v1" },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe("API key is required for this voice");

    // Back to the site's own: the row and its key are gone.
    const reset = await put(cookie, { voice: { provider: "site" } });
    expect(reset.json().media.voice.provider).toBe("site");
    expect(
      await t.database.db.select().from(aiMediaConnections).where(eq(aiMediaConnections.userId, user.id)),
    ).toEqual([]);
  });

  it("checks both sections before saving either, and says what an image server lacks", async () => {
    const { cookie } = await signUp(t.app);
    const noAddress = await put(cookie, { pictures: { provider: "openai-compatible", model: "flux" } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toContain("Base URL is required for an OpenAI-compatible image server");
    const refused = await put(cookie, {
      voice: { provider: "google", apiKey: KEY },
      pictures: { provider: "openai-compatible", baseUrl: "http://10.0.0.5:7860/v1", model: "flux" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("AI_ALLOW_PRIVATE_URLS=true");
    expect((await view(cookie)).media?.voice.provider).toBe("site");
    const empty = await put(cookie, {});
    expect(empty.statusCode).toBe(400);
  });

  it("is the caller's own: signed out is a 401", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/settings/ai/media",
      payload: { voice: { provider: "site" } },
    });
    expect(res.statusCode).toBe(401);
  });
});
