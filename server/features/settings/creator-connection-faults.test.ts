import { unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_SPEECH,
  type FakeOpenAiServer,
  type Fault,
  startFakeOpenAiServer,
} from "../../ai/llm/fake-openai-server";
import { createTestApp, signUp } from "../../test-support/test-app";
import { insertGame } from "../complete-story/test-support";

/**
 * Issue 32's fault matrix: every fault the site's own provider is tested with (play-faults.test.ts)
 * goes through a creator's own connection — writer, voice and pictures — and must give what the
 * site's gives: the same status, the same words, the session unchanged. Then: another creator's
 * games never use the connection, and its key is in no answer, log line, backup or export.
 */
const KEY = "sk-own-faults-7f3c9d2e1b0aQRST";
const SITE_KEY = "sk-site-0000000000000000";
let fake: FakeOpenAiServer;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let site: TestApp;
let own: TestApp;
const logs: string[] = [];
/** Every answer the creator's app gave: none may carry the key. */
const answers: string[] = [];

const tuning = {
  AI_FIRST_CHUNK_TIMEOUT_MS: "1500",
  AI_TIMEOUT_MS: "8000",
  AI_MAX_RETRIES: "1",
  AI_PLAY_SHARE_PERCENT: "100",
  AI_RATE_LIMIT_PER_MINUTE: "1000",
  PLAY_TURNS_PER_MINUTE: "1000",
  PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000",
  TTS_PER_MINUTE: "1000",
  IMAGES_PER_MINUTE: "1000",
};

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const v1 = `${fake.url}/v1`;
  // The site's own writer, voice and illustrator, all on the stand-in server.
  site = await createTestApp({
    ...tuning,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: v1,
    AI_MODEL: "fake-model",
    TTS_PROVIDER: "openai",
    TTS_API_KEY: SITE_KEY,
    TTS_BASE_URL: v1,
    IMAGE_PROVIDER: "openai",
    IMAGE_API_KEY: SITE_KEY,
    IMAGE_BASE_URL: v1,
  });
  // A site on its built-in writer, voice and illustrator, where one creator connects their own.
  own = await createTestApp(
    { ...tuning, AI_ALLOW_PRIVATE_URLS: "true" },
    { logger: { level: "trace", stream: { write: (line: string) => logs.push(line) } } as never },
  );
}, 60_000);
afterAll(async () => {
  await site?.close();
  await own?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

type Method = "GET" | "PUT" | "POST";
async function call(
  t: TestApp,
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
  accept?: string,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(accept ? { accept } : {}) },
    ...(payload ? { payload } : {}),
  });
  if (t === own) answers.push(res.body);
  return res;
}

/** A published game of a new creator, and a visitor's session of it. */
async function visitorSession(t: TestApp, owner?: { cookie: string; user: { id: string } }) {
  const creator = owner ?? (await signUp(t.app));
  const gameId = await insertGame(t.database.db, creator.user.id);
  const start = await call(t, "POST", "/api/sessions/start", undefined, {
    gameSlug: `the-clockwork-tide-${gameId.slice(0, 8)}`,
  });
  expect(start.statusCode, start.body).toBe(200);
  return { gameId, token: start.json().sessionToken as string, cookie: creator.cookie };
}

