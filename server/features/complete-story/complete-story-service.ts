import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  COMPLETE_STORY_MESSAGES,
  type CompleteStoryProgress,
  type UpdateStoryChapterRequest,
  type WrittenStoryChapter,
} from "../../../contract/complete-story";
import type { Db } from "../../db/client";
import { games, outlineChapters, storyChapters, storyJobs } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../errors";
import { type GameRow, loadGameBible } from "../../game/game-bible";
import { chapterText } from "../../game/story-chapters";
import { lockStory, type Tx, writeStory } from "../../game/story-store";
import type { JobQueue } from "../../jobs/job-queue";
import type { AiService } from "../../plugins/ai";
import { findOwnedGame } from "../games/game-access";
import type { StoryJobData } from "./story-job";
import { plannedOutline, rewriteInput, storyChapterTotal } from "./story-plan";
import { chaptersOf, type ProgressBus, readProgress, storyJobOf, storyOf, toChapter } from "./story-progress";
import {
  dropChapters,
  editMadeBy,
  GENERATION_COALESCE_MS,
  GENERATOR,
  jobChapterRefs,
  regenerateMadeBy,
  shownText,
  writeChapter,
} from "./story-writes";

export const START_FAILED = "Failed to start story generation";
/** §4: the two generators do not mix; the page locks the switch, the server agrees. */
export const OUTLINE_CONTENT_EXISTS =
  "This game's outline already has written chapters. Delete them first to use the Complete Story Generator.";

/** A generating story whose row has not moved for this long may have lost its job: send it again. */
const STALE_AFTER_MS = 90_000;

