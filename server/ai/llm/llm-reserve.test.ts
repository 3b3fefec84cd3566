import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../test-support/test-app";
import { AiBudgetError } from "../budget";
import type { Usage } from "../narrator";
import { DAILY_LIMIT_MESSAGE } from "../usage";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server";
import { createLlmNarrator } from "./llm-narrator";

/** ADR 014: the LLM narrator reserves each model call's tokens before it makes the call. */

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const narrator = () =>
  createLlmNarrator({
    provider: "openai-compatible",
    baseUrl: `${fake.url}/v1`,
    model: "fake-model",
    firstChunkTimeoutMs: 300,
    totalTimeoutMs: 3000,
    maxRetries: 0,
  });

const total = (usage: Usage[]) => usage.reduce((sum, u) => sum + u.inputTokens + u.outputTokens, 0);

describe("LLM narrator: reservations", () => {
  it("reserves before every model call at least what the call then spends", async () => {
    const reserved: number[] = [];
    const usage: Usage[] = [];
    const options = {
      reserve: async (tokens: number) => {
        reserved.push(tokens);
      },
      onUsage: (u: Usage) => usage.push(u),
    };
    await narrator().biography({ name: "Ada Lovelace" }, options);
    expect(reserved).toHaveLength(1);
    expect(usage).toHaveLength(1);
    expect(reserved[0]).toBeGreaterThanOrEqual(total(usage));

    fake.reset();
    reserved.length = 0;
    usage.length = 0;
    await narrator().characters(
      { storyline: "A lighthouse and its keeper.", genre: "mystery", childMode: false, count: 3 },
      options,
    );
    expect(reserved).toHaveLength(fake.requests.length);
    expect(reserved.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(total(usage));
  });

  it("makes no call when the reservation is refused", async () => {
    const refusal = new AiBudgetError("spent");
    const refused = narrator().biography(
      { name: "Ada Lovelace" },
      {
        reserve: async () => {
          throw refusal;
        },
      },
    );
    await expect(refused).rejects.toBe(refusal);
    expect(fake.requests).toHaveLength(0);

    const turn = narrator().moderate("I open the door", {
      reserve: async () => {
        throw refusal;
      },
    });
    await expect(turn).rejects.toBe(refusal);
    expect(fake.requests).toHaveLength(0);
  });

  it("keeps concurrent calls of the app within the daily cap with a real provider", async () => {
    // A biography reserves 1,500 tokens and spends about 330 here: one fits at a time.
    const cap = 2000;
    const t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: "fake-model",
      AI_MAX_RETRIES: "0",
      AI_DAILY_TOKEN_LIMIT: String(cap),
      AI_RATE_LIMIT_PER_MINUTE: "1000",
    });
    try {
      const { cookie, user } = await signUp(t.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: "POST",
            url: "/api/ai/fetch-biography",
            payload: { name: "Ada Lovelace" },
            headers: { cookie },
          }),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok.length).toBeGreaterThan(0);
      expect(ok.length).toBeLessThan(10);
      for (const a of answers.filter((a) => a.statusCode !== 200))
        expect(a.json().message).toBe(DAILY_LIMIT_MESSAGE);
      expect(fake.requests).toHaveLength(ok.length);
      const spent = await t.app.ai.ledger.tokensToday(user.id);
      expect(spent).toBeGreaterThan(0);
      expect(spent).toBeLessThanOrEqual(cap);
      expect(await t.app.ai.budgets.today("user", user.id)).toEqual({ used: spent, reserved: 0 });
    } finally {
      await t.close();
    }
  });
});
