import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, playSessions, saves, turns } from "../../db/schema";
import { sendAction, startSession } from "../../test-support/play-requests";
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

const start = (cookie?: string, gameSlug?: string) => startSession(t.app, gameSlug, cookie);
const act = (token: string, action: string, cookie?: string) => sendAction(t.app, token, action, cookie);

const currentTurn = async (token: string) => {
  const [session] = await t.database.db.select().from(playSessions).where(eq(playSessions.token, token));
  return turnById(session?.currentTurnId ?? "");
};
const turnById = async (id: string) => {
  const [turn] = await t.database.db.select().from(turns).where(eq(turns.id, id));
  if (!turn) throw new Error(`no turn ${id}`);
  return turn;
};
/** The turn a scene written from `from` makes. */
const next = (from: TurnRow, action: string): TurnRow => ({
  ...from,
  id: randomUUID(),
  parentTurnId: from.id,
  sceneNumber: from.sceneNumber + 1,
  action,
  supersededAt: null,
  createdAt: new Date(),
});
/** A published game of our own, so that unpublishing it touches no other test. */
async function publishedGame(creatorId: string) {
  const id = randomUUID();
  const slug = `batch-${id.slice(0, 8)}`;
  await t.database.db
    .insert(games)
    .values({ id, title: "Batched", genre: "mystery", shareSlug: slug, isPublished: true, creatorId });
  return { id, slug };
}

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

  it("commits a batch whose turns each keep their own conditions, saves and marks", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    // Two signed-in players with 10 auto-saves already, so that the batch must prune per session.
    const [s1, s2] = await Promise.all(
      [owner, other].map(async ({ cookie }) => {
        const token = await start(cookie);
        for (let i = 0; i < 11; i++) expect((await act(token, "Wait", cookie)).statusCode).toBe(200);
        return token;
      }),
    );
    const [anonymous, stale, notMine, pad1, pad2] = await Promise.all(
      Array.from({ length: 5 }, () => start()),
    );
    // A game that is unpublished once its two sessions have begun: only its creator plays on.
    const game = await publishedGame(owner.user.id);
    const [hidden, creators] = await Promise.all([start(undefined, game.slug), start(undefined, game.slug)]);
    await t.database.db.update(games).set({ isPublished: false }).where(eq(games.id, game.id));

    const current = new Map<string, TurnRow>();
    for (const token of [s1, s2, anonymous, stale, notMine, pad1, pad2, hidden, creators] as string[])
      current.set(token, await currentTurn(token));
    const at = (token: string | undefined) => current.get(token as string) as TurnRow;
    const s2Parent = await turnById(at(s2).parentTurnId as string);

    const written = new Map<string, string>();
    const commit = (token: string | undefined, c: Partial<Parameters<typeof commitTurn>[1]> = {}) => {
      const turn = c.turn ?? next(at(token), "Onwards");
      written.set(token as string, turn.id);
      return commitTurn(t.database.db, {
        token: token as string,
        expectedTurnId: at(token).id,
        turn,
        playerId: null,
        viewerId: null,
        ...c,
      });
    };
    // The two padding commits take both flights; the rest wait and go as one batch.
    const results = await Promise.all([
      commit(pad1),
      commit(pad2),
      commit(s1, { playerId: owner.user.id, viewerId: owner.user.id, autoSaveName: "Auto-save · Scene 13" }),
      // A re-roll of s2's latest scene: written from its parent, replacing it.
      commit(s2, {
        turn: next(s2Parent, "Wait again"),
        supersede: at(s2).id,
        playerId: other.user.id,
        viewerId: other.user.id,
        autoSaveName: "Auto-save · Scene 12",
      }),
      commit(anonymous),
      // A re-roll written from a scene the session has left: refused, and nothing marked.
      commit(stale, { expectedTurnId: at(anonymous).id, supersede: at(stale).id }),
      commit(notMine, { playerId: other.user.id, autoSaveName: "Auto-save · Scene 2" }),
      commit(hidden),
      commit(creators, { viewerId: owner.user.id }),
    ]);
    expect(results).toEqual([true, true, true, true, true, false, false, false, true]);

    // One statement stored the batch: its rows share a transaction id; the padding did not.
    const xmins = async (tokens: Array<string | undefined>) => {
      const ids = tokens.map((token) => sql`${written.get(token as string) as string}`);
      const found = (await t.database.db.execute(
        sql`select distinct xmin::text as x from turns where id in (${sql.join(ids, sql`, `)})`,
      )) as { rows: unknown[] };
      return found.rows;
    };
    expect(await xmins([s1, s2, anonymous, creators])).toHaveLength(1);
    expect(await xmins([pad1, pad2, s1])).toHaveLength(3);

    for (const token of [stale, notMine, hidden])
      expect((await currentTurn(token as string)).id).toBe(at(token).id);
    expect((await currentTurn(s1 as string)).action).toBe("Onwards");
    expect((await currentTurn(s2 as string)).action).toBe("Wait again");
    expect((await turnById(at(s2).id)).supersededAt).not.toBeNull();
    expect((await turnById(at(stale).id)).supersededAt).toBeNull();

    const savesOf = async (token: string | undefined) =>
      (
        await t.database.db
          .select()
          .from(saves)
          .where(eq(saves.sessionToken, token as string))
      ).map((r) => r.saveName);
    expect((await savesOf(s1)).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Auto-save · Scene ${i + 4}`).sort(),
    );
    const s2Saves = await savesOf(s2);
    expect(s2Saves).toHaveLength(10);
    expect(s2Saves.filter((name) => name === "Auto-save · Scene 12")).toHaveLength(2);
    expect(s2Saves).not.toContain("Auto-save · Scene 3");
    expect(await savesOf(notMine)).toEqual([]);
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