const UNIQUE_VIOLATION = "23505";
const pgCode = (error: unknown): string | undefined => {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * The Complete Story Generator's calls (spec 002 §7): start a story (a durable job), read its
 * progress, edit a chapter, rewrite one with a direction. The owner's games only.
 */
export class CompleteStoryService {
  /** Games whose lost job was sent again lately, so that polling does not send it every time. */
  private readonly resent = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly ai: AiService,
    private readonly jobs: JobQueue,
    private readonly jobName: string,
    private readonly bus: ProgressBus,
    private readonly onStoryChanged: (gameId: string) => void,
  ) {}

  /** The total a story of this game would have: shown before one is started. */
  private async plannedTotal(game: GameRow): Promise<number> {
    return storyChapterTotal(plannedOutline(await loadGameBible(this.db, game)).length, game.chapterCount);
  }

  async progress(gameId: string, userId: string): Promise<CompleteStoryProgress> {
    const game = await findOwnedGame(this.db, gameId, userId);
    const job = await storyJobOf(this.db, gameId);
    if (job?.status === "generating" && Date.now() - job.updatedAt.getTime() > STALE_AFTER_MS)
      await this.resend(job.id, gameId);
    return readProgress(this.db, gameId, job ? 0 : await this.plannedTotal(game));
  }

  /**
   * Starts the story, or answers the one being written. A story that failed resumes where it
   * stopped; a finished one is replaced by a new one.
   */
  async start(gameId: string, userId: string): Promise<CompleteStoryProgress> {
    const game = await findOwnedGame(this.db, gameId, userId);
    // The spec's mode lock: the outline's chapters written in the story (ADR 027: the story says
    // what a chapter holds, not outline_chapters.content, which an Undo or a restore leaves).
    const outline = await this.db
      .select({ id: outlineChapters.id })
      .from(outlineChapters)
      .where(eq(outlineChapters.gameId, gameId));
    const written = new Set(
      (game.storyBeats?.chapters ?? []).filter((c) => c.scenes.length > 0).map((c) => c.id),
    );
    if (outline.some((c) => written.has(c.id))) throw conflict(OUTLINE_CONTENT_EXISTS);
    const total = await this.plannedTotal(game);

    let storyJobId: string;
    // A fresh story replaces the game's written story: the revision that keeps it is the Undo.
    let undoRevisionId: string | null = null;
    try {
      storyJobId = await this.db.transaction(async (tx) => {
        // The game's row first, as every writer of the story takes it (no deadlock with a job).
        await lockStory(tx, gameId);
        const [existing] = await tx
          .select()
          .from(storyJobs)
          .where(eq(storyJobs.gameId, gameId))
          .for("update");
        if (existing?.status === "generating") return existing.id;
        const now = new Date();
        if (existing?.status === "error") {
          await tx
            .update(storyJobs)
            .set({ status: "generating", error: null, userId, updatedAt: now, finishedAt: null })
            .where(eq(storyJobs.id, existing.id));
          await this.restoreMissing(tx, gameId, existing.id);
          return existing.id;
        }
        // A finished story (and its chapters, by cascade) makes way for the new one.
        if (existing) await tx.delete(storyJobs).where(eq(storyJobs.id, existing.id));
        const written = await writeStory(tx, {
          gameId,
          next: { chapters: [] },
          madeBy: GENERATOR,
          writtenBy: "complete-story",
        });
        undoRevisionId = written.revisionId;
        const id = randomUUID();
        await tx.insert(storyJobs).values({
          id,
          gameId,
          userId,
          status: "generating",
          totalChapters: total,
          startedAt: now,
          updatedAt: now,
        });
        return id;
      });
    } catch (error) {
      // Two starts at once: the other one made the row, and its story is the one to answer.
      if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
      return readProgress(this.db, gameId, total);
    }

    try {
      // Refused (null) while this story's job waits or runs: then that one is the answer.
      await this.jobs.send<StoryJobData>(this.jobName, { storyJobId }, { singletonKey: gameId });
    } catch (error) {
      await this.db
        .update(storyJobs)
        .set({ status: "error", error: START_FAILED, finishedAt: new Date() })
        .where(and(eq(storyJobs.id, storyJobId), eq(storyJobs.status, "generating")));
      const failed = new HttpError(500, START_FAILED);
      failed.cause = error;
      throw failed;
    }
    this.onStoryChanged(gameId);
    this.bus.changed(gameId);
    return { ...(await readProgress(this.db, gameId, total)), undoRevisionId };
  }

  /**
   * A story resumed after an error goes on in the written story: chapters it wrote before that
   * are not in the story (written before stories were one, ADR 027) are put back in.
   */
  private async restoreMissing(tx: Tx, gameId: string, storyJobId: string) {
    const rows = await tx
      .select()
      .from(storyChapters)
      .where(eq(storyChapters.storyJobId, storyJobId))
      .orderBy(asc(storyChapters.chapterNumber));
    const story = (await lockStory(tx, gameId))?.storyBeats ?? null;
    for (const row of rows)
      if (chapterText(story, row.id) === null)
        await writeChapter(tx, gameId, rows, row, { madeBy: GENERATOR, coalesceMs: GENERATION_COALESCE_MS });
  }

  /** Sends a generating story's job again; a no-op while its job waits or runs. */
  async resend(storyJobId: string, gameId: string): Promise<void> {
    const last = this.resent.get(gameId) ?? 0;
    if (Date.now() - last < STALE_AFTER_MS / 3) return;
    this.resent.set(gameId, Date.now());
    if (this.resent.size > 1000) this.resent.delete(this.resent.keys().next().value as string);
    await this.jobs
      .send<StoryJobData>(this.jobName, { storyJobId }, { singletonKey: gameId })
      .catch(() => {});
  }

  /**
   * Deletes the story and its chapters (a story still being written stops at its next step):
   * the Story Outline can be chosen again (spec 002 §4).
   */
  async remove(gameId: string, userId: string): Promise<CompleteStoryProgress> {
    const game = await findOwnedGame(this.db, gameId, userId);
    const undoRevisionId = await this.db.transaction(async (tx) => {
      await lockStory(tx, gameId);
      const ids = (
        await tx.select({ id: storyChapters.id }).from(storyChapters).where(eq(storyChapters.gameId, gameId))
      ).map((r) => r.id);
      await tx.delete(storyJobs).where(eq(storyJobs.gameId, gameId));
      await tx.update(games).set({ updatedAt: new Date() }).where(eq(games.id, gameId));
      // Its chapters leave the written story too (kept as a revision: the toast's Undo).
      return (await dropChapters(tx, gameId, ids))?.revisionId ?? null;
    });
    this.onStoryChanged(gameId);
    this.bus.changed(gameId);
    return { ...(await readProgress(this.db, gameId, await this.plannedTotal(game))), undoRevisionId };
  }

  private async ownedChapter(gameId: string, userId: string, chapterId: string) {
    await findOwnedGame(this.db, gameId, userId);
    const [row] = await this.db
      .select()
      .from(storyChapters)
      .where(and(eq(storyChapters.id, chapterId), eq(storyChapters.gameId, gameId)));
    if (!row) throw notFound(COMPLETE_STORY_MESSAGES.chapterNotFound);
    return row;
  }

  /** The author's words stand: a seam not yet smoothed will not touch them. */
  async updateChapter(
    gameId: string,
    userId: string,
    chapterId: string,
    change: UpdateStoryChapterRequest,
  ): Promise<WrittenStoryChapter> {
    const chapter = await this.ownedChapter(gameId, userId, chapterId);
    return this.store(gameId, chapterId, change, editMadeBy(chapter.chapterNumber));
  }

  /** The chapter rewritten following the author's direction, with the story around it as written. */
  async regenerateChapter(
    gameId: string,
    userId: string,
    chapterId: string,
    direction: string,
  ): Promise<WrittenStoryChapter> {
    const row = await this.ownedChapter(gameId, userId, chapterId);
    const game = await findOwnedGame(this.db, gameId, userId);
    const [job] = await this.db.select().from(storyJobs).where(eq(storyJobs.id, row.storyJobId));
    // The chapters as the story holds them: an edit made in the Story Editor is what is rewritten.
    const story = await storyOf(this.db, gameId);
    const written = (await chaptersOf(this.db, row.storyJobId)).map((c) => ({
      ...c,
      content: shownText(story, c),
    }));
    const chapter = written.find((c) => c.id === row.id) ?? row;
    const plan =
      job?.plan ??
      written.map((c) => ({
        chapterNumber: c.chapterNumber,
        title: c.title,
        outline: "",
        selectedCharacters: [],
        selectedLocation: "",
      }));
    const bible = await loadGameBible(this.db, game);
    const input = rewriteInput(bible, plan, chapter, written);
    const content = await this.ai.run(
      { userId, gameId, task: "story-chapter", estimate: 8_000 },
      (options, narrator) =>
        narrator.regenerateChapter({ ...input, currentContent: chapter.content, direction }, options),
    );
    return this.store(
      gameId,
      chapterId,
      { title: chapter.title, content: content.trim() },
      regenerateMadeBy(chapter.chapterNumber),
    );
  }

  /** The chapter's row and the story's chapter, together; the story kept first (the Undo). */
  private async store(
    gameId: string,
    chapterId: string,
    change: UpdateStoryChapterRequest,
    madeBy: string,
  ): Promise<WrittenStoryChapter> {
    const now = new Date();
    const { row, story, undoRevisionId } = await this.db.transaction(async (tx) => {
      await lockStory(tx, gameId);
      const [updated] = await tx
        .update(storyChapters)
        .set({ title: change.title, content: change.content, seamed: true, updatedAt: now })
        .where(and(eq(storyChapters.id, chapterId), eq(storyChapters.gameId, gameId)))
        .returning();
      if (!updated) throw notFound(COMPLETE_STORY_MESSAGES.chapterNotFound);
      await tx.update(storyJobs).set({ updatedAt: now }).where(eq(storyJobs.id, updated.storyJobId));
      const rows = await jobChapterRefs(tx, updated.storyJobId);
      const written = await writeChapter(tx, gameId, rows, updated, { madeBy });
      // Play reads the story through the game's version (writeStory moves it when the story changed).
      await tx.update(games).set({ updatedAt: now }).where(eq(games.id, gameId));
      const [game] = await tx
        .select({ storyBeats: games.storyBeats })
        .from(games)
        .where(eq(games.id, gameId));
      return { row: updated, story: game?.storyBeats ?? null, undoRevisionId: written?.revisionId ?? null };
    });
    this.onStoryChanged(gameId);
    this.bus.changed(gameId);
    return { ...toChapter(row, story), undoRevisionId };
  }
}
