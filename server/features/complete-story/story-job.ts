import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { COMPLETE_STORY_MESSAGES } from "../../../contract/complete-story";
import { AiConfigurationError } from "../../ai/ai-errors";
import { AiBudgetError } from "../../ai/budget";
import type { CallOptions, GameBible, Narrator } from "../../ai/narrator";
import type { Db } from "../../db/client";
import { games, type PlannedChapter, storyChapters, storyJobs } from "../../db/schema";
import { findGameById, loadGameBible } from "../../game/game-bible";
import { lockStory, type Tx } from "../../game/story-store";
import type { JobContext, QueueSettings } from "../../jobs/job-queue";
import type { AiService } from "../../plugins/ai";
import type { ChapterPictures } from "./chapter-pictures";
import { makePlan, seamInput, sideBySideInput, splitOpening } from "./story-plan";
import { chaptersOf, type ProgressBus, type StoryChapterRow, type StoryJobRow } from "./story-progress";
import { GENERATION_COALESCE_MS, GENERATOR, jobChapterRefs, proseOf, writeChapter } from "./story-writes";

export const STORY_JOB = "story.generate";

export type StoryJobData = { storyJobId: string };

export type CompleteStoryOptions = {
  /** The queue's name: tests sharing one PostgreSQL keep their jobs apart with names of their own. */
  jobName: string;
  /** Chapters (and seams) of one story written at once. */
  concurrency: number;
  /** Tries of one model call before the story fails (the first included). */
  modelAttempts: number;
  /** The first retry's delay; each further one doubles it, with some jitter. */
  modelRetryDelayMs: number;
  /** How often a running job moves its row's updated_at on (the page's sign of life). */
  touchEveryMs: number;
  /**
   * Send again, when this instance starts, every story still generating (its job may have been
   * lost). Off in tests: their apps share one PostgreSQL, and one test file's app must not take
   * another's story into its own queue.
   */
  resendOnReady: boolean;
  /** The queue: retries of a run that died or was stopped, and how soon. */
  queue: Required<
    Pick<
      QueueSettings,
      "retryLimit" | "retryDelaySeconds" | "pollingIntervalSeconds" | "heartbeatSeconds" | "concurrency"
    >
  >;
};

export const DEFAULT_OPTIONS: CompleteStoryOptions = {
  jobName: STORY_JOB,
  concurrency: 6,
  modelAttempts: 3,
  modelRetryDelayMs: 2_000,
  touchEveryMs: 5_000,
  resendOnReady: true,
  queue: {
    // A run is lost only when its instance stops or dies: each retry resumes where it stopped.
    retryLimit: 5,
    retryDelaySeconds: 2,
    // A new story should not wait long for a worker to notice it.
    pollingIntervalSeconds: 1,
    heartbeatSeconds: 10,
    // Stories of different games written at once by one instance (each with `concurrency` calls).
    concurrency: 2,
  },
};

/** The story cannot be finished by retrying: the page shows this message. */
export class StoryFailure extends Error {}
/** The story was cleared (Delete all scenes) or finished elsewhere: stop quietly. */
class Cancelled extends Error {}

/** Chapter pictures drawn at once by one story: the embedded illustrator is CPU-bound. */
const PICTURES_AT_ONCE = 2;

const TASK_ESTIMATE = { plan: 6_000, chapter: 6_000, seam: 2_000 } as const;

/** The database's error code, through Drizzle's wrapping. */
function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
const FOREIGN_KEY_VIOLATION = "23503";

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", abort);
    };
    const abort = () => {
      done();
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal.addEventListener("abort", abort, { once: true });
  });

/** At most `limit` tasks at once, in the order they were asked for. */
class Limiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      signal.throwIfAborted();
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Runs one complete-story job (ADR 018): the plan, then every chapter not yet stored, side by
 * side, then the seams between them. Everything is stored the moment it is done, so a run that
 * is stopped or dies is resumed by the next one without redoing anything.
 */
