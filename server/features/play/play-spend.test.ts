import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import {
  ADDRESS_SHARE_MESSAGE,
  PLAY_BUDGET_MESSAGE,
  SESSION_SHARE_MESSAGE,
  SITE_BUDGET_MESSAGE,
} from "../../ai/usage";
import { aiUsage, games, turns } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/** ADR 014: play's per-minute turn limits and each game's daily play budget. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The embedded storyteller, reporting each scene's tokens as a model would. */
function meteredNarrator(tokensPerTurn: number): Narrator {
  const inner = createEmbeddedNarrator();
  return {
    ...inner,
    id: "test:metered-play",
    takeTurn: (input, options) => {
      options?.onUsage?.({ inputTokens: tokensPerTurn * 0.75, outputTokens: tokensPerTurn * 0.25 });
      return inner.takeTurn(input, options);
    },
  };
}

/** A published game of its own creator, so that its budget is touched by no other test. */
async function publishedGame(t: TestApp, creatorId: string | null) {
  const id = randomUUID();
  const slug = `spend-${id.slice(0, 8)}`;
  await t.database.db.insert(games).values({
    id,
    title: "The Spent Lantern",
    genre: "fantasy",
    shareSlug: slug,
    isPublished: true,
    creatorId,
  });
  return { id, slug };
}

const from = (address: string) => ({ remoteAddress: address });

