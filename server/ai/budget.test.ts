import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { aiBudgets } from "../db/schema";
import { testDatabase } from "../test-support/test-app";
import { AiBudgetError, type Charge, TokenBudgets, utcDay } from "./budget";

/** TokenBudgets' reservations across several accounts (ADR 014, issue 28 F6/F7). */

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});

const day = () => utcDay();
const rowsOf = (subjects: string[]) =>
  database.db.select().from(aiBudgets).where(inArray(aiBudgets.subject, subjects));

describe("TokenBudgets", () => {
  it("reserves on every account or none, and names the widest one without room", async () => {
    const budgets = new TokenBudgets(database.db);
    const id = randomUUID();
    const site: Charge = { kind: "site", id: `${id}:all`, cap: 100_000, message: "site" };
    const game: Charge = { kind: "game", id, cap: 20_000, message: "game" };
    const share: Charge = { kind: "share", id: `game:${id}:a:x`, cap: 10_000, message: "share" };
    const all = [site, game, share];

    // Site and share rows are made by their first reservation.
    expect(await budgets.tryReserve(day(), all, 8_000)).toBeNull();
    // The share has 2,000 left: refused, and nothing is reserved on the others either.
    expect(await budgets.tryReserve(day(), all, 8_000)).toBe(share);
    expect(await budgets.today("site", site.id)).toEqual({ used: 0, reserved: 8_000 });
    expect(await budgets.today("game", game.id)).toEqual({ used: 0, reserved: 8_000 });
    // Both the game and the share are short: the game, listed first, is what is said.
    expect(await budgets.tryReserve(day(), all, 15_000)).toBe(game);
    // A call larger than a cap is refused before any statement; no row for a new share.
    const fresh: Charge = { kind: "share", id: `game:${id}:a:y`, cap: 10_000 };
    expect(await budgets.tryReserve(day(), [fresh], 12_000)).toBe(fresh);
    expect(await rowsOf([`share:${fresh.id}`])).toEqual([]);

    await budgets.settle(day(), all, 8_000, 3_000);
    expect(await budgets.today("share", share.id)).toEqual({ used: 3_000, reserved: 0 });
    await expect(budgets.open(all, 8_000, "fallback")).rejects.toThrow(new AiBudgetError("share"));
    await expect(budgets.open([{ ...share, message: undefined }], 8_000, "fallback")).rejects.toThrow(
      new AiBudgetError("fallback"),
    );
  });

  it("drops yesterday's share rows when the day turns, keeping the other accounts' week", async () => {
    const id = randomUUID();
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    const subjects = [`share:game:${id}:a:x`, `game:${id}`];
    await database.db
      .insert(aiBudgets)
      .values(subjects.map((subject) => ({ subject, day: yesterday, used: 5 })));
    // A process's first reservation of a day prunes (in the background).
    await new TokenBudgets(database.db).reserve(day(), [{ kind: "user", id, cap: 1_000 }], 1);
    await expect.poll(async () => (await rowsOf(subjects)).map((r) => r.subject)).toEqual([`game:${id}`]);
  });
});