export class StoryJobRunner {
  constructor(
    private readonly db: Db,
    private readonly ai: AiService,
    private readonly bus: ProgressBus,
    private readonly options: CompleteStoryOptions,
    private readonly log: { warn(details: object, message: string): void },
    /** Each chapter's picture, drawn once it is written (issue 30 item 7). */
    private readonly pictures: ChapterPictures,
    /** Play keeps games in memory for a while: a finished story is played at once. */
    private readonly onFinished: (gameId: string) => void = () => {},
  ) {}

  async run({ storyJobId }: StoryJobData, ctx: JobContext): Promise<void> {
    const [job] = await this.db.select().from(storyJobs).where(eq(storyJobs.id, storyJobId));
    // Cleared, finished, or failed meanwhile: nothing to do.
    if (job?.status !== "generating") return;
    const game = await findGameById(this.db, job.gameId);
    if (!game) return;
    await this.db
      .update(storyJobs)
      .set({ runs: sql`${storyJobs.runs} + 1`, updatedAt: new Date() })
      .where(eq(storyJobs.id, job.id));
    this.bus.changed(job.gameId);

    // One failure stops the run's other calls: no more tokens on a story that will not finish.
    const stop = new AbortController();
    const signal = AbortSignal.any([ctx.signal, stop.signal]);
    const alive = setInterval(() => void this.touch(job.id).catch(() => {}), this.options.touchEveryMs);
    try {
      await this.write(job, await loadGameBible(this.db, game), signal, stop);
    } catch (error) {
      if (error instanceof Cancelled) return;
      if (error instanceof StoryFailure) return this.fail(job, error.message);
      // Stopping: the queue retries the job on whichever instance runs next.
      if (ctx.signal.aborted) throw error;
      if (ctx.retryCount >= this.options.queue.retryLimit) {
        this.log.warn({ err: error, storyJobId }, "complete story failed after its retries");
        return this.fail(job, COMPLETE_STORY_MESSAGES.failed);
      }
      throw error;
    } finally {
      clearInterval(alive);
      stop.abort();
    }
  }

  private async write(job: StoryJobRow, bible: GameBible, signal: AbortSignal, stop: AbortController) {
    let plan = job.plan;
    if (!plan) {
      await this.ensureCurrent(job.id);
      const made = await this.call(
        job,
        "story-plan",
        TASK_ESTIMATE.plan,
        signal,
        COMPLETE_STORY_MESSAGES.planFailed,
        (o, narrator) => makePlan(narrator, bible, job.totalChapters, o),
      );
      const stored = await this.db
        .update(storyJobs)
        .set({ plan: made, totalChapters: made.length, updatedAt: new Date() })
        .where(and(eq(storyJobs.id, job.id), eq(storyJobs.status, "generating")))
        .returning({ id: storyJobs.id });
      if (!stored.length) throw new Cancelled();
      plan = made;
      this.bus.changed(job.gameId);
    }
    const story = plan;

    const stored = new Map((await chaptersOf(this.db, job.id)).map((r) => [r.chapterNumber, r]));
    const limiter = new Limiter(this.options.concurrency);
    let failure: unknown;
    const watch = <T>(work: Promise<T>): Promise<T> =>
      work.catch((error) => {
        failure ??= error;
        stop.abort(error);
        throw error;
      });

    // Each chapter's picture once it is written (one an earlier run stored without its picture
    // included), beside the model's calls rather than in their slots: the text never waits for it.
    const painter = new Limiter(PICTURES_AT_ONCE);
    const drawings: Array<Promise<unknown>> = [];
    const chapters = new Map<number, Promise<StoryChapterRow>>();
    for (const chapter of story) {
      const have = stored.get(chapter.chapterNumber);
      const written = have
        ? Promise.resolve(have)
        : watch(limiter.run(() => this.writeChapter(job, bible, story, chapter, signal), signal));
      chapters.set(chapter.chapterNumber, written);
      drawings.push(
        written
          .then((row) =>
            row.imageUrl ? undefined : painter.run(() => this.drawPicture(job, bible, row, signal), signal),
          )
          .catch(() => {}),
      );
    }
    // A seam is smoothed as soon as both its chapters exist.
    const seams = story
      .filter((c) => c.chapterNumber > 1)
      .map(async (chapter) => {
        const [previous, current] = await Promise.all([
          chapters.get(chapter.chapterNumber - 1),
          chapters.get(chapter.chapterNumber),
        ]);
        if (!previous || !current || current.seamed) return;
        await watch(limiter.run(() => this.smooth(job, bible, story, previous, current, signal), signal));
      });
    await Promise.allSettled([...chapters.values(), ...seams, ...drawings]);
    if (failure) throw failure;
    await this.complete(job);
  }

