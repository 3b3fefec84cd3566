import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { DAILY_LIMIT_MESSAGE } from "../../ai/usage";
import { createTestApp, signUp } from "../../test-support/test-app";

const storyline =
  "A lighthouse keeper discovers the lamp has been signalling to something beneath the waves.";

describe("/api/ai endpoints with the embedded storyteller", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: unknown, withCookie = true) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: withCookie ? { cookie } : {} });

  it.each([
    "/api/ai/characters",
    "/api/ai/generate-story-outline",
    "/api/ai/fetch-biography",
    "/api/ai/generate-sequel-outline",
    "/api/ai/suggest-sequel-storyline",
    "/api/ai/generate",
  ])("%s refuses a visitor with 401", async (url) => {
    const res = await post(url, {}, false);
    expect(res.statusCode).toBe(401);
  });

  it("drafts three characters from a storyline", async () => {
    const res = await post("/api/ai/characters", { storyline, genre: "mystery", childMode: false, count: 3 });
    expect(res.statusCode).toBe(200);
    const { characters } = res.json();
    expect(characters).toHaveLength(3);
    for (const c of characters) {
      expect(c).toEqual({
        name: expect.any(String),
        role: expect.any(String),
        characterType: expect.any(String),
        description: expect.any(String),
      });
    }
  });

  it("takes an untitled chapter of the original story as Chapter N (issue 30 item 4)", async () => {
    const original = {
      originalTitle: "The Lantern",
      originalChapters: [
        { chapterNumber: 1, title: "", outline: "" },
        { chapterNumber: 2, title: "The Ferry", outline: "Wren crosses." },
      ],
      originalCharacters: [{ name: "Wren", role: "Keeper" }],
    };
    const ideas = await post("/api/ai/suggest-sequel-storyline", { ...original, genre: "fantasy" });
    expect(ideas.statusCode, ideas.body).toBe(200);
    const outline = await post("/api/ai/generate-sequel-outline", {
      ...original,
      title: "The Lantern Returns",
      genre: "fantasy",
      sequelStoryline: "Wren must carry the lantern beyond the valley.",
      chapterCount: 5,
    });
    expect(outline.statusCode, outline.body).toBe(200);
  });

  it("names the field of bad input", async () => {
    const res = await post("/api/ai/characters", { genre: "mystery" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/storyline/i);
    const outline = await post("/api/ai/generate-story-outline", {
      title: "T",
      genre: "fantasy",
      chapterCount: 3,
    });
    expect(outline.statusCode).toBe(400);
    expect(outline.json().message).toBe("At least 5 chapters required");
  });

  it("answers the sequel form's own words (spec 001 §5)", async () => {
    const valid = {
      title: "The Lantern Returns",
      genre: "fantasy",
      sequelStoryline: "Wren must carry the lantern beyond the valley.",
      originalTitle: "The Lantern of Hollow Vale",
      originalChapters: [],
      originalCharacters: [],
    };
    const cases: Array<[object, string]> = [
      [{ title: "" }, "Sequel title is required"],
      [{ title: "x".repeat(101) }, "Title too long"],
      [{ genre: "" }, "Please select a genre for the sequel"],
      [{ sequelStoryline: "Too short" }, "Sequel storyline must be at least 20 characters"],
      [{ sequelStoryline: "x".repeat(2001) }, "Storyline too long"],
    ];
    for (const [change, message] of cases) {
      const res = await post("/api/ai/generate-sequel-outline", { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { genre: _, ...noGenre } = valid;
    expect((await post("/api/ai/generate-sequel-outline", noGenre)).json().message).toBe(
      "Please select a genre for the sequel",
    );
  });

  it("outlines the requested number of chapters with the given characters", async () => {
    const res = await post("/api/ai/generate-story-outline", {
      title: "The Lamp Below",
      genre: "horror",
      childMode: false,
      chapterCount: 7,
      storyline,
      characters: [{ name: "Agnes Hale", role: "Lighthouse keeper", characterType: "protagonist" }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.chapters).toHaveLength(7);
    expect(body.chapters.flatMap((c: { selectedCharacters: string[] }) => c.selectedCharacters)).toContain(
      "Agnes Hale",
    );
    expect(body.mainCharacters.length).toBeGreaterThan(0);
  });

  it("suggests ideas under 20 characters and enhances longer ones", async () => {
    const base = {
      originalTitle: "The Lamp Below",
      genre: "horror",
      originalChapters: [
        {
          chapterNumber: 1,
          title: "The Signal",
          outline: "Agnes sees the lamp blink a pattern.",
          selectedCharacters: ["Agnes Hale"],
          selectedLocation: "Beach",
        },
      ],
      originalCharacters: [{ name: "Agnes Hale", role: "Lighthouse keeper" }],
      childMode: false,
    };
    const ideas = await post("/api/ai/suggest-sequel-storyline", { ...base, userIdeas: "storm" });
    expect(ideas.statusCode).toBe(200);
    expect(ideas.json().suggestions.length).toBeGreaterThan(0);
    const enhanced = await post("/api/ai/suggest-sequel-storyline", {
      ...base,
      userIdeas: "Agnes's daughter answers the signal twenty years later.",
    });
    expect(enhanced.json().enhancedStoryline.length).toBeGreaterThan(20);
  });

  it("writes a sequel outline, a biography and assistant content", async () => {
    const sequel = await post("/api/ai/generate-sequel-outline", {
      title: "The Lamp Below: The Sequel",
      genre: "horror",
      childMode: false,
      sequelStoryline: "Twenty years on, the lamp lights itself and Agnes must return.",
      chapterCount: 5,
      originalTitle: "The Lamp Below",
      originalChapters: [
        {
          chapterNumber: 1,
          title: "The Signal",
          outline: "Agnes sees the lamp blink.",
          selectedCharacters: ["Agnes Hale"],
          selectedLocation: "Beach",
        },
      ],
      originalCharacters: [{ name: "Agnes Hale", role: "Lighthouse keeper" }],
      originalLocations: ["Beach"],
    });
    expect(sequel.statusCode).toBe(200);
    expect(sequel.json().chapters).toHaveLength(5);
    expect(sequel.json().commonLocations.length).toBeGreaterThan(0);

    const bio = await post("/api/ai/fetch-biography", { name: "Marie Curie" });
    expect(bio.statusCode).toBe(200);
    expect(bio.json().biography).toContain("Marie Curie");

    const content = await post("/api/ai/generate", { type: "scenes", genre: "horror", storyline });
    expect(content.statusCode).toBe(200);
    expect(content.json().content.length).toBeGreaterThan(20);
  });
});

/** The embedded storyteller spends no tokens; this stand-in reports some, as a model would. */
function meteredNarrator(tokensPerCall: number): Narrator {
  const inner = createEmbeddedNarrator();
  return {
    ...inner,
    id: "test:metered",
    biography: async (input, options) => {
      options?.onUsage?.({ inputTokens: tokensPerCall / 2, outputTokens: tokensPerCall / 2 });
      return inner.biography(input, options);
    },
  };
}

describe("AI usage and limits", () => {
  it("records every call's tokens and answers 429 past the daily limit", async () => {
    const t = await createTestApp({ AI_DAILY_TOKEN_LIMIT: "3000" }, { narrator: meteredNarrator(1000) });
    try {
      const { cookie, user } = await signUp(t.app);
      const call = () =>
        t.app.inject({
          method: "POST",
          url: "/api/ai/fetch-biography",
          payload: { name: "Ada" },
          headers: { cookie },
        });
      expect((await call()).statusCode).toBe(200);
      expect(await t.app.ai.ledger.tokensToday(user.id)).toBe(1000);
      expect((await call()).statusCode).toBe(200);
      // A call is let in only when its estimate (1,500 for a biography) fits what is left.
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(DAILY_LIMIT_MESSAGE);
      expect(await t.app.ai.ledger.tokensToday(user.id)).toBe(2000);
      // Another user has their own allowance.
      const other = await signUp(t.app);
      const theirs = await t.app.inject({
        method: "POST",
        url: "/api/ai/fetch-biography",
        payload: { name: "Ada" },
        headers: { cookie: other.cookie },
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("rate limits each user", async () => {
    const t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const { cookie } = await signUp(t.app);
      const call = () =>
        t.app.inject({
          method: "POST",
          url: "/api/ai/fetch-biography",
          payload: { name: "Ada" },
          headers: { cookie },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many requests/);
    } finally {
      await t.close();
    }
  });

  it("answers 503 'AI service configuration error' when a provider is selected but not configured", async () => {
    const t = await createTestApp({ AI_PROVIDER: "openai-compatible" });
    try {
      const { cookie } = await signUp(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/ai/fetch-biography",
        payload: { name: "Ada" },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "AI service configuration error" });
    } finally {
      await t.close();
    }
  });
});
