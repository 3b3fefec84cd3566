import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiSettingsView, AiTestResult } from "../../../contract/ai-settings";
import {
  FAKE_MODELS,
  type FakeOpenAiServer,
  type Fault,
  startFakeOpenAiServer,
} from "../../ai/llm/fake-openai-server";
import { KEY_LIMIT_MESSAGE } from "../../ai/usage";
import { aiConnections, aiUsage } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { insertGame } from "../complete-story/test-support";

/** Issue 32: a creator's own model connection, from the settings calls to their games' play. */
const KEY = "sk-creator-0123456789wxyz";
let fake: FakeOpenAiServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
const logs: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: KEY, strictModels: true });
  t = await createTestApp(
    {
      AI_ALLOW_PRIVATE_URLS: "true",
      AI_RATE_LIMIT_PER_MINUTE: "1000",
      PLAY_TURNS_PER_MINUTE: "1000",
      PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000",
      // The fault cases wait out a deadline: short ones.
      AI_FIRST_CHUNK_TIMEOUT_MS: "1500",
      AI_TIMEOUT_MS: "3000",
      AI_MAX_RETRIES: "0",
    },
    { logger: { level: "trace", stream: { write: (line: string) => logs.push(line) } } as never },
  );
}, 30_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Method = "GET" | "PUT" | "POST" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const connection = (extra: object = {}) => ({
  provider: "openai-compatible",
  baseUrl: `${fake.url}/v1/`,
  model: "fake-writer",
  apiKey: KEY,
  ...extra,
});

