import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs on embedded defaults with no variables", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database.kind).toBe("pglite");
    expect(config.appUrl).toBe("http://localhost:5000");
    expect(config.oidc).toBeUndefined();
  });

  it("uses PostgreSQL when DATABASE_URL is set, and treats empty values as unset", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://localhost/test", OIDC_ISSUER: "" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://localhost/test" });
    expect(config.redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://cache:6379/2" }).redisUrl).toBe("redis://cache:6379/2");
  });

  it("stops with a message naming a bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT: /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example" })).toThrow(/must be set together/);
    expect(() => loadConfig({ REDIS_URL: "127.0.0.1:6379" })).toThrow(/REDIS_URL: must be a redis:\/\//);
  });

  it("has a daily media budget per game and for the site, each at least 1 (issue 28 F3)", () => {
    expect(loadConfig({}).mediaBudget).toEqual({ perGame: 100, site: 1000, sharePercent: 20 });
    expect(
      loadConfig({ MEDIA_DAILY_PER_GAME: "5", MEDIA_DAILY_SITE: "50", MEDIA_SHARE_PERCENT: "50" })
        .mediaBudget,
    ).toEqual({ perGame: 5, site: 50, sharePercent: 50 });
    expect(() => loadConfig({ MEDIA_SHARE_PERCENT: "0" })).toThrow(/MEDIA_SHARE_PERCENT: /);
    expect(() => loadConfig({ MEDIA_DAILY_PER_GAME: "0" })).toThrow(/MEDIA_DAILY_PER_GAME: /);
    expect(() => loadConfig({ MEDIA_DAILY_SITE: "lots" })).toThrow(/MEDIA_DAILY_SITE: /);
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses; 'true' is one hop, not every hop", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY: must be false, a hop count/);
  });

  it("limits play generously for the embedded storyteller and more tightly for a model (ADR 014)", () => {
    const embedded = loadConfig({});
    expect([embedded.playTurnsPerMinute, embedded.playTurnsPerSessionPerMinute]).toEqual([300, 60]);
    expect(embedded.ai.dailyPlayTokensPerGame).toBe(2_000_000);
    expect(embedded.ai.dailyTokenLimit).toBeUndefined();
    const model = loadConfig({ AI_PROVIDER: "openai" });
    expect([model.playTurnsPerMinute, model.playTurnsPerSessionPerMinute]).toEqual([60, 10]);
    const set = loadConfig({
      AI_PROVIDER: "openai",
      PLAY_TURNS_PER_MINUTE: "5",
      PLAY_TURNS_PER_SESSION_PER_MINUTE: "2",
      AI_DAILY_PLAY_TOKENS_PER_GAME: "1000",
    });
    expect([set.playTurnsPerMinute, set.playTurnsPerSessionPerMinute, set.ai.dailyPlayTokensPerGame]).toEqual(
      [5, 2, 1000],
    );
    expect(() => loadConfig({ PLAY_TURNS_PER_MINUTE: "0" })).toThrow(/PLAY_TURNS_PER_MINUTE: /);
  });

  it("limits a creator's and the site's daily tokens by default with a model provider (issue 28 F6)", () => {
    const embedded = loadConfig({});
    expect([embedded.ai.dailyTokenLimit, embedded.ai.dailySiteTokenLimit]).toEqual([undefined, undefined]);
    expect([embedded.ai.playSharePercent, embedded.maxGamesPerUser]).toEqual([5, 200]);
    for (const provider of ["openai", "anthropic", "google", "openai-compatible"]) {
      const model = loadConfig({ AI_PROVIDER: provider });
      expect([model.ai.dailyTokenLimit, model.ai.dailySiteTokenLimit]).toEqual([2_000_000, 20_000_000]);
    }
    const set = loadConfig({
      AI_PROVIDER: "openai",
      AI_DAILY_TOKEN_LIMIT: "1000",
      AI_DAILY_SITE_TOKEN_LIMIT: "5000",
      AI_PLAY_SHARE_PERCENT: "2.5",
      MAX_GAMES_PER_USER: "3",
    });
    expect([
      set.ai.dailyTokenLimit,
      set.ai.dailySiteTokenLimit,
      set.ai.playSharePercent,
      set.maxGamesPerUser,
    ]).toEqual([1000, 5000, 2.5, 3]);
    expect(() => loadConfig({ AI_PLAY_SHARE_PERCENT: "0" })).toThrow(/AI_PLAY_SHARE_PERCENT: /);
    expect(() => loadConfig({ MAX_GAMES_PER_USER: "0" })).toThrow(/MAX_GAMES_PER_USER: /);
  });
});