function client(t: TestApp) {
  return {
    start: (gameSlug: string, address = "10.1.0.1", cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/sessions/start",
        payload: { gameSlug },
        headers: cookie ? { cookie } : {},
        ...from(address),
      }),
    act: (token: string, address = "10.1.0.1", headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api/sessions/${token}/action`,
        payload: { action: "Look around" },
        headers,
        ...from(address),
      }),
    regenerate: (token: string, address = "10.1.0.1") =>
      t.app.inject({ method: "POST", url: `/api/sessions/${token}/regenerate`, ...from(address) }),
    view: (token: string) => t.app.inject({ method: "GET", url: `/api/sessions/${token}` }),
    turnsOf: (token: string) => t.database.db.select().from(turns).where(eq(turns.sessionToken, token)),
  };
}

describe("play turn limits", () => {
  it("answers 429 to an address past PLAY_TURNS_PER_MINUTE, over all its sessions; other addresses play on", async () => {
    const t = await createTestApp({ PLAY_TURNS_PER_MINUTE: "5", PLAY_TURNS_PER_SESSION_PER_MINUTE: "100" });
    try {
      const c = client(t);
      const a = (await c.start("demo-adventure")).json().sessionToken as string;
      const b = (await c.start("demo-adventure")).json().sessionToken as string;
      expect((await c.act(a)).statusCode).toBe(200);
      expect((await c.act(b)).statusCode).toBe(200);
      expect((await c.regenerate(a)).statusCode).toBe(200);
      // Five scenes asked of the narrator from this address in a minute: the sixth waits.
      const refused = await c.act(b);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many story turns from this address\. Please wait \d+ seconds and try again\.$/,
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await c.start("demo-adventure")).statusCode).toBe(429);
      // Nothing was written for the refused turn.
      expect((await c.view(b)).json().currentSceneNumber).toBe(2);
      // The same session from another address is not this address's turn.
      expect((await c.act(b, "10.1.0.2")).statusCode).toBe(200);
      // Reading is not a turn.
      expect((await c.view(a)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("answers 429 to a session past PLAY_TURNS_PER_SESSION_PER_MINUTE, from whatever address", async () => {
    const t = await createTestApp({ PLAY_TURNS_PER_MINUTE: "100", PLAY_TURNS_PER_SESSION_PER_MINUTE: "3" });
    try {
      const c = client(t);
      const token = (await c.start("demo-adventure", "10.2.0.1")).json().sessionToken as string;
      // Starting is the address's turn, not the session's: three turns of its own follow.
      expect((await c.act(token, "10.2.0.2")).statusCode).toBe(200);
      expect((await c.act(token, "10.2.0.3")).statusCode).toBe(200);
      expect((await c.regenerate(token, "10.2.0.4")).statusCode).toBe(200);
      const refused = await c.act(token, "10.2.0.5");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many turns in this story in a minute\. Please wait \d+ seconds and try again\.$/,
      );
      const nextChapter = await t.app.inject({
        method: "POST",
        url: `/api/sessions/${token}/next-chapter`,
        ...from("10.2.0.6"),
      });
      expect(nextChapter.statusCode).toBe(429);
      expect((await c.turnsOf(token)).filter((r) => !r.supersededAt)).toHaveLength(3);
      // Another session from the same addresses plays on.
      const other = (await c.start("demo-adventure", "10.2.0.5")).json().sessionToken as string;
      expect((await c.act(other, "10.2.0.5")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("a game's daily play budget", () => {
  it("charges every player's turns to the game; once spent, play answers 429 with the message and writes nothing", async () => {
    // A turn reserves 8,000 tokens before it is written and spends 3,000 here: 12,000 lets in
    // the opening and one action, then the third scene's reservation no longer fits.
    // No shares here (100%): this is the game's budget alone.
    const t = await createTestApp(
      { AI_DAILY_PLAY_TOKENS_PER_GAME: "12000", AI_PLAY_SHARE_PERCENT: "100" },
      { narrator: meteredNarrator(3000) },
    );
    try {
      const c = client(t);
      const creator = await signUp(t.app);
      const game = await publishedGame(t, creator.user.id);
      const player = await signUp(t.app);
      const started = await c.start(game.slug, "10.3.0.1", player.cookie);
      expect(started.statusCode).toBe(200);
      const token = started.json().sessionToken as string;
      expect((await c.act(token, "10.3.0.1", { cookie: player.cookie })).statusCode).toBe(200);
      const before = (await c.view(token)).json();

      const spent = await c.act(token, "10.3.0.1", { cookie: player.cookie });
      expect(spent.statusCode).toBe(429);
      expect(spent.json().message).toBe(PLAY_BUDGET_MESSAGE);
      // Streamed, the same refusal arrives as the stream's error.
      const streamed = await c.act(token, "10.3.0.1", { cookie: player.cookie, accept: "text/event-stream" });
      expect(streamed.body).toContain("event: error");
      expect(streamed.body).toContain(PLAY_BUDGET_MESSAGE);
      expect(streamed.body).not.toContain("event: done");
      // The session is as it was: no turn written, nothing spent.
      expect((await c.view(token)).json()).toEqual(before);
      expect(await c.turnsOf(token)).toHaveLength(2);
      // Nobody starts this game today, visitor or not.
      const visitor = await c.start(game.slug, "10.3.0.2");
      expect(visitor.statusCode).toBe(429);
      expect(visitor.json().message).toBe(PLAY_BUDGET_MESSAGE);

      // The game's account and its creator's usage hold the two scenes; the player paid nothing.
      expect(await t.app.ai.budgets.today("game", game.id)).toEqual({ used: 6000, reserved: 0 });
      expect(await t.app.ai.ledger.tokensToday(creator.user.id)).toBe(6000);
      expect(await t.app.ai.ledger.tokensToday(player.user.id)).toBe(0);
      const rows = await t.database.db.select().from(aiUsage).where(eq(aiUsage.gameId, game.id));
      expect(rows.map((r) => r.task)).toEqual(["turn", "turn"]);

      // Another game has its own budget.
      const other = await publishedGame(t, creator.user.id);
      expect((await c.start(other.slug, "10.3.0.3")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("counts play toward the creator's daily limit: a creator whose allowance is spent has their games refuse play", async () => {
    const t = await createTestApp(
      { AI_DAILY_TOKEN_LIMIT: "10000", AI_DAILY_PLAY_TOKENS_PER_GAME: "1000000" },
      { narrator: meteredNarrator(3000) },
    );
    try {
      const c = client(t);
      const creator = await signUp(t.app);
      const first = await publishedGame(t, creator.user.id);
      const second = await publishedGame(t, creator.user.id);
      const token = (await c.start(first.slug, "10.4.0.1")).json().sessionToken as string;
      // 3,000 spent: another 8,000 reserved would pass the creator's 10,000.
      const refused = await c.act(token, "10.4.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(PLAY_BUDGET_MESSAGE);
      expect((await c.start(second.slug, "10.4.0.2")).statusCode).toBe(429);
      expect(await c.turnsOf(token)).toHaveLength(1);
      expect(await t.app.ai.budgets.today("user", creator.user.id)).toEqual({ used: 3000, reserved: 0 });
      // A game without a creator (the demo) is limited by its own budget only.
      expect((await c.start("demo-adventure", "10.4.0.3")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("keeps the embedded storyteller out of the budgets: it spends nothing", async () => {
    const t = await createTestApp({ AI_DAILY_PLAY_TOKENS_PER_GAME: "1", AI_DAILY_TOKEN_LIMIT: "1" });
    try {
      const c = client(t);
      const creator = await signUp(t.app);
      const game = await publishedGame(t, creator.user.id);
      const token = (await c.start(game.slug)).json().sessionToken as string;
      expect((await c.act(token)).statusCode).toBe(200);
      expect(await t.app.ai.budgets.today("game", game.id)).toEqual({ used: 0, reserved: 0 });
    } finally {
      await t.close();
    }
  });
});

/** With a model provider configured: the narrator is still the metered stand-in above. */
const MODEL = { AI_PROVIDER: "openai", AI_API_KEY: "sk-test" };

describe("a creator's and the site's daily budgets with a model provider (issue 28 F6)", () => {
  it("stops one creator's many games at the default creator limit: each game's own budget no longer adds up", async () => {
    // 250,000 tokens a scene: each game's 500,000 holds two. Unlimited, six games spent 3,000,000.
    const t = await createTestApp(
      { ...MODEL, AI_PLAY_SHARE_PERCENT: "100", AI_DAILY_PLAY_TOKENS_PER_GAME: "500000" },
      { narrator: meteredNarrator(250_000) },
    );
    try {
      expect(t.config.ai.dailyTokenLimit).toBe(2_000_000);
      const c = client(t);
      const creator = await signUp(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const game = await publishedGame(t, creator.user.id);
        const started = await c.start(game.slug, `10.6.0.${i + 1}`);
        statuses.push(started.statusCode);
        if (started.statusCode !== 200) {
          expect(started.json().message).toBe(PLAY_BUDGET_MESSAGE);
          continue;
        }
        const acted = await c.act(started.json().sessionToken, `10.6.0.${i + 1}`);
        statuses.push(acted.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(8);
      expect(statuses.slice(8).every((s) => s === 429)).toBe(true);
      expect(await t.app.ai.budgets.today("user", creator.user.id)).toEqual({ used: 2_000_000, reserved: 0 });
      expect(await t.app.ai.ledger.tokensToday(creator.user.id)).toBe(2_000_000);
    } finally {
      await t.close();
    }
  });

  it("refuses every AI call, play or creation, once the site's daily budget is spent", async () => {
    // Scenes of 3,000 tokens; biographies of 6,000 (1,500 reserved before one is written).
    const scenes = meteredNarrator(3000);
    const narrator: Narrator = {
      ...scenes,
      biography: (input, options) => {
        options?.onUsage?.({ inputTokens: 3000, outputTokens: 3000 });
        return scenes.biography(input, options);
      },
    };
    const t = await createTestApp(
      {
        ...MODEL,
        AI_DAILY_SITE_TOKEN_LIMIT: "30000",
        AI_PLAY_SHARE_PERCENT: "100",
        AI_RATE_LIMIT_PER_MINUTE: "100",
      },
      { narrator },
    );
    try {
      const c = client(t);
      const first = await publishedGame(t, null);
      const token = (await c.start(first.slug, "10.9.0.1")).json().sessionToken as string;
      // 3,000 a scene, 8,000 reserved before each: scenes start while 22,000 or less is spent.
      const answers = [];
      for (let i = 0; i < 9; i++) answers.push(await c.act(token, `10.9.1.${i}`));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 429, 429]);
      expect(answers[7]?.json().message).toBe(SITE_BUDGET_MESSAGE);
      // Another game, another creator, a drafting call: the site is spent for all of them.
      const creator = await signUp(t.app);
      const other = await publishedGame(t, creator.user.id);
      const refused = await c.start(other.slug, "10.9.2.1");
      expect([refused.statusCode, refused.json().message]).toEqual([429, SITE_BUDGET_MESSAGE]);
      const draft = () =>
        t.app.inject({
          method: "POST",
          url: "/api/ai/fetch-biography",
          payload: { name: "Ada Lovelace" },
          headers: { cookie: creator.cookie },
        });
      // 6,000 of the 30,000 are left: room for one biography's 1,500, then none.
      expect((await draft()).statusCode).toBe(200);
      const drafting = await draft();
      expect([drafting.statusCode, drafting.json().message]).toEqual([429, SITE_BUDGET_MESSAGE]);
      expect(await t.app.ai.budgets.today("game", first.id)).toEqual({ used: 24_000, reserved: 0 });
      expect(await t.app.ai.budgets.today("site", t.app.ai.siteBudgetId)).toEqual({
        used: 30_000,
        reserved: 0,
      });
    } finally {
      await t.close();
    }
  });
});

describe("one client's share of a game's play budget (issue 28 F7)", () => {
  // 120,000 tokens a day for the game, 10% of it (12,000) for one address or one session: with
  // 8,000 reserved before each 3,000-token scene, two scenes each.
  const SHARES = { AI_DAILY_PLAY_TOKENS_PER_GAME: "120000", AI_PLAY_SHARE_PERCENT: "10" };

  it("replays the issue: 12 sessions × 9 turns from 3 addresses spend their own shares; a 4th address still plays", async () => {
    const t = await createTestApp(SHARES, { narrator: meteredNarrator(3000) });
    try {
      const c = client(t);
      const game = await publishedGame(t, null);
      // The third visitor takes a new IPv6 address of its /64 for every session: still one client.
      const visitors = [
        () => "10.10.0.1",
        () => "10.10.0.2",
        (n: number) => `2001:db8:10:1::${(n + 1).toString(16)}`,
      ];
      for (const addressOf of visitors) {
        const statuses: number[] = [];
        for (let session = 0; session < 4; session++) {
          const address = addressOf(session);
          const started = await c.start(game.slug, address);
          statuses.push(started.statusCode);
          if (started.statusCode !== 200) {
            expect(started.json().message).toBe(ADDRESS_SHARE_MESSAGE);
            continue;
          }
          for (let turn = 0; turn < 8; turn++) {
            const acted = await c.act(started.json().sessionToken, address);
            statuses.push(acted.statusCode);
            if (acted.statusCode !== 200) expect(acted.json().message).toBe(ADDRESS_SHARE_MESSAGE);
          }
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(2);
        expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      }
      // Three clients spent 18,000 of the game's 120,000; the next visitor plays as usual.
      expect(await t.app.ai.budgets.today("game", game.id)).toEqual({ used: 18_000, reserved: 0 });
      const started = await c.start(game.slug, "2001:db8:10:2::1");
      expect(started.statusCode).toBe(200);
      expect((await c.act(started.json().sessionToken, "2001:db8:10:2::1")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("keeps concurrent scenes of one address within its share", async () => {
    const t = await createTestApp(SHARES, { narrator: meteredNarrator(3000) });
    try {
      const c = client(t);
      const game = await publishedGame(t, null);
      const answers = await Promise.all(Array.from({ length: 10 }, () => c.start(game.slug, "10.12.0.1")));
      const ok = answers.filter((a) => a.statusCode === 200).length;
      expect(ok).toBeGreaterThan(0);
      for (const refused of answers.filter((a) => a.statusCode !== 200))
        expect([refused.statusCode, refused.json().message]).toEqual([429, ADDRESS_SHARE_MESSAGE]);
      // Each reservation (8,000) is held until its scene settles: at most 12,000 is ever spent.
      const spent = await t.app.ai.budgets.today("game", game.id);
      expect(spent).toEqual({ used: ok * 3000, reserved: 0 });
      expect(spent.used).toBeLessThanOrEqual(12_000);
      expect((await c.start(game.slug, "10.12.0.2")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("limits one session played from many addresses to its own share; the creator spends no share", async () => {
    const t = await createTestApp(SHARES, { narrator: meteredNarrator(3000) });
    try {
      const c = client(t);
      const creator = await signUp(t.app);
      const game = await publishedGame(t, creator.user.id);
      const token = (await c.start(game.slug, "10.11.0.1")).json().sessionToken as string;
      // The opening is the address's; the session's own turns are two, from fresh addresses each.
      expect((await c.act(token, "10.11.1.1")).statusCode).toBe(200);
      expect((await c.act(token, "10.11.1.2")).statusCode).toBe(200);
      const refused = await c.act(token, "10.11.1.3");
      expect([refused.statusCode, refused.json().message]).toEqual([429, SESSION_SHARE_MESSAGE]);
      expect(await c.turnsOf(token)).toHaveLength(3);
      // Another session from the same fresh address plays on.
      const other = (await c.start(game.slug, "10.11.1.3")).json().sessionToken as string;
      expect((await c.act(other, "10.11.1.3")).statusCode).toBe(200);

      // The creator playing their own game is charged to its budget but to no share.
      const own = await c.start(game.slug, "10.11.2.1", creator.cookie);
      expect(own.statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect(
          (await c.act(own.json().sessionToken, "10.11.2.1", { cookie: creator.cookie })).statusCode,
        ).toBe(200);
      expect(await t.app.ai.budgets.today("game", game.id)).toEqual({ used: 30_000, reserved: 0 });
    } finally {
      await t.close();
    }
  });
});