describe("a creator's own model connection", () => {
  it("starts on the built-in storyteller, and keeps a connection with its key sealed and never shown", async () => {
    const { cookie } = await signUp(t.app);
    const first = (await call("GET", "/api/settings/ai", cookie)).json() as AiSettingsView;
    expect(first).toMatchObject({
      provider: "embedded",
      keyHint: null,
      model: null,
      privateUrlsAllowed: true,
    });
    expect(first.siteWriter).toEqual({ provider: "embedded", model: null });

    const saved = await call("PUT", "/api/settings/ai", cookie, connection({ dailyTokenLimit: 50_000 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      provider: "openai-compatible",
      baseUrl: `${fake.url}/v1`,
      model: "fake-writer",
      keyHint: "…wxyz",
      dailyTokenLimit: 50_000,
    });
    const [row] = await t.database.db.select().from(aiConnections);
    expect(JSON.stringify(row)).not.toContain(KEY.slice(3, -4));
    for (const res of [saved, await call("GET", "/api/settings/ai", cookie)])
      expect(res.body).not.toContain(KEY);

    // Saved again without a key, the stored one is kept; clearKey drops it.
    const kept = await call("PUT", "/api/settings/ai", cookie, { ...connection(), apiKey: undefined });
    expect(kept.json().keyHint).toBe("…wxyz");
    // Pointed at another address, the stored key does not follow: it must be typed again.
    const moved = await call("PUT", "/api/settings/ai", cookie, {
      ...connection(),
      apiKey: undefined,
      baseUrl: "https://models.example.com/v1",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().keyHint).toBeNull();
    await call("PUT", "/api/settings/ai", cookie, connection());
    const cleared = await call("PUT", "/api/settings/ai", cookie, {
      ...connection(),
      apiKey: undefined,
      clearKey: true,
    });
    expect(cleared.json().keyHint).toBeNull();
  });

  it("tests a connection: the reply and its speed, or the provider's failure in plain words", async () => {
    const { cookie } = await signUp(t.app);
    const test = async (body: object) => {
      const res = await call("POST", "/api/settings/ai/test", cookie, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AiTestResult;
    };
    const ok = await test(connection());
    expect(ok).toMatchObject({ ok: true, writer: "fake-writer via OpenAI-compatible server" });
    if (!ok.ok) throw new Error("unreachable");
    expect(ok.reply.length).toBeGreaterThan(0);
    expect(ok.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(ok.tokensPerSecond).toBeGreaterThan(0);

    expect(await test(connection({ apiKey: "sk-wrong-key-0000" }))).toMatchObject({
      ok: false,
      kind: "wrong-key",
      message: "OpenAI-compatible server refused the API key. Check that it is correct and active.",
    });
    expect(await test(connection({ model: "no-such-model" }))).toMatchObject({
      ok: false,
      kind: "unknown-model",
      message: 'OpenAI-compatible server does not know the model "no-such-model".',
    });
    expect(await test(connection({ baseUrl: "http://127.0.0.1:59998/v1" }))).toMatchObject({
      ok: false,
      kind: "refused",
      message: "Nothing is listening at http://127.0.0.1:59998/v1: the connection was refused.",
    });
    expect(await test({ provider: "embedded" })).toMatchObject({
      ok: true,
      writer: "Built-in storyteller (offline)",
    });
  });

  it("lists the server's models with the stored key, and asks for a key a hosted provider needs", async () => {
    const { cookie } = await signUp(t.app);
    await call("PUT", "/api/settings/ai", cookie, connection());
    const base = encodeURIComponent(`${fake.url}/v1`);
    const listed = await call(
      "GET",
      `/api/settings/ai/models?provider=openai-compatible&baseUrl=${base}`,
      cookie,
    );
    expect(listed.json()).toEqual({ models: [...FAKE_MODELS].sort(), message: null });
    // A key typed but not saved yet comes in a header, never in the address.
    const fresh = await signUp(t.app);
    const typed = await t.app.inject({
      method: "GET",
      url: `/api/settings/ai/models?provider=openai-compatible&baseUrl=${base}`,
      headers: { cookie: fresh.cookie, "x-ai-api-key": KEY },
    });
    expect(typed.json().models).toEqual([...FAKE_MODELS].sort());
    // A link from another site cannot make the server send the stored key anywhere.
    const crossSite = await t.app.inject({
      method: "GET",
      url: `/api/settings/ai/models?provider=openai-compatible&baseUrl=${base}`,
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const noKey = await call("GET", "/api/settings/ai/models?provider=openai", cookie);
    expect(noKey.json()).toEqual({ models: [], message: "Enter the API key to see this provider's models." });
    const refused = await call("PUT", "/api/settings/ai", cookie, { provider: "anthropic" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("API key is required for this provider");
  });

  it("writes everything of the creator's games with their connection, play by visitors included; other creators' games never use it", async () => {
    const creator = await signUp(t.app);
    const other = await signUp(t.app);
    await call("PUT", "/api/settings/ai", creator.cookie, connection());
    fake.reset();

    const bio = await call("POST", "/api/ai/fetch-biography", creator.cookie, { name: "Ada Quill" });
    expect(bio.statusCode, bio.body).toBe(200);
    const gameId = await insertGame(t.database.db, creator.user.id);
    const start = await call("POST", "/api/sessions/start", undefined, {
      gameSlug: `the-clockwork-tide-${gameId.slice(0, 8)}`,
    });
    expect(start.statusCode, start.body).toBe(200);
    const turn = await call("POST", `/api/sessions/${start.json().sessionToken}/action`, undefined, {
      action: "Open the door",
    });
    expect(turn.statusCode, turn.body).toBe(200);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(new Set(fake.requests.map((r) => r.body.model))).toEqual(new Set(["fake-writer"]));
    // Play on the creator's key is bounded by the game's play budget (and each visitor's share of
    // it), though the site's own writer spends nothing; the site's allowance never counts it.
    expect((await t.app.ai.budgets.today("game", gameId)).used).toBeGreaterThan(0);
    const ledger = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, creator.user.id));
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((row) => row.narrator.startsWith("own:"))).toBe(true);

    fake.reset();
    const otherGame = await insertGame(t.database.db, other.user.id);
    const otherStart = await call("POST", "/api/sessions/start", undefined, {
      gameSlug: `the-clockwork-tide-${otherGame.slice(0, 8)}`,
    });
    await call("POST", `/api/sessions/${otherStart.json().sessionToken}/action`, undefined, {
      action: "Look around",
    });
    expect((await call("POST", "/api/ai/fetch-biography", other.cookie, { name: "Bo" })).statusCode).toBe(
      200,
    );
    expect(fake.requests).toHaveLength(0);

    // The key is in no log line, and no backup.
    expect(logs.join("\n")).not.toContain(KEY);
    const made = await call("POST", "/api/backup/create", creator.cookie);
    const zip = (await call("GET", `/api/backup/download/${made.json().filename}`, creator.cookie))
      .rawPayload;
    for (const bytes of Object.values(unzipSync(zip)))
      expect(Buffer.from(bytes).toString("utf8")).not.toContain(KEY);
  });

  it("stops at the daily token limit the creator set, with its own message, before asking the model", async () => {
    const { cookie } = await signUp(t.app);
    await call("PUT", "/api/settings/ai", cookie, connection({ dailyTokenLimit: 1_000 }));
    fake.reset();
    const res = await call("POST", "/api/ai/fetch-biography", cookie, { name: "Ada Quill" });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(KEY_LIMIT_MESSAGE);
    expect(fake.requests).toHaveLength(0);
  });

  it("holds through the model server's faults as the site's connection does: the error, and the session unchanged", async () => {
    const creator = await signUp(t.app);
    await call("PUT", "/api/settings/ai", creator.cookie, connection());
    const gameId = await insertGame(t.database.db, creator.user.id);
    const start = await call("POST", "/api/sessions/start", undefined, {
      gameSlug: `the-clockwork-tide-${gameId.slice(0, 8)}`,
    });
    const token = start.json().sessionToken as string;
    const cases: Array<[Fault, number]> = [
      [{ kind: "status", status: 500 }, 502],
      [{ kind: "slow-first-chunk", delayMs: 6_000 }, 504],
      [{ kind: "cut-stream", afterChunks: 2 }, 502],
      [{ kind: "malformed-json" }, 502],
    ];
    for (const [fault, status] of cases) {
      const before = (await call("GET", `/api/sessions/${token}`)).json();
      fake.inject(fault, 5);
      const res = await call("POST", `/api/sessions/${token}/action`, undefined, { action: "Open the door" });
      fake.reset();
      expect(res.statusCode, `${fault.kind}: ${res.body}`).toBe(status);
      expect(res.json().message.length).toBeGreaterThan(0);
      const after = (await call("GET", `/api/sessions/${token}`)).json();
      expect(after.currentSceneNumber).toBe(before.currentSceneNumber);
      expect(after.actionHistory).toEqual(before.actionHistory);
    }
    const ok = await call("POST", `/api/sessions/${token}/action`, undefined, { action: "Open the door" });
    expect(ok.statusCode, ok.body).toBe(200);
  }, 60_000);

  it("leaves the games on the site's writer, and asks for the key, when a stored key can no longer be opened", async () => {
    const { cookie, user } = await signUp(t.app);
    await t.app.inject({
      method: "PUT",
      url: "/api/settings/ai",
      headers: { cookie },
      payload: { provider: "openai", apiKey: "sk-lost-key-0000" },
    });
    // As after AI_KEYS_SECRET changed without AI_KEYS_SECRET_PREVIOUS.
    await t.database.db
      .update(aiConnections)
      .set({ keyCipher: "v1.00000000.AAAA.AAAA.AAAA" })
      .where(eq(aiConnections.userId, user.id));
    // Another instance's cache is not this one's: wait out nothing, read afresh.
    t.app.ai.connections.forget(user.id);
    const view = (await call("GET", "/api/settings/ai", cookie)).json() as AiSettingsView;
    expect(view).toMatchObject({ provider: "openai", keyHint: null, needsKey: true });
    fake.reset();
    const bio = await call("POST", "/api/ai/fetch-biography", cookie, { name: "Ada Quill" });
    expect(bio.statusCode, bio.body).toBe(200);
  });

  it("forgets the connection and its key: the site's writer again", async () => {
    const { cookie, user } = await signUp(t.app);
    await call("PUT", "/api/settings/ai", cookie, connection());
    const res = await call("DELETE", "/api/settings/ai", cookie);
    expect(res.json()).toMatchObject({ provider: "embedded", keyHint: null });
    expect(await t.database.db.select().from(aiConnections).where(eq(aiConnections.userId, user.id))).toEqual(
      [],
    );
  });
});

describe("base URLs on an instance that keeps to public addresses", () => {
  let strict: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    strict = await createTestApp();
  }, 30_000);
  afterAll(async () => {
    await strict?.close();
  });

  it("refuses a private base URL with a 400 naming the setting, and finding local servers is off", async () => {
    const { cookie } = await signUp(strict.app);
    for (const baseUrl of [
      "http://127.0.0.1:11434/v1",
      "http://localhost:1234/v1",
      "http://169.254.169.254/v1",
    ]) {
      const res = await strict.app.inject({
        method: "PUT",
        url: "/api/settings/ai",
        headers: { cookie },
        payload: { provider: "openai-compatible", baseUrl, model: "llama3" },
      });
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json().message).toContain("AI_ALLOW_PRIVATE_URLS=true");
    }
    const detect = await strict.app.inject({
      method: "POST",
      url: "/api/settings/ai/detect",
      headers: { cookie },
    });
    expect(detect.statusCode).toBe(400);
    expect(detect.json().message).toContain("AI_ALLOW_PRIVATE_URLS=true");
  });
});