let creator: { cookie: string; token: string; gameId: string };
let siteToken: string;
beforeAll(async () => {
  const owner = await signUp(own.app);
  const { cookie } = owner;
  const connection = { baseUrl: `${fake.url}/v1`, apiKey: KEY };
  const saved = await call(own, "PUT", "/api/settings/ai", cookie, {
    provider: "openai-compatible",
    model: "fake-model",
    ...connection,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const media = await call(own, "PUT", "/api/settings/ai/media", cookie, {
    voice: { provider: "openai", ...connection },
    pictures: { provider: "openai-compatible", model: "fake-images", ...connection },
  });
  expect(media.statusCode, media.body).toBe(200);
  creator = await visitorSession(own, owner);
  siteToken = (await visitorSession(site)).token;
}, 30_000);

const snapshot = async (t: TestApp, token: string) => {
  const view = (await call(t, "GET", `/api/sessions/${token}`)).json();
  return { scene: view.currentSceneNumber, history: view.actionHistory };
};

/** Status and message of one play turn, as JSON or as the stream's error event. */
async function turn(t: TestApp, token: string, streamed: boolean) {
  const res = await call(
    t,
    "POST",
    `/api/sessions/${token}/action`,
    undefined,
    { action: "Open the door" },
    streamed ? "text/event-stream" : undefined,
  );
  if (!streamed) return { status: res.statusCode, message: res.json().message as string };
  const error = JSON.parse(/event: error\ndata: (.*)/.exec(res.body)?.[1] ?? "{}");
  return { status: error.status as number, message: error.message as string };
}

/** The fault, given to the site's provider and then to the creator's: what each answered. */
async function both<T>(fault: Fault, ask: (t: TestApp, token: string) => Promise<T>) {
  fake.inject(fault, 10);
  const fromSite = await ask(site, siteToken);
  fake.reset();
  fake.inject(fault, 10);
  const fromOwn = await ask(own, creator.token);
  const keys = fake.requests.map((r) => r.headers.authorization);
  fake.reset();
  return { fromSite, fromOwn, keys };
}

const playFaults: Array<[string, Fault, number]> = [
  ["a 500 that outlasts the retries", { kind: "status", status: 500 }, 502],
  ["a 429 that outlasts the retries", { kind: "status", status: 429 }, 429],
  ["a stalled first chunk", { kind: "slow-first-chunk", delayMs: 3000 }, 504],
  ["a stream cut midway", { kind: "cut-stream", afterChunks: 2 }, 502],
  ["malformed JSON, twice", { kind: "malformed-json" }, 502],
];

describe("a creator's own connection under the faults the site's provider is tested with", () => {
  for (const [name, fault, status] of playFaults)
    it(`play answers ${status} on ${name}, in the site's words, and the session is unchanged`, async () => {
      for (const streamed of [false, true]) {
        const before = await snapshot(own, creator.token);
        const { fromSite, fromOwn, keys } = await both(fault, (t, token) => turn(t, token, streamed));
        expect(fromOwn, `${name}, ${streamed ? "SSE" : "JSON"}`).toEqual(fromSite);
        expect(fromOwn.status).toBe(status);
        expect(fromOwn.message).toMatch(/Please try again/);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.every((k) => k === `Bearer ${KEY}`)).toBe(true);
        expect(await snapshot(own, creator.token)).toEqual(before);
      }
    }, 30_000);

  const mediaFaults: Array<[string, Fault]> = [
    ["a 500", { kind: "status", status: 500 }],
    ["a 429", { kind: "status", status: 429 }],
  ];
  for (const [name, fault] of mediaFaults)
    it(`narration and pictures answer ${name} as the site's voice and illustrator do`, async () => {
      const narrate = (t: TestApp, token: string) =>
        call(t, "POST", "/api/tts/synthesize", undefined, { sessionToken: token }).then((r) => ({
          status: r.statusCode,
          message: r.json().message,
        }));
      const draw = (t: TestApp, token: string) =>
        call(t, "POST", "/api/images/generate", undefined, { sessionToken: token }).then((r) => ({
          status: r.statusCode,
          message: r.json().message,
        }));
      for (const ask of [narrate, draw]) {
        const { fromSite, fromOwn, keys } = await both(fault, ask);
        expect(fromOwn).toEqual(fromSite);
        expect(fromOwn.status).toBeGreaterThanOrEqual(429);
        expect(keys).toEqual([`Bearer ${KEY}`]);
      }
    });

  it("narrates and draws with the creator's key once the provider is healthy again", async () => {
    const spoken = await call(own, "POST", "/api/tts/synthesize", undefined, { sessionToken: creator.token });
    expect(spoken.statusCode, spoken.body).toBe(200);
    expect(Buffer.from(spoken.json().audioContent, "base64").equals(FAKE_SPEECH)).toBe(true);
    const drawn = await call(own, "POST", "/api/images/generate", undefined, { sessionToken: creator.token });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(fake.requests.map((r) => [r.kind, r.headers.authorization])).toEqual([
      ["speech", `Bearer ${KEY}`],
      ["image", `Bearer ${KEY}`],
    ]);
    expect(fake.requests[1]?.body.model).toBe("fake-images");
  });
});

describe("what a creator's connection never reaches", () => {
  it("another creator's games write, speak and draw with the site's own, never this connection", async () => {
    const other = await visitorSession(own);
    expect(
      (await call(own, "POST", `/api/sessions/${other.token}/action`, undefined, { action: "Look" }))
        .statusCode,
    ).toBe(200);
    const spoken = await call(own, "POST", "/api/tts/synthesize", undefined, { sessionToken: other.token });
    expect(spoken.statusCode, spoken.body).toBe(200);
    const drawn = await call(own, "POST", "/api/images/generate", undefined, { sessionToken: other.token });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(fake.requests).toHaveLength(0);
  }, 30_000);

  it("the key is in no answer, log line, backup or export", async () => {
    const settings = await call(own, "GET", "/api/settings/ai", creator.cookie);
    expect(settings.json().media).toMatchObject({
      voice: { provider: "openai", keyHint: "…QRST" },
      pictures: { provider: "openai-compatible", keyHint: "…QRST", model: "fake-images" },
    });
    const made = await call(own, "POST", "/api/backup/create", creator.cookie);
    expect(made.statusCode, made.body).toBe(200);
    const zip = (await call(own, "GET", `/api/backup/download/${made.json().filename}`, creator.cookie))
      .rawPayload;
    const files = Object.values(unzipSync(zip));
    expect(files.length).toBeGreaterThan(0);
    for (const bytes of files) expect(Buffer.from(bytes).toString("utf8")).not.toContain(KEY);
    for (const format of ["twee", "html"]) {
      const file = await call(
        own,
        "GET",
        `/api/games/${creator.gameId}/export?format=${format}`,
        creator.cookie,
      );
      expect(file.statusCode, file.body).toBe(200);
    }
    // What the tests above sent through the creator's connection did log (the capture works).
    expect(logs.length).toBeGreaterThan(10);
    expect(logs.join("\n")).not.toContain(KEY);
    expect(answers.length).toBeGreaterThan(20);
    for (const body of answers) expect(body).not.toContain(KEY);
  });
});
