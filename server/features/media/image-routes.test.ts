import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZE } from "../../../contract/media";
import { startImageStandIn } from "../../test-support/image-stand-in";
import { createTestApp, signUp } from "../../test-support/test-app";
import { insertGame } from "../complete-story/test-support";
import { MediaBudgetMessages } from "./media-budget";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A session on `slug` as a visitor: its token and the scene it shows. */
async function play(t: TestApp, slug = "demo-adventure") {
  const res = await t.app.inject({ method: "POST", url: "/api/sessions/start", payload: { gameSlug: slug } });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  const { sessionToken, currentScene } = res.json() as { sessionToken: string; currentScene: string };
  return { sessionToken, currentScene };
}

/** A published game of a new creator's, child mode or not; its share slug. */
async function newGame(t: TestApp, values: { childMode: boolean }) {
  const { user } = await signUp(t.app);
  const id = await insertGame(t.database.db, user.id, values);
  return `the-clockwork-tide-${id.slice(0, 8)}`;
}

// The request of issue 28 F3: any text, no cookie, no session.
const issueRequest = {
  sceneText: "A photorealistic portrait of a red sports car",
  imageStyle: "photo-realistic",
};

let addresses = 0;
const generate = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/images/generate",
    payload,
    headers,
    // Each from its own address: the per-minute limits count every request, a bad one too.
    remoteAddress: `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  });

describe("POST /api/images/generate (embedded)", () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof play>>;
  beforeAll(async () => {
    t = await createTestApp({ IMAGES_PER_MINUTE: "4" });
    session = await play(t);
  });
  afterAll(async () => t.close());

  it("answers a base64 PNG of the session's scene at the picture's size, to anonymous players too", async () => {
    const res = await generate(t, { sessionToken: session.sessionToken, imageStyle: "illustration" });
    expect(res.statusCode).toBe(200);
    const png = Buffer.from(res.json().imageData, "base64");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", IMAGE_SIZE.width, IMAGE_SIZE.height]);
  });

  it("refuses the issue's request: any text, no session (issue 28 F3)", async () => {
    const res = await generate(t, issueRequest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "sessionToken is required: a picture is drawn for a play session's current scene",
    );
  });

  it.each([
    [{ sessionToken: "no-such-session-token-at-all" }, 404, "Session not found"],
    [{ sessionToken: "" }, 400, "sessionToken is not a valid session token"],
    [{ sessionToken: "x".repeat(101) }, 400, "sessionToken is not a valid session token"],
    [{ sceneText: "x".repeat(5001) }, 400, "Scene text must be at most 5000 characters"],
    [{ imageStyle: "watercolour" }, 400, "Image style: must be one of"],
  ])("refuses a bad request (%#)", async (payload, status, message) => {
    const res = await generate(t, { sessionToken: session.sessionToken, ...payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it("keeps a signed-in player's session to them", async () => {
    const { cookie } = await signUp(t.app);
    const start = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: "demo-adventure" },
      headers: { cookie },
    });
    const mine = { sessionToken: start.json().sessionToken as string };
    expect((await generate(t, mine)).statusCode).toBe(404);
    expect((await generate(t, mine, { cookie })).statusCode).toBe(200);
  });

  it("limits pictures per address a minute", async () => {
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/images/generate",
        remoteAddress: "10.9.8.7",
        payload: { sessionToken: session.sessionToken, imageStyle: "computer-game" },
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await ask()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("POST /api/images/generate (a paid provider: OpenAI Images, behind the cache)", () => {
  let standIn: Awaited<ReturnType<typeof startImageStandIn>>;
  let t: TestApp;
  const prompts = () =>
    standIn.seen
      .filter((r) => r.path === "/v1/images/generations")
      .map((r) => (r.body as { prompt: string }).prompt);
  beforeAll(async () => {
    standIn = await startImageStandIn();
    t = await createTestApp({
      IMAGE_PROVIDER: "openai",
      IMAGE_API_KEY: "sk-test",
      IMAGE_BASE_URL: `${standIn.url}/v1`,
      IMAGES_PER_MINUTE: "3",
      MEDIA_DAILY_PER_GAME: "3",
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  // Each test plays a game of its own: the budget of a game lasts the day, and in CI the test
  // apps share one database.
  it("sends the provider the session's scene, not the request's text (issue 28 F3)", async () => {
    const { sessionToken, currentScene } = await play(t, await newGame(t, { childMode: false }));
    const before = prompts().length;
    const res = await generate(t, { ...issueRequest, sessionToken });
    expect(res.statusCode).toBe(200);
    const [prompt] = prompts().slice(before);
    expect(prompt).toContain(currentScene.replace(/\s+/g, " ").trim().slice(0, 200));
    expect(prompt).not.toContain("red sports car");
  });

  it("keeps a child-mode game's pictures child-safe whatever the request says", async () => {
    const { sessionToken } = await play(t, await newGame(t, { childMode: true }));
    const before = prompts().length;
    const res = await generate(t, {
      sessionToken,
      childMode: false,
      gameTitle: "Other",
      imageStyle: "comic-book",
    });
    expect(res.statusCode).toBe(200);
    const [prompt] = prompts().slice(before);
    expect(prompt).toContain("suitable for children");
    expect(prompt).toContain('"The Clockwork Tide"');
  });

  it("draws a scene once: the same request again comes from the cache", async () => {
    const { sessionToken } = await play(t, await newGame(t, { childMode: false }));
    const payload = { sessionToken, imageStyle: "illustration" };
    const before = prompts().length;
    const first = await generate(t, payload);
    const second = await generate(t, { ...payload, sceneText: "Anything at all" });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().imageData).toBe(first.json().imageData);
    expect(prompts().length).toBe(before + 1);
    // Another style is another picture.
    await generate(t, { ...payload, imageStyle: "space-age" });
    expect(prompts().length).toBe(before + 2);
  });

  it("charges each picture drawn to the game's daily budget, refusing past it; cache hits are free", async () => {
    const { sessionToken } = await play(t, await newGame(t, { childMode: false }));
    const styles = ["computer-game", "illustration", "comic-book", "space-age"];
    const codes = [];
    for (const imageStyle of styles) codes.push((await generate(t, { sessionToken, imageStyle })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await generate(t, { sessionToken, imageStyle: "space-age" });
    expect(refused.json().message).toBe(MediaBudgetMessages.game);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A picture already drawn still comes, from the cache.
    expect((await generate(t, { sessionToken, imageStyle: "illustration" })).statusCode).toBe(200);
    // Another game has its own budget.
    const other = await play(t, await newGame(t, { childMode: false }));
    expect((await generate(t, { sessionToken: other.sessionToken })).statusCode).toBe(200);
  });

  it("refunds a picture the provider failed to draw", async () => {
    const failing = await startImageStandIn({ status: 500 });
    const f = await createTestApp(
      {
        IMAGE_PROVIDER: "openai",
        IMAGE_API_KEY: "sk-test",
        IMAGE_BASE_URL: `${failing.url}/v1`,
        MEDIA_DAILY_PER_GAME: "1",
      },
      { database: t.database },
    );
    try {
      const { sessionToken } = await play(f, await newGame(f, { childMode: false }));
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await generate(f, { sessionToken })).statusCode);
      // Each failure gives its charge back: the budget of one is never spent.
      expect(codes).toEqual([502, 502, 502]);
    } finally {
      await f.close();
      await failing.close();
    }
  });

  it("limits a signed-in player per user as well, whatever their address", async () => {
    const { cookie } = await signUp(t.app);
    const { sessionToken } = await play(t, await newGame(t, { childMode: false }));
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/images/generate",
        remoteAddress: `10.0.0.${i + 1}`,
        headers: { cookie },
        payload: { sessionToken, imageStyle: "photo-realistic" },
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
      const { sessionToken } = await play(t);
      const res = await generate(t, { sessionToken });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("AI service configuration error");
    } finally {
      await t.close();
    }
  });
});
