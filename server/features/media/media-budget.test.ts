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
      const budget = new MediaBudget(db, { perGame: 2, site: 3 }, clock);
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
      const budget = new MediaBudget(db, { perGame: 1, site: 10 }, clock);
      const refund = await budget.charge("game-a");
      await refund();
      expect([await budget.used("game-a"), await budget.used(null)]).toEqual([0, 0]);
      await budget.charge("game-a");
      await expect(budget.charge("game-a")).rejects.toMatchObject(refusal(MediaBudgetMessages.game));
    });
  });

  it("says how long until the next UTC day", async () => {
    await rolledBack(async (db, clock) => {
      const budget = new MediaBudget(db, { perGame: 1, site: 10 }, clock);
      await budget.charge("game-a");
      const error = await budget.charge("game-a").catch((e: { headers: Record<string, string> }) => e);
      // The clock stands at noon: twelve hours to midnight.
      expect((error as { headers: Record<string, string> }).headers["retry-after"]).toBe(String(12 * 3600));
    });
  });
});
