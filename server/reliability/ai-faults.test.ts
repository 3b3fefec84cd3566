import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE_STORY_MESSAGES } from "../../contract/complete-story";
import { PLAY_TASKS } from "../ai/budget";
import { type FakeOpenAiServer, type Fault, startFakeOpenAiServer } from "../ai/llm/fake-openai-server";
import { MESSAGES } from "../ai/llm/model-calls";
import { aiUsage, turns } from "../db/schema";
import {
  insertGame,
  isolatedJobName,
  planned,
  QUICK,
  startUrl,
  waitForStory,
} from "../features/complete-story/test-support";
import { createTestApp, signUp } from "../test-support/test-app";

/**
 * Issue 23 §5: every way a model server fails, end to end through the LLM narrator, for a play
 * turn and for the creation calls. For each: the documented error (a status and the message the
 * play screen shows in its "Action Failed" toast, spec 000 §8; never 503, which the screen reads
 * as a configuration error), nothing stored, nothing left reserved, and exactly what the model
 * server billed in the ledger and the budgets (nothing when no answer came whole), and the next
 * call works.
 */
/**
 * Deadlines a healthy call meets with room to spare on a loaded CI machine (it takes well under
 * a second there); the slow faults stall four times as long. The stand-in server stops stalling
 * when the call gives up, so a slow case costs its deadline and no more.
 */
const FIRST_CHUNK_MS = 4_000;
const TOTAL_MS = 6_000;
const TIMEOUTS = {
  AI_FIRST_CHUNK_TIMEOUT_MS: String(FIRST_CHUNK_MS),
  AI_TIMEOUT_MS: String(TOTAL_MS),
  AI_MAX_RETRIES: "1",
};
/** A test that waits out a deadline at most this many times, with room for the rest. */
const testTimeout = (deadlines: number) => 20_000 + deadlines * TOTAL_MS;

/**
 * `message`: the narrator's (model-calls.ts MESSAGES); "fail" is the call's own failure message
 * (a turn's "failed to write this scene", any other call's "failed to answer").
 * `billed`: whether the model answered whole (wrongly): then each answer's tokens are charged,
 * once; otherwise nothing is.
 */
type Case = {
  name: string;
  fault: Fault;
  status: number;
  message: "fail" | "timeout" | "busy";
  billed: boolean;
};
/** A top-level field of each call's answer, for the schema-invalid case. */
const FIELDS: Record<string, string> = { turn: "choices", characters: "characters", outline: "chapters" };
const withField = (fault: Fault, call: string): Fault =>
  fault.kind === "omit-field" ? { ...fault, field: FIELDS[call] ?? fault.field } : fault;
const FAULTS: Case[] = [
  {
    name: "slow to the first token",
    fault: { kind: "slow-first-chunk", delayMs: 4 * FIRST_CHUNK_MS },
    status: 504,
    message: "timeout",
    billed: false,
  },
  {
    name: "slow in total",
    fault: { kind: "slow-total", delayMs: 4 * TOTAL_MS },
    status: 504,
    message: "timeout",
    billed: false,
  },
  { name: "500", fault: { kind: "status", status: 500 }, status: 502, message: "fail", billed: false },
  {
    name: "429 with Retry-After",
    fault: { kind: "status", status: 429, retryAfterSeconds: (4 * TOTAL_MS) / 1000 },
    status: 429,
    message: "busy",
    billed: false,
  },
  { name: "malformed JSON", fault: { kind: "malformed-json" }, status: 502, message: "fail", billed: true },
  {
    name: "schema-invalid output",
    fault: { kind: "omit-field", field: "choices" },
    status: 502,
    message: "fail",
    billed: true,
  },
  {
    name: "a stream cut halfway",
    fault: { kind: "cut-stream", afterChunks: 2 },
    status: 502,
    message: "fail",
    billed: false,
  },
  { name: "a refusal", fault: { kind: "refusal" }, status: 502, message: "fail", billed: true },
];
/** The message a case's player is shown, for a call whose own failure message is `fail`. */
const messageOf = (c: Case, fail: string) => (c.message === "fail" ? fail : MESSAGES[c.message]);
/** How many deadlines a case waits out per call. */
const slow = (c: Case) => (c.status === 504 ? 1 : 0);

