import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createTestApp } from "../../test-support/test-app";
import { MediaBudget, MediaBudgetMessages } from "./media-budget";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Runs `body` in a transaction rolled back at the end, on a day long past: in CI the test apps
 * share one database, whose site budget of today must not be touched by this test.
 */
async function rolledBack(body: (db: Db, day: () => Date) => Promise<void>) {
  const rollback = new Error("rollback");
  const day = new Date(Date.UTC(2001, 0, 1 + Math.floor(Math.random() * 3000), 12));
  await t.database.db
    .transaction(async (tx) => {
      await body(tx as unknown as Db, () => day);
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
}

const refusal = (message: string) => ({ statusCode: 429, message });

describe("the daily media budget (issue 28 F3)", () => {
  it("refuses past the game's cap and past the site's, each with its message", async () => {
    await rolledBack(async (db, clock) => {
      const budget = new MediaBudget(db, { perGame: 2, site: 3, sharePercent: 100 }, clock);
      await budget.charge("game-a");
      await budget.charge("game-a");
      await expect(budget.charge("game-a")).rejects.toMatchObject(refusal(MediaBudgetMessages.game));
      // The refused charge took nothing from the site: another game still has its place.
      await budget.charge("game-b");
      expect(await budget.used(null)).toBe(3);
      await expect(budget.charge("game-c")).rejects.toMatchObject(refusal(MediaBudgetMessages.site));
      // A voice preview counts toward the site's budget only.
      await expect(budget.charge(null)).rejects.toMatchObject(refusal(MediaBudgetMessages.site));
      expect([await budget.used("game-a"), await budget.used("game-b"), await budget.used("game-c")]).toEqual(
        [2, 1, 0],
      );
    });
  });

  it("gives a refunded charge back to the game and the site", async () => {
    await rolledBack(async (db, clock) => {
      const budget = new MediaBudget(db, { perGame: 1, site: 10, sharePercent: 100 }, clock);
      const refund = await budget.charge("game-a");
      await refund();
      expect([await budget.used("game-a"), await budget.used(null)]).toEqual([0, 0]);
      await budget.charge("game-a");
      await expect(budget.charge("game-a")).rejects.toMatchObject(refusal(MediaBudgetMessages.game));
    });
  });

  it("says how long until the next UTC day", async () => {
    await rolledBack(async (db, clock) => {
      const budget = new MediaBudget(db, { perGame: 1, site: 10, sharePercent: 100 }, clock);
      await budget.charge("game-a");
      const error = await budget.charge("game-a").catch((e: { headers: Record<string, string> }) => e);
      // The clock stands at noon: twelve hours to midnight.
      expect((error as { headers: Record<string, string> }).headers["retry-after"]).toBe(String(12 * 3600));
    });
  });

  it("holds one address to its share of the game's budget and the site's; others go on (issue 28, review)", async () => {
    await rolledBack(async (db, clock) => {
      // 20 a game and 20% a share: one address makes 4 pieces of a game a day.
      const budget = new MediaBudget(db, { perGame: 20, site: 100, sharePercent: 20 }, clock);
      for (let i = 0; i < 4; i++) await budget.charge("game-a", "203.0.113.7");
      await expect(budget.charge("game-a", "203.0.113.7")).rejects.toMatchObject(
        refusal(MediaBudgetMessages.share),
      );
      // The refusal took nothing: the game's budget holds the four, and another address goes on.
      expect(await budget.used("game-a")).toBe(4);
      await budget.charge("game-a", "198.51.100.2");
      // The same address, another game: its share of the site's 100 is 20, of this game's 20 is 4.
      for (let i = 0; i < 4; i++) await budget.charge("game-b", "203.0.113.7");
      await expect(budget.charge("game-b", "203.0.113.7")).rejects.toMatchObject(
        refusal(MediaBudgetMessages.share),
      );
      // A refund gives the share back too.
      const refund = await budget.charge("game-c", "203.0.113.7");
      await refund();
      for (let i = 0; i < 4; i++) await budget.charge("game-c", "203.0.113.7");
      expect(await budget.used("game-c")).toBe(4);
    });
  });
});
