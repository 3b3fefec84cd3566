import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playSessions, saves, turns } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import type { TurnRow } from "./turn-chain";
import { commitTurn } from "./turn-commit";

/**
 * Turns that finish at the same moment are committed together, in one statement (turn-commit.ts,
 * ADR 011). Each must still keep its own conditions and its own rows.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const start = async (cookie?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug: "demo-adventure" },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().sessionToken as string;
};
const act = (token: string, action: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/sessions/${token}/action`,
    payload: { action },
    headers: cookie ? { cookie } : {},
  });

describe("turns committed together", () => {
  it("stores every player's turn once, on its own session, with a signed-in player's auto-saves", async () => {
    const signedIn = await Promise.all([signUp(t.app), signUp(t.app)]);
    const players = [
      ...(await Promise.all(Array.from({ length: 10 }, () => start()))).map((token) => ({
        token,
        cookie: undefined,
      })),
      ...(await Promise.all(signedIn.map(async ({ cookie }) => ({ token: await start(cookie), cookie })))),
    ];
    const ROUNDS = 12;
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(players.map((p) => act(p.token, `Look around ${round}`, p.cookie)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().currentSceneNumber).toBe(round + 2);
      }
    }
    const rows = await t.database.db
      .select()
      .from(turns)
      .where(
        inArray(
          turns.sessionToken,
          players.map((p) => p.token),
        ),
      );
    for (const { token } of players) {
      const own = rows.filter((r) => r.sessionToken === token).sort((a, b) => a.sceneNumber - b.sceneNumber);
      expect(own.map((r) => r.sceneNumber)).toEqual(Array.from({ length: ROUNDS + 1 }, (_, i) => i + 1));
      expect(own.slice(1).map((r) => r.action)).toEqual(
        Array.from({ length: ROUNDS }, (_, i) => `Look around ${i}`),
      );
      // Each turn follows the one before it on its own session.
      expect(own.slice(1).map((r) => r.parentTurnId)).toEqual(own.slice(0, -1).map((r) => r.id));
    }
    for (const { token, cookie } of players) {
      const kept = await t.database.db.select().from(saves).where(eq(saves.sessionToken, token));
      if (!cookie) expect(kept).toHaveLength(0);
      else
        expect(kept.map((s) => s.sceneNumber).sort((a, b) => a - b)).toEqual([
          4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
        ]);
    }
  });

  it("commits a batch whose turns each keep their own conditions", async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, () => start()));
    const current = async (token: string) => {
      const [session] = await t.database.db.select().from(playSessions).where(eq(playSessions.token, token));
      const [turn] = await t.database.db
        .select()
        .from(turns)
        .where(eq(turns.id, session?.currentTurnId ?? ""));
      if (!turn) throw new Error("no current turn");
      return turn;
    };
    const next = (from: TurnRow, action: string): TurnRow => ({
      ...from,
      id: randomUUID(),
      parentTurnId: from.id,
      sceneNumber: from.sceneNumber + 1,
      action,
      createdAt: new Date(),
    });
    const commit = (token: string, expected: TurnRow, action: string, playerId: string | null = null) =>
      commitTurn(t.database.db, {
        token,
        expectedTurnId: expected.id,
        turn: next(expected, action),
        playerId,
        viewerId: null,
      });
    const firsts = await Promise.all(tokens.map(current));
    // Sent together: two flights go at once, the rest wait and go as one batch.
    const results = await Promise.all([
      ...tokens.map((token, i) => commit(token, firsts[i] as TurnRow, "Onwards")),
      commit(tokens[5] as string, firsts[5] as TurnRow, "Twice"), // the same scene again: refused
      commit(tokens[4] as string, firsts[5] as TurnRow, "Elsewhere"), // another session's scene: refused
      commit(tokens[3] as string, firsts[3] as TurnRow, "Not mine", "someone-else"), // wrong owner: refused
    ]);
    expect(results).toEqual([true, true, true, true, true, true, false, false, false]);

    const stored = await t.database.db.select().from(turns).where(inArray(turns.sessionToken, tokens));
    expect(stored.filter((r) => r.sceneNumber === 2).map((r) => r.action)).toEqual(Array(6).fill("Onwards"));
    for (const token of tokens) expect((await current(token)).action).toBe("Onwards");
    // Turns stored by one statement share its transaction's timestamp: four went together.
    const instants = new Map<number, number>();
    for (const r of stored.filter((r) => r.sceneNumber === 2))
      instants.set(r.createdAt.getTime(), (instants.get(r.createdAt.getTime()) ?? 0) + 1);
    expect(Math.max(...instants.values())).toBe(4);
  });
});

describe("text the database would refuse", () => {
  it("stores an action holding half an emoji, the half replaced", async () => {
    const token = await start();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${token}/action`,
      headers: { "content-type": "application/json" },
      payload: '{"action":"look \\ud83c here"}',
    });
    expect(res.statusCode).toBe(200);
    const [turn] = await t.database.db
      .select()
      .from(turns)
      .where(eq(turns.sessionToken, token))
      .orderBy(turns.sceneNumber)
      .offset(1);
    expect(turn?.action).toBe("look \ufffd here");
  });
});
