import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { CompleteStoryProgress } from "../../../contract/complete-story";
import type { ChapterInput, Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import type { Db } from "../../db/client";
import { characters, games, outlineChapters } from "../../db/schema";
import type { createTestApp } from "../../test-support/test-app";

type Injectable = Awaited<ReturnType<typeof createTestApp>>["app"];

/**
 * A queue of the test's own: apps of parallel test files share one PostgreSQL, and each would
 * otherwise run the others' stories with its own narrator.
 */
export const isolatedJobName = () => `story.generate.test-${randomUUID()}`;

/** Quick retries and quick pick-up, so that tests wait milliseconds, not the production seconds. */
export const QUICK = {
  modelRetryDelayMs: 5,
  touchEveryMs: 50,
  queue: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
} as const;

/** A game with a cast and, optionally, outline chapters (planned, or with written content). */
export async function insertGame(
  db: Db,
  creatorId: string,
  values: Partial<typeof games.$inferInsert> = {},
  outline: Array<{ title: string; outline: string; content?: string | null }> = [],
) {
  const id = randomUUID();
  await db.insert(games).values({
    id,
    creatorId,
    title: "The Clockwork Tide",
    genre: "steampunk",
    description: "A city of brass and fog.",
    storyline: "Ada Quill, a harbour engineer, must stop the tide engines before the city floods.",
    shareSlug: `the-clockwork-tide-${id.slice(0, 8)}`,
    isPublished: true,
    isDraft: false,
    ...values,
  });
  await db.insert(characters).values([
    {
      id: randomUUID(),
      gameId: id,
      position: 0,
      name: "Ada Quill",
      role: "Engineer",
      characterType: "protagonist",
    },
    {
      id: randomUUID(),
      gameId: id,
      position: 1,
      name: "Baron Vex",
      role: "Tide lord",
      characterType: "antagonist",
    },
  ]);
  if (outline.length)
    await db.insert(outlineChapters).values(
      outline.map((c, i) => ({
        id: randomUUID(),
        gameId: id,
        chapterNumber: i + 1,
        title: c.title,
        outline: c.outline,
        selectedCharacters: ["Ada Quill"],
        selectedLocation: ["Harbour", "Library", "Market", "Museum", "Train"][i % 5] as string,
        content: c.content ?? null,
        isGenerated: Boolean(c.content),
      })),
    );
  return id;
}

export const planned = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `Tide Chapter ${i + 1}`,
    outline: `Ada works through the ${i + 1}th lock of the tide engine.`,
  }));

export const progressUrl = (gameId: string) => `/api/games/${gameId}/complete-story-progress`;
export const startUrl = (gameId: string) => `/api/games/${gameId}/generate-complete-story`;

/** Polls the progress until the story is finished (or `until` holds); answers the last progress. */
export async function waitForStory(
  app: Injectable,
  gameId: string,
  cookie: string,
  until: (p: CompleteStoryProgress) => boolean = (p) => p.status === "completed" || p.status === "error",
  timeoutMs = 15_000,
): Promise<CompleteStoryProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: "GET", url: progressUrl(gameId), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const progress = res.json() as CompleteStoryProgress;
    if (until(progress)) return progress;
    if (Date.now() > deadline)
      throw new Error(
        `story not done in time: ${JSON.stringify({ ...progress, chapters: progress.chapters.length })}`,
      );
    // A tenth of a second: quick enough, and well inside the per-address minute limit (300).
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type ScriptedNarrator = Narrator & {
  /** Chapter numbers asked of `chapter`, in order (each try counted). */
  chapterCalls: number[];
  /** The same, with the game each was for. */
  calls: Array<{ gameId: string; chapterNumber: number }>;
  seamCalls: number[];
  regenerations: Array<{ chapterNumber: number; direction: string }>;
};

/** The embedded storyteller, with a hook before each chapter (fail it, hold it, count it). */
export function scriptedNarrator(
  before: (input: ChapterInput, signal: AbortSignal | undefined) => Promise<void> | void = () => {},
): ScriptedNarrator {
  const inner = createEmbeddedNarrator();
  const chapterCalls: number[] = [];
  const calls: ScriptedNarrator["calls"] = [];
  const seamCalls: number[] = [];
  const regenerations: ScriptedNarrator["regenerations"] = [];
  return {
    ...inner,
    chapterCalls,
    calls,
    seamCalls,
    regenerations,
    chapter: async (input, options) => {
      chapterCalls.push(input.chapterNumber);
      calls.push({ gameId: input.game.id, chapterNumber: input.chapterNumber });
      await before(input, options?.signal);
      return inner.chapter(input, options);
    },
    smoothSeam: async (input, options) => {
      seamCalls.push(input.chapterNumber);
      return inner.smoothSeam(input, options);
    },
    regenerateChapter: async (input, options) => {
      regenerations.push({ chapterNumber: input.chapterNumber, direction: input.direction });
      return inner.regenerateChapter(input, options);
    },
  };
}

/** Resolves when `signal` aborts, rejecting as an aborted call would. */
export const untilAborted = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")), { once: true });
  });
