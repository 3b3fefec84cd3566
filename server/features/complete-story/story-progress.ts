import { EventEmitter } from "node:events";
import { asc, eq } from "drizzle-orm";
import type { CompleteStoryChapter, CompleteStoryProgress } from "../../../contract/complete-story";
import type { Db } from "../../db/client";
import { games, type StoryBeats, storyChapters, storyJobs } from "../../db/schema";
import { shownText, shownTitle, storySummary } from "./story-writes";

export type StoryJobRow = typeof storyJobs.$inferSelect;
export type StoryChapterRow = typeof storyChapters.$inferSelect;

/** Shares of the bar: the plan, the chapters, then the seams between them. */
const PLAN_SHARE = 5;
const CHAPTERS_SHARE = 80;
const SEAMS_SHARE = 15;

/** A chapter as the page shows it: its title and text as the game's story holds them (ADR 027). */
export function toChapter(row: StoryChapterRow, story: StoryBeats | null | undefined): CompleteStoryChapter {
  return {
    id: row.id,
    chapterNumber: row.chapterNumber,
    title: shownTitle(story, row),
    content: shownText(story, row),
    imageUrl: row.imageUrl,
  };
}

/** The progress a job's row and its chapters amount to (spec 002 §3), read against the story. */
export function progressOf(
  job: StoryJobRow | undefined,
  rows: StoryChapterRow[],
  idleTotal: number,
  story: StoryBeats | null = null,
) {
  if (!job)
    return {
      status: "idle",
      progress: 0,
      currentChapter: 0,
      totalChapters: idleTotal,
      chapters: [],
      error: null,
      story: storySummary(story),
    } satisfies CompleteStoryProgress;
  const total = job.totalChapters;
  const written = new Set(rows.map((r) => r.chapterNumber));
  const seams = rows.filter((r) => r.chapterNumber > 1 && r.seamed).length;
  let firstMissing = 1;
  while (written.has(firstMissing) && firstMissing < total) firstMissing += 1;
  const completed = job.status === "completed";
  const share =
    (job.plan ? PLAN_SHARE : 0) +
    (CHAPTERS_SHARE * Math.min(written.size, total)) / Math.max(1, total) +
    (SEAMS_SHARE * seams) / Math.max(1, total - 1);
  return {
    status: job.status as CompleteStoryProgress["status"],
    progress: completed ? 100 : Math.min(99, Math.floor(share)),
    currentChapter: completed ? total : Math.min(total, firstMissing),
    totalChapters: total,
    chapters: rows.map((row) => toChapter(row, story)),
    error: job.status === "error" ? (job.error ?? null) : null,
    story: storySummary(story),
  } satisfies CompleteStoryProgress;
}

export async function storyJobOf(db: Db, gameId: string): Promise<StoryJobRow | undefined> {
  const [job] = await db.select().from(storyJobs).where(eq(storyJobs.gameId, gameId));
  return job;
}

export async function chaptersOf(db: Db, storyJobId: string): Promise<StoryChapterRow[]> {
  return db
    .select()
    .from(storyChapters)
    .where(eq(storyChapters.storyJobId, storyJobId))
    .orderBy(asc(storyChapters.chapterNumber));
}

/** The game's written story (ADR 027): what the chapters say. */
export async function storyOf(db: Db, gameId: string): Promise<StoryBeats | null> {
  const [row] = await db.select({ storyBeats: games.storyBeats }).from(games).where(eq(games.id, gameId));
  return row?.storyBeats ?? null;
}

export async function readProgress(
  db: Db,
  gameId: string,
  idleTotal: number,
): Promise<CompleteStoryProgress> {
  const job = await storyJobOf(db, gameId);
  const rows = job ? await chaptersOf(db, job.id) : [];
  return progressOf(job, rows, idleTotal, await storyOf(db, gameId));
}

export const isFinished = (p: Pick<CompleteStoryProgress, "status">) =>
  p.status === "completed" || p.status === "error";

/**
 * "This game's story changed", within this process: the job tells it as each chapter lands, and
 * the progress streams wake at once. Streams also look at the database every few seconds, for
 * jobs that run on another instance.
 */
export class ProgressBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  changed(gameId: string): void {
    this.emitter.emit(gameId);
  }

  watch(gameId: string, listener: () => void): () => void {
    this.emitter.on(gameId, listener);
    return () => this.emitter.off(gameId, listener);
  }
}