let fake: FakeOpenAiServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let gameId: string;
let slug: string;
/** Printed at the end: the matrix as it ran. */
const table: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp(
    {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: "fake-model",
      AI_DAILY_TOKEN_LIMIT: "100000000",
      AI_RATE_LIMIT_PER_MINUTE: "1000",
      // A story's progress is polled every 40 ms while it waits out deadlines: not the limit's test.
      RATE_LIMIT_PER_MINUTE: "100000",
      PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000",
      PLAY_TURNS_PER_MINUTE: "1000",
      ...TIMEOUTS,
    },
    // A queue of this file's own, quick to retry: test apps share one PostgreSQL in CI.
    { completeStory: { ...QUICK, jobName: isolatedJobName(), concurrency: 1, modelAttempts: 2 } },
  );
  owner = await signUp(t.app);
  // A game of this file's own: its usage rows are nobody else's in a shared database.
  gameId = await insertGame(t.database.db, owner.user.id);
  slug = `the-clockwork-tide-${gameId.slice(0, 8)}`;
}, 30_000);
afterAll(async () => {
  console.log(`AI fault matrix (call × fault → status):\n${table.join("\n")}`);
  await t?.close();
  await fake?.close();
});

/** What the budgets hold, beside the ledger's rows and tokens, for the owner and a game. */
async function books(game = gameId) {
  const ledger = async (where: ReturnType<typeof and>) => {
    const [row] = await t.database.db
      .select({
        rows: sql<number>`count(*)::int`,
        tokens: sql<number>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}), 0)::int`,
      })
      .from(aiUsage)
      .where(where);
    return { rows: Number(row?.rows ?? 0), tokens: Number(row?.tokens ?? 0) };
  };
  return {
    user: await t.app.ai.budgets.today("user", owner.user.id),
    game: await t.app.ai.budgets.today("game", game),
    userLedger: await ledger(eq(aiUsage.userId, owner.user.id)),
    gameLedger: await ledger(and(eq(aiUsage.gameId, game), inArray(aiUsage.task, PLAY_TASKS))),
  };
}

/**
 * Nothing is left reserved; the ledger holds one row for each answer the model server billed
 * (none when `billed` is false: a 500, a stall or a cut stream costs nothing), with its tokens;
 * and each budget moved by exactly what the ledger recorded against it.
 */
async function expectCharged(c: Case, before: Awaited<ReturnType<typeof books>>, game = gameId) {
  const after = await books(game);
  const bill = [...fake.billed];
  expect(bill.length > 0, `billed answers: ${bill.join(", ")}`).toBe(c.billed);
  expect(after.user.reserved).toBe(0);
  expect(after.game.reserved).toBe(0);
  expect(after.userLedger.rows - before.userLedger.rows).toBe(bill.length);
  expect(after.userLedger.tokens - before.userLedger.tokens).toBe(bill.reduce((n, x) => n + x, 0));
  expect(after.user.used - before.user.used).toBe(after.userLedger.tokens - before.userLedger.tokens);
  expect(after.game.used - before.game.used).toBe(after.gameLedger.tokens - before.gameLedger.tokens);
  return { rows: bill.length, tokens: after.userLedger.tokens - before.userLedger.tokens };
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, headers: { cookie: owner.cookie } });

async function startSession() {
  const res = await post("/api/sessions/start", { gameSlug: slug });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessionToken as string;
}

async function snapshot(token: string) {
  const view = await t.app.inject({
    method: "GET",
    url: `/api/sessions/${token}`,
    headers: { cookie: owner.cookie },
  });
  const stored = await t.database.db
    .select({ id: turns.id })
    .from(turns)
    .where(eq(turns.sessionToken, token));
  return { scene: view.json().currentSceneNumber, history: view.json().actionHistory, turns: stored.length };
}

describe("a play turn when the model server fails", () => {
  let token: string;
  beforeAll(async () => {
    token = await startSession();
  });

  for (const c of FAULTS) {
    const message = messageOf(c, MESSAGES.scene);
    it(
      `${c.name}: ${c.status} "${message}" (JSON and SSE), the session as it was, charged what was billed, and the next turn plays`,
      async () => {
        const before = await snapshot(token);
        let booked = await books();
        fake.reset();
        fake.inject(c.fault, 10);
        const res = await post(`/api/sessions/${token}/action`, { action: "Open the door" });
        const cost = await expectCharged(c, booked);
        table.push(
          `turn      × ${c.name.padEnd(22)} → ${res.statusCode}, ${cost.rows} billed (${cost.tokens} tokens)`,
        );
        expect(res.statusCode, res.body).toBe(c.status);
        expect(res.json()).toEqual({ message });
        expect(await snapshot(token)).toEqual(before);

        // The same over SSE, as the play screen asks: an `error` event with the status and message.
        booked = await books();
        fake.reset();
        fake.inject(c.fault, 10);
        const streamed = await t.app.inject({
          method: "POST",
          url: `/api/sessions/${token}/action`,
          payload: { action: "Open the door" },
          headers: { cookie: owner.cookie, accept: "text/event-stream" },
        });
        const event = JSON.parse(/event: error\ndata: (.*)/.exec(streamed.body)?.[1] ?? "{}");
        expect(streamed.body).not.toContain("event: done");
        expect(event).toEqual({ status: c.status, message });
        expect(await snapshot(token)).toEqual(before);
        await expectCharged(c, booked);

        fake.reset();
        const next = await post(`/api/sessions/${token}/action`, { action: "Open the door" });
        expect(next.statusCode, next.body).toBe(200);
        expect(next.json().currentSceneNumber).toBe(before.scene + 1);
      },
      testTimeout(2 * slow(c)),
    );
  }
});

const CREATION = [
  {
    name: "characters",
    url: () => "/api/ai/characters",
    body: { storyline: "A lamplighter guards a haunted valley.", genre: "fantasy", count: 2 },
  },
  {
    name: "outline",
    url: () => "/api/ai/generate-story-outline",
    body: {
      title: "The Lantern",
      genre: "fantasy",
      chapterCount: 5,
      storyline: "A lamplighter's long night.",
    },
  },
  {
    name: "chapter",
    url: () => `/api/games/${gameId}/generate-chapter`,
    body: {
      chapterNumber: 1,
      chapterTitle: "The Dark Lantern",
      chapterDescription: "Ada finds the lantern dark.",
    },
  },
];
/** Creation calls are answered whole (no stream): the stream-only faults do not reach them. */
const WHOLE_ANSWER_FAULTS = FAULTS.filter(
  (c) => c.fault.kind !== "slow-first-chunk" && c.fault.kind !== "cut-stream",
);

describe("a creation call when the model server fails", () => {
  for (const call of CREATION) {
    // A chapter is prose, not JSON: no schema to break (malformed JSON reads as a too-short answer).
    const faults = WHOLE_ANSWER_FAULTS.filter(
      (c) => call.name !== "chapter" || c.fault.kind !== "omit-field",
    );
    for (const c of faults) {
      const message = messageOf(c, MESSAGES.answer);
      it(
        `${call.name} × ${c.name}: ${c.status} "${message}", charged what was billed, and the next call works`,
        async () => {
          const booked = await books();
          fake.reset();
          fake.inject(withField(c.fault, call.name), 10);
          const res = await post(call.url(), call.body);
          const cost = await expectCharged(c, booked);
          table.push(
            `${call.name.padEnd(9)} × ${c.name.padEnd(22)} → ${res.statusCode}, ${cost.rows} billed (${cost.tokens} tokens)`,
          );
          expect(res.statusCode, res.body).toBe(c.status);
          expect(res.json()).toEqual({ message });

          fake.reset();
          const next = await post(call.url(), call.body);
          expect(next.statusCode, next.body).toBe(200);
        },
        testTimeout(slow(c)),
      );
    }
  }
});

describe("a complete story when the model server fails", () => {
  // Text calls only (chapters, seams): the stream-only and JSON-only faults do not reach them.
  const faults = WHOLE_ANSWER_FAULTS.filter((c) => c.fault.kind !== "omit-field");
  // Chapters are written one at a time here (concurrency 1): chapter 1 is the one that fails.
  const message = COMPLETE_STORY_MESSAGES.chapterFailed.replace("{n}", "1");
  for (const c of faults) {
    it(
      `${c.name}: the story fails with "${message}", charged what was billed, and a new start completes it`,
      async () => {
        const storyGame = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 }, planned(5));
        const booked = await books(storyGame);
        fake.reset();
        fake.inject(c.fault, 1_000);
        expect((await post(startUrl(storyGame), {})).statusCode).toBe(200);
        const failed = await waitForStory(
          t.app,
          storyGame,
          owner.cookie,
          undefined,
          testTimeout(2 * slow(c)),
        );
        const cost = await expectCharged(c, booked, storyGame);
        table.push(
          `story     × ${c.name.padEnd(22)} → ${failed.status}: ${failed.error}, ${cost.rows} billed (${cost.tokens} tokens)`,
        );
        expect(failed.status).toBe("error");
        expect(failed.error).toBe(message);

        fake.reset();
        expect((await post(startUrl(storyGame), {})).statusCode).toBe(200);
        const done = await waitForStory(t.app, storyGame, owner.cookie, undefined, 30_000);
        expect(done.status).toBe("completed");
      },
      30_000 + testTimeout(2 * slow(c)),
    );
  }
});
