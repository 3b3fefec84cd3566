import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAiServer, type Fault, startFakeOpenAiServer } from "../ai/llm/fake-openai-server";
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
 * turn and for the creation calls. For each: the documented error (a status and a message the
 * play screen shows as its toast, spec 000 §8), nothing stored, the budget's reservation
 * released and its spending equal to the tokens recorded (charged once, never twice), and the
 * next call works.
 */
const TIMEOUTS = { AI_FIRST_CHUNK_TIMEOUT_MS: "1000", AI_TIMEOUT_MS: "2500", AI_MAX_RETRIES: "1" };

type Case = { name: string; fault: Fault; status: number; message: RegExp };
/** A top-level field of each call's answer, for the schema-invalid case. */
const FIELDS: Record<string, string> = { turn: "choices", characters: "characters", outline: "chapters" };
const withField = (fault: Fault, call: string): Fault =>
  fault.kind === "omit-field" ? { ...fault, field: FIELDS[call] ?? fault.field } : fault;
const AGAIN = /Please try again/;
const FAULTS: Case[] = [
  {
    name: "slow to the first token",
    fault: { kind: "slow-first-chunk", delayMs: 3_000 },
    status: 504,
    message: AGAIN,
  },
  { name: "slow in total", fault: { kind: "slow-total", delayMs: 3_000 }, status: 504, message: AGAIN },
  { name: "500", fault: { kind: "status", status: 500 }, status: 502, message: AGAIN },
  {
    name: "429 with Retry-After",
    fault: { kind: "status", status: 429, retryAfterSeconds: 3 },
    status: 429,
    message: AGAIN,
  },
  { name: "malformed JSON", fault: { kind: "malformed-json" }, status: 502, message: AGAIN },
  {
    name: "schema-invalid output",
    fault: { kind: "omit-field", field: "choices" },
    status: 502,
    message: AGAIN,
  },
  {
    name: "a stream cut halfway",
    fault: { kind: "cut-stream", afterChunks: 2 },
    status: 502,
    message: AGAIN,
  },
  { name: "a refusal", fault: { kind: "refusal" }, status: 502, message: AGAIN },
];

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

/** What the budgets hold, beside the tokens the ledger recorded, for the owner and the game. */
async function books() {
  const used = async (where: ReturnType<typeof and>) => {
    const [row] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}), 0)::int` })
      .from(aiUsage)
      .where(where);
    return Number(row?.n ?? 0);
  };
  return {
    user: await t.app.ai.budgets.today("user", owner.user.id),
    game: await t.app.ai.budgets.today("game", gameId),
    userLedger: await used(eq(aiUsage.userId, owner.user.id)),
    gameLedger: await used(and(eq(aiUsage.gameId, gameId), inArray(aiUsage.task, ["turn"]))),
  };
}

/** Nothing reserved is left behind, and each budget moved by exactly what the ledger recorded. */
function expectChargedOnce(
  before: Awaited<ReturnType<typeof books>>,
  after: Awaited<ReturnType<typeof books>>,
) {
  expect(after.user.reserved).toBe(0);
  expect(after.game.reserved).toBe(0);
  expect(after.user.used - before.user.used).toBe(after.userLedger - before.userLedger);
  expect(after.game.used - before.game.used).toBe(after.gameLedger - before.gameLedger);
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
    it(`${c.name}: ${c.status} (JSON and SSE), the session and budget as they were, and the next turn plays`, async () => {
      const before = await snapshot(token);
      const booked = await books();
      fake.reset();
      fake.inject(c.fault, 10);
      const res = await post(`/api/sessions/${token}/action`, { action: "Open the door" });
      table.push(`turn      × ${c.name.padEnd(22)} → ${res.statusCode}`);
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.json().message).toMatch(c.message);
      expect(await snapshot(token)).toEqual(before);
      expectChargedOnce(booked, await books());

      // The same over SSE, as the play screen asks: an `error` event with the status and message.
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
      expect(event).toEqual({ status: c.status, message: expect.stringMatching(c.message) });
      expect(await snapshot(token)).toEqual(before);
      expectChargedOnce(booked, await books());

      fake.reset();
      const next = await post(`/api/sessions/${token}/action`, { action: "Open the door" });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().currentSceneNumber).toBe(before.scene + 1);
    }, 20_000);
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
      it(`${call.name} × ${c.name}: the documented error, charged once, and the next call works`, async () => {
        const booked = await books();
        fake.reset();
        fake.inject(withField(c.fault, call.name), 10);
        const res = await post(call.url(), call.body);
        table.push(`${call.name.padEnd(9)} × ${c.name.padEnd(22)} → ${res.statusCode}`);
        expect(res.statusCode, res.body).toBe(c.status);
        expect(res.json().message).toMatch(c.message);
        expectChargedOnce(booked, await books());

        fake.reset();
        const next = await post(call.url(), call.body);
        expect(next.statusCode, next.body).toBe(200);
      }, 20_000);
    }
  }
});

describe("a complete story when the model server fails", () => {
  // Text calls only (chapters, seams): the stream-only and JSON-only faults do not reach them.
  const faults = WHOLE_ANSWER_FAULTS.filter((c) => c.fault.kind !== "omit-field");
  for (const c of faults) {
    it(`${c.name}: the story fails with its message, charged once, and a new start completes it`, async () => {
      const storyGame = await insertGame(t.database.db, owner.user.id, { chapterCount: 5 }, planned(5));
      const booked = await books();
      fake.reset();
      fake.inject(c.fault, 1_000);
      expect((await post(startUrl(storyGame), {})).statusCode).toBe(200);
      const failed = await waitForStory(t.app, storyGame, owner.cookie, undefined, 30_000);
      table.push(`story     × ${c.name.padEnd(22)} → ${failed.status}: ${failed.error}`);
      expect(failed.status).toBe("error");
      expect(failed.error).toMatch(/try again/i);
      expectChargedOnce(booked, await books());

      fake.reset();
      expect((await post(startUrl(storyGame), {})).statusCode).toBe(200);
      const done = await waitForStory(t.app, storyGame, owner.cookie, undefined, 30_000);
      expect(done.status).toBe("completed");
    }, 60_000);
  }
});