  private async writeChapter(
    job: StoryJobRow,
    bible: GameBible,
    plan: PlannedChapter[],
    chapter: PlannedChapter,
    signal: AbortSignal,
  ): Promise<StoryChapterRow> {
    await this.ensureCurrent(job.id);
    const n = chapter.chapterNumber;
    const content = await this.call(
      job,
      "story-chapter",
      TASK_ESTIMATE.chapter,
      signal,
      COMPLETE_STORY_MESSAGES.chapterFailed.replace("{n}", String(n)),
      (o, narrator) => narrator.chapter(sideBySideInput(bible, plan, chapter), o),
    );
    const now = new Date();
    let inserted: StoryChapterRow[];
    try {
      // The row and the story's chapter land together: a run stopped between them cannot leave
      // a chapter the story lacks.
      inserted = await this.db.transaction(async (tx) => {
        // The game's row first, as every writer of the story takes it: the insert's foreign-key
        // check would otherwise share-lock it, and two chapters landing at once deadlock.
        await lockStory(tx, job.gameId);
        const rows = await tx
          .insert(storyChapters)
          .values({
            id: randomUUID(),
            storyJobId: job.id,
            gameId: job.gameId,
            chapterNumber: n,
            title: chapter.title,
            content: content.trim(),
            // The first chapter follows nothing; the others' openings are smoothed below.
            seamed: n === 1,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (rows[0]) await this.intoStory(tx, job, rows[0]);
        return rows;
      });
    } catch (error) {
      // The job's row is gone: the story was cleared while this chapter was written.
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw new Cancelled();
      throw error;
    }
    // Play keeps games in memory for a while: the story it reads has changed.
    this.onFinished(job.gameId);
    await this.touch(job.id);
    this.bus.changed(job.gameId);
    const row = inserted[0];
    if (row) return row;
    // Another run of this job stored it first: that one stands.
    const [existing] = (await chaptersOf(this.db, job.id)).filter((r) => r.chapterNumber === n);
    if (!existing) throw new Cancelled();
    return existing;
  }

  /** The chapter's picture (chapter-pictures.ts); a failed one leaves the chapter without. */
  private async drawPicture(job: StoryJobRow, bible: GameBible, row: StoryChapterRow, signal: AbortSignal) {
    if (await this.pictures.draw(bible, row, signal)) this.bus.changed(job.gameId);
  }

  /** A chapter's opening rewritten to follow the one before; a failed seam leaves it as written. */
  private async smooth(
    job: StoryJobRow,
    bible: GameBible,
    plan: PlannedChapter[],
    previous: StoryChapterRow,
    current: StoryChapterRow,
    signal: AbortSignal,
  ) {
    await this.ensureCurrent(job.id);
    const input = seamInput(bible, plan, previous, current);
    let content = current.content;
    if (input) {
      try {
        const opening = await this.call(job, "story-seam", TASK_ESTIMATE.seam, signal, "", (o, narrator) =>
          narrator.smoothSeam(input, o),
        );
        if (opening.trim()) content = `${opening.trim()}\n\n${splitOpening(current.content).rest}`;
      } catch (error) {
        if (!(error instanceof StoryFailure)) throw error;
        this.log.warn(
          { err: error, storyJobId: job.id, chapter: current.chapterNumber },
          "seam left as written",
        );
      }
    }
    // Only over the text the seam was written from: an author's edit meanwhile stands, on the
    // generator's page (the row) or in the Story Editor (the story's chapter).
    await this.db.transaction(async (tx) => {
      await lockStory(tx, job.gameId);
      const [seamed] = await tx
        .update(storyChapters)
        .set({ content, seamed: true, updatedAt: new Date() })
        .where(
          and(
            eq(storyChapters.id, current.id),
            eq(storyChapters.seamed, false),
            eq(storyChapters.content, current.content),
          ),
        )
        .returning();
      if (seamed && content !== current.content)
        await this.intoStory(tx, job, seamed, proseOf(current.id, current.content));
    });
    this.onFinished(job.gameId);
    await this.touch(job.id);
    this.bus.changed(job.gameId);
  }

  /**
   * The chapter into the game's written story (ADR 027), at its place, linked to its neighbours;
   * one revision for the whole generation. `only`: unless the story's chapter says otherwise.
   */
  private async intoStory(tx: Tx, job: StoryJobRow, row: StoryChapterRow, only?: string | null) {
    const rows = await jobChapterRefs(tx, job.id);
    await writeChapter(tx, job.gameId, rows, row, {
      madeBy: GENERATOR,
      coalesceMs: GENERATION_COALESCE_MS,
      only,
    });
  }

  /**
   * One model call, charged to whoever started the story, tried again with backoff when it
   * fails. A spent budget or a misconfigured provider is not worth retrying.
   */
  private async call<T>(
    job: StoryJobRow,
    task: string,
    estimate: number,
    signal: AbortSignal,
    failMessage: string,
    work: (options: CallOptions, narrator: Narrator) => Promise<T>,
  ): Promise<T> {
    const { modelAttempts, modelRetryDelayMs } = this.options;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.ai.run({ userId: job.userId, gameId: job.gameId, task, estimate, signal }, work);
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof AiBudgetError || error instanceof AiConfigurationError)
          throw new StoryFailure(error.message, { cause: error });
        if (attempt >= modelAttempts) throw new StoryFailure(failMessage, { cause: error });
        this.log.warn({ err: error, storyJobId: job.id, task, attempt }, "model call failed; retrying");
        const backoff = modelRetryDelayMs * 2 ** (attempt - 1);
        await sleep(backoff * (0.75 + Math.random() * 0.5), signal);
      }
    }
  }

  private async ensureCurrent(storyJobId: string) {
    const [row] = await this.db
      .select({ status: storyJobs.status })
      .from(storyJobs)
      .where(eq(storyJobs.id, storyJobId));
    if (row?.status !== "generating") throw new Cancelled();
  }

  private async touch(storyJobId: string) {
    await this.db
      .update(storyJobs)
      .set({ updatedAt: new Date() })
      .where(and(eq(storyJobs.id, storyJobId), eq(storyJobs.status, "generating")));
  }

  private async complete(job: StoryJobRow) {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const done = await tx
        .update(storyJobs)
        .set({ status: "completed", error: null, updatedAt: now, finishedAt: now })
        .where(and(eq(storyJobs.id, job.id), eq(storyJobs.status, "generating")))
        .returning({ id: storyJobs.id });
      // Play walks it chapter by chapter from now on, Next Chapter included.
      if (done.length)
        await tx
          .update(games)
          .set({ hasStructuredStory: true, updatedAt: now })
          .where(eq(games.id, job.gameId));
    });
    this.onFinished(job.gameId);
    this.bus.changed(job.gameId);
  }

  private async fail(job: StoryJobRow, message: string) {
    const now = new Date();
    await this.db
      .update(storyJobs)
      .set({ status: "error", error: message, updatedAt: now, finishedAt: now })
      .where(and(eq(storyJobs.id, job.id), eq(storyJobs.status, "generating")));
    this.bus.changed(job.gameId);
  }
}
