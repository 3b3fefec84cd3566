import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { DAILY_LIMIT_MESSAGE } from "../../ai/usage";
import { aiUsage, characters, games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { BIOGRAPHY_CONCURRENCY, BIOGRAPHY_FAILED } from "../creation/create-game-service";

/** ADR 014: tokens are reserved before each model call, so concurrent calls cannot overshoot. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A biography writer that behaves as the LLM adapter does: it reserves what the call may spend,
 * takes a while, then reports the tokens spent. It counts how many calls run at once.
 */
function slowBiographies(tokensPerCall: number, ms = 30) {
  const inner = createEmbeddedNarrator();
  const seen = { inFlight: 0, most: 0, calls: 0 };
  const narrator: Narrator = {
    ...inner,
    id: "test:slow-biographies",
    biography: async (input, options) => {
      await options?.reserve?.(tokensPerCall);
      seen.calls += 1;
      seen.inFlight += 1;
      seen.most = Math.max(seen.most, seen.inFlight);
      try {
        await sleep(ms);
        options?.onUsage?.({ inputTokens: tokensPerCall / 2, outputTokens: tokensPerCall / 2 });
        return inner.biography(input, options);
      } finally {
        seen.inFlight -= 1;
      }
    },
  };
  return { narrator, seen };
}

const biographyRows = (db: Awaited<ReturnType<typeof createTestApp>>["database"]["db"], userId: string) =>
  db
    .select()
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.task, "biography")));

describe("reservations against the daily limit", () => {
  it("lets concurrent calls spend no more than the daily cap", async () => {
    const cap = 5000;
    const { narrator } = slowBiographies(1000);
    const t = await createTestApp(
      { AI_DAILY_TOKEN_LIMIT: String(cap), AI_RATE_LIMIT_PER_MINUTE: "1000" },
      { narrator },
    );
    try {
      const { cookie, user } = await signUp(t.app);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({
            method: "POST",
            url: "/api/ai/fetch-biography",
            payload: { name: "Ada Lovelace" },
            headers: { cookie },
          }),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200).length;
      expect(ok).toBeGreaterThan(0);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(DAILY_LIMIT_MESSAGE);
      }
      // Every call let in was recorded, and together they stay within the cap.
      const spent = await t.app.ai.ledger.tokensToday(user.id);
      expect(spent).toBe(ok * 1000);
      expect(spent).toBeLessThanOrEqual(cap);
      // Settled: the account holds what was spent and nothing reserved.
      expect(await t.app.ai.budgets.today("user", user.id)).toEqual({ used: spent, reserved: 0 });
    } finally {
      await t.close();
    }
  });

  it("releases a failed call's reservation and counts what it spent", async () => {
    const inner = createEmbeddedNarrator();
    const narrator: Narrator = {
      ...inner,
      id: "test:failing",
      biography: async (_input, options) => {
        options?.onUsage?.({ inputTokens: 300, outputTokens: 0 });
        throw new Error("the model hung up");
      },
    };
    const t = await createTestApp({ AI_DAILY_TOKEN_LIMIT: "100000" }, { narrator });
    try {
      const { cookie, user } = await signUp(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/ai/fetch-biography",
        payload: { name: "Ada" },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(500);
      expect(await t.app.ai.budgets.today("user", user.id)).toEqual({ used: 300, reserved: 0 });
    } finally {
      await t.close();
    }
  });
});

describe("biographies of a new game's real persons", () => {
  const cast = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Person ${i + 1}`, role: "Witness", isRealPerson: true }));
  const newGame = (n: number) => ({
    title: "The Many Witnesses",
    genre: "mystery",
    storyline: "A trial where every witness is somebody famous, and each tells a different story.",
    characters: [{ name: "Wren", role: "Judge", characterType: "protagonist" }, ...cast(n)],
  });

  it("counts each biography call, a few at a time", async () => {
    const { narrator, seen } = slowBiographies(100);
    const t = await createTestApp({ AI_DAILY_TOKEN_LIMIT: "1000000" }, { narrator });
    try {
      const { cookie, user } = await signUp(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/games",
        payload: newGame(12),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(201);
      expect(seen.calls).toBe(12);
      expect(seen.most).toBeLessThanOrEqual(BIOGRAPHY_CONCURRENCY);
      expect(await biographyRows(t.database.db, user.id)).toHaveLength(12);
      expect(await t.app.ai.budgets.today("user", user.id)).toEqual({ used: 1200, reserved: 0 });
    } finally {
      await t.close();
    }
  });

  it("stops one request's many biography calls at the daily cap: nothing saved, nothing over", async () => {
    const cap = 5000;
    const { narrator, seen } = slowBiographies(1000);
    const t = await createTestApp({ AI_DAILY_TOKEN_LIMIT: String(cap) }, { narrator });
    try {
      const { cookie, user } = await signUp(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/games",
        payload: newGame(29),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(BIOGRAPHY_FAILED);
      expect(await t.database.db.select().from(games).where(eq(games.creatorId, user.id))).toHaveLength(0);
      // Calls already running finish and are counted; no more start after the refusal.
      await sleep(100);
      expect(seen.calls).toBeLessThan(29);
      const spent = await t.app.ai.ledger.tokensToday(user.id);
      expect(spent).toBe(seen.calls * 1000);
      expect(spent).toBeLessThanOrEqual(cap);
      expect((await t.app.ai.budgets.today("user", user.id)).reserved).toBe(0);

      // Adding a real person to a game afterwards is refused the same way, and saves nothing.
      const other = await signUp(t.app);
      const created = await t.app.inject({
        method: "POST",
        url: "/api/games",
        payload: newGame(0),
        headers: { cookie: other.cookie },
      });
      const gameId = created.json().id as string;
      await t.app.ai.budgets.reserve(
        new Date().toISOString().slice(0, 10),
        [{ kind: "user", id: other.user.id, cap }],
        cap,
      );
      const added = await t.app.inject({
        method: "POST",
        url: `/api/games/${gameId}/characters`,
        payload: { name: "Marie Curie", role: "Chemist", isRealPerson: true },
        headers: { cookie: other.cookie },
      });
      expect(added.statusCode).toBe(429);
      expect(added.json().message).toBe(BIOGRAPHY_FAILED);
      expect(await t.database.db.select().from(characters).where(eq(characters.gameId, gameId))).toHaveLength(
        1,
      );
    } finally {
      await t.close();
    }
  });
});
