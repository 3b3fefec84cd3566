import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { CHAPTER_COUNT } from "../../../contract/constants";
import {
  DEFAULT_OUTLINE_CHAPTERS,
  OUTLINE_MESSAGES,
  type SaveOutlineChapterRequest,
} from "../../../contract/outline";
import type { Db } from "../../db/client";
import { jsonbSafe } from "../../db/jsonb";
import { type ActionOption, games, outlineChapters, type StoryBeats, storyJobs } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { chapterText } from "../../game/story-chapters";
import { lockStory, writeStory } from "../../game/story-store";
import { GAME_NOT_FOUND } from "../games/game-access";
import { isOutlineStory, plannerStory } from "./outline-story";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type ChapterRow = typeof outlineChapters.$inferSelect;
export type SaveChapterInput = z.output<typeof SaveOutlineChapterRequest>;

/** A planner write's answer: the chapters, each with its content as the story holds it, and the Undo. */
export type PlannerWritten<T> = { chapters: T; undoRevisionId: string | null };

/** Typing and small edits within this long keep one revision (the story before the burst). */
export const EDIT_COALESCE_MS = 5 * 60_000;
export const EDIT_MADE_BY = "Story Builder edit";

/** What a chapter says is what the story holds (ADR 027), not `outline_chapters.content`. */
export const withStoryContent = (rows: ChapterRow[], story: StoryBeats | null) =>
  rows.map((row) => ({ ...row, content: chapterText(story, row.id) }));

/** The outline in order, each chapter's content read from the story. */
export async function loadOutlineView(db: Db | Tx, gameId: string) {
  const [rows, [game]] = await Promise.all([
    readChapters(db, gameId),
    db.select({ storyBeats: games.storyBeats }).from(games).where(eq(games.id, gameId)),
  ]);
  return withStoryContent(rows, game?.storyBeats ?? null);
}

/**
 * The story as the outline now has it (ADR 027), written in the outline write's transaction:
 * the outline before the write is `oldRows`, the story before it `before`.
 */
async function followOutline(
  tx: Tx,
  gameId: string,
  before: StoryBeats | null,
  oldRows: ChapterRow[],
  write: { madeBy: string; coalesce?: boolean; prose?: { id: string; content: string | null } },
): Promise<PlannerWritten<ChapterRow[]>> {
  const rows = await readChapters(tx, gameId);
  // A story the Complete Story Generator is writing is not taken over, even while it is empty.
  const [job] = await tx
    .select({ status: storyJobs.status })
    .from(storyJobs)
    .where(eq(storyJobs.gameId, gameId));
  const own = isOutlineStory(before) && job?.status !== "generating";
  const next = plannerStory({ before, oldRows, rows, prose: write.prose, own });
  if (!next) return { chapters: withStoryContent(rows, before), undoRevisionId: null };
  const written = await writeStory(tx, {
    gameId,
    next,
    madeBy: write.madeBy,
    // The outline's story stays the outline's; another tool's story keeps its name (ADR 027).
    writtenBy: own ? "outline" : undefined,
    coalesceMs: write.coalesce ? EDIT_COALESCE_MS : undefined,
  });
  return { chapters: withStoryContent(rows, next), undoRevisionId: written.revisionId };
}

/**
 * The Adaptive Story planner's writes (ADR 017). Each is one transaction that first locks the
 * game's row, so two writes to one outline take turns and each sees the chapters the other
 * left: chapter numbers are always 1..n, without gaps or twins, whatever arrives at once.
 */
async function withLockedOutline<T>(
  db: Db,
  userId: string,
  gameId: string,
  work: (tx: Tx, chapters: ChapterRow[], story: StoryBeats | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // The same lock as every story write's (writeStory): outline and story change together.
    const owner = await lockStory(tx, gameId);
    if (!owner || owner.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
    const chapters = await readChapters(tx, gameId);
    const result = await work(tx, chapters, owner.storyBeats ?? null);
    // The game's updatedAt tells play's cached bible that the plan changed.
    const count = await tx.$count(outlineChapters, eq(outlineChapters.gameId, gameId));
    await tx
      .update(games)
      .set({ updatedAt: new Date(), ...(count > 0 ? { hasStructuredStory: true } : {}) })
      .where(eq(games.id, gameId));
    return result;
  });
}

/** In order; a legacy plan with twins or gaps is read in a stable order and renumbered on write. */
export function readChapters(tx: Tx | Db, gameId: string): Promise<ChapterRow[]> {
  return tx
    .select()
    .from(outlineChapters)
    .where(eq(outlineChapters.gameId, gameId))
    .orderBy(asc(outlineChapters.chapterNumber), asc(outlineChapters.createdAt), asc(outlineChapters.id));
}

const emptyChapter = (gameId: string, chapterNumber: number, now: Date) => ({
  id: randomUUID(),
  gameId,
  chapterNumber,
  title: "",
  outline: "",
  content: null,
  selectedCharacters: [],
  selectedLocation: "",
  isGenerated: false,
  actionOptions: [],
  createdAt: now,
  updatedAt: now,
});

/**
 * A game without chapters shows 3 empty ones in the planner (spec 002 §9); the first write
 * makes them real, so that what the creator saw is what the write applies to.
 */
async function withDefaults(tx: Tx, gameId: string, chapters: ChapterRow[]): Promise<ChapterRow[]> {
  if (chapters.length) return chapters;
  const now = new Date();
  const rows = Array.from({ length: DEFAULT_OUTLINE_CHAPTERS }, (_, i) => emptyChapter(gameId, i + 1, now));
  return tx.insert(outlineChapters).values(rows).returning();
}

/**
 * Writes `order` as chapters 1..n. Action options that lead to a chapter follow it to its new
 * number; one that led to a removed chapter leads to the next chapter again (null).
 */
export async function renumber(tx: Tx, order: ChapterRow[], removed: ChapterRow[] = []) {
  const newNumber = new Map<number, number | null>();
  // The numbers as the creator saw them: a legacy plan with gaps is read by position.
  const before = [...order, ...removed].sort((a, b) => a.chapterNumber - b.chapterNumber);
  for (const row of removed) newNumber.set(row.chapterNumber, null);
  order.forEach((row, index) => {
    newNumber.set(row.chapterNumber, index + 1);
  });
  const now = new Date();
  const numbers: Array<{ id: string; n: number }> = [];
  for (const [index, row] of order.entries()) {
    if (row.chapterNumber !== index + 1) numbers.push({ id: row.id, n: index + 1 });
    const options = remapTargets(row.actionOptions, newNumber, before.length);
    if (options)
      await tx
        .update(outlineChapters)
        .set({ actionOptions: options, updatedAt: now })
        .where(eq(outlineChapters.id, row.id));
  }
  if (!numbers.length) return;
  const values = sql.join(
    numbers.map(({ id, n }) => sql`(${id}, ${n}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${outlineChapters} as c set chapter_number = v.n, updated_at = now()
        from (values ${values}) as v(id, n) where c.id = v.id`,
  );
}

function remapTargets(
  options: ActionOption[],
  newNumber: Map<number, number | null>,
  total: number,
): ActionOption[] | null {
  let changed = false;
  const next = options.map((option) => {
    const target = option.targetChapter;
    if (target == null || target > total || !newNumber.has(target)) return option;
    const moved = newNumber.get(target) ?? null;
    if (moved === target) return option;
    changed = true;
    return { ...option, targetChapter: moved };
  });
  return changed ? next : null;
}

/** What made a save, as the History panel names it. */
function saveMadeBy(reason: SaveChapterInput["reason"], chapterNumber: number) {
  if (reason === "generate") return { madeBy: `Story Builder: write chapter ${chapterNumber}` };
  if (reason === "regenerate") return { madeBy: `Regenerate chapter ${chapterNumber}` };
  // Its own revision, never merged into a burst of edits: the toast's Undo restores just it.
  if (reason === "clear") return { madeBy: `Story Builder: clear chapter ${chapterNumber}` };
  return { madeBy: EDIT_MADE_BY, coalesce: true };
}

/**
 * POST …/story-outline-chapters: update the chapter with this id or number, or append one; the
 * story follows (ADR 027). An id the outline no longer has but the story does (the Undo of a
 * removal brought the story chapter back) puts the chapter back at its number.
 */
export async function saveChapter(
  db: Db,
  userId: string,
  gameId: string,
  input: SaveChapterInput,
): Promise<PlannerWritten<ChapterRow>> {
  return withLockedOutline(db, userId, gameId, async (tx, read, story) => {
    const chapters = await withDefaults(tx, gameId, read);
    const values = {
      title: input.title,
      outline: input.outline,
      content: input.content,
      selectedCharacters: jsonbSafe(input.selectedCharacters),
      selectedLocation: input.selectedLocation,
      isGenerated: input.isGenerated,
      actionOptions: jsonbSafe(input.actionOptions) as ActionOption[],
      updatedAt: new Date(),
    };
    const byId = input.id ? chapters.find((c) => c.id === input.id) : undefined;
    const returning = input.id && !byId && story?.chapters.some((c) => c.id === input.id);
    const existing =
      byId ?? (returning ? undefined : chapters.find((c) => c.chapterNumber === input.chapterNumber));
    let id: string;
    if (existing) {
      await tx
        .update(outlineChapters)
        .set(values)
        .where(and(eq(outlineChapters.id, existing.id), eq(outlineChapters.gameId, gameId)));
      id = existing.id;
    } else {
      if (chapters.length >= CHAPTER_COUNT.max) throw badRequest(OUTLINE_MESSAGES.tooManyChapters);
      // Numbers stay 1..n: a chapter past the end is the next one.
      const [row] = await tx
        .insert(outlineChapters)
        .values({
          ...emptyChapter(gameId, chapters.length + 1, values.updatedAt),
          ...values,
          ...(returning && input.id ? { id: input.id } : {}),
        })
        .returning();
      id = (row as ChapterRow).id;
      if (returning && input.chapterNumber <= chapters.length) {
        const order = [...chapters];
        order.splice(input.chapterNumber - 1, 0, row as ChapterRow);
        await renumber(tx, order);
      }
    }
    const number = (await readChapters(tx, gameId)).findIndex((c) => c.id === id) + 1;
    const written = await followOutline(tx, gameId, story, chapters, {
      ...saveMadeBy(input.reason, number),
      prose: { id, content: input.content },
    });
    const saved = written.chapters.find((c) => c.id === id) as ChapterRow;
    return { chapters: saved, undoRevisionId: written.undoRevisionId };
  });
}

/** POST …/reorder {fromIndex, toIndex}: positions in the list, from 0. The story's chapters move too. */
export async function reorderChapters(
  db: Db,
  userId: string,
  gameId: string,
  fromIndex: number,
  toIndex: number,
) {
  return withLockedOutline(db, userId, gameId, async (tx, read, story) => {
    const chapters = await withDefaults(tx, gameId, read);
    if (fromIndex >= chapters.length || toIndex >= chapters.length)
      throw badRequest(OUTLINE_MESSAGES.positionOutOfRange);
    const order = [...chapters];
    const [moved] = order.splice(fromIndex, 1);
    order.splice(toIndex, 0, moved as ChapterRow);
    await renumber(tx, order);
    return followOutline(tx, gameId, story, chapters, { madeBy: EDIT_MADE_BY, coalesce: true });
  });
}

/** POST …/insert {afterChapterNumber}: an empty chapter after that one (0: first); later ones move down. */
export async function insertChapter(db: Db, userId: string, gameId: string, afterChapterNumber: number) {
  return withLockedOutline(db, userId, gameId, async (tx, read, story) => {
    const chapters = await withDefaults(tx, gameId, read);
    if (afterChapterNumber > chapters.length) throw badRequest(OUTLINE_MESSAGES.positionOutOfRange);
    if (chapters.length >= CHAPTER_COUNT.max) throw badRequest(OUTLINE_MESSAGES.tooManyChapters);
    // Placed after the others for now; renumber puts it in its place.
    const [row] = await tx
      .insert(outlineChapters)
      .values(emptyChapter(gameId, CHAPTER_COUNT.max + 1, new Date()))
      .returning();
    const order = [...chapters];
    order.splice(afterChapterNumber, 0, row as ChapterRow);
    await renumber(tx, order);
    return followOutline(tx, gameId, story, chapters, { madeBy: EDIT_MADE_BY, coalesce: true });
  });
}

/** DELETE …/story-outline-chapters/{chapterId}: the later chapters move up; its story chapter goes. */
export async function removeChapter(db: Db, userId: string, gameId: string, chapterId: string) {
  return withLockedOutline(db, userId, gameId, async (tx, chapters, story) => {
    const target = chapters.find((c) => c.id === chapterId);
    if (!target) throw notFound(OUTLINE_MESSAGES.chapterNotFound);
    const position = chapters.indexOf(target) + 1;
    await tx.delete(outlineChapters).where(eq(outlineChapters.id, target.id));
    await renumber(
      tx,
      chapters.filter((c) => c.id !== target.id),
      [target],
    );
    return followOutline(tx, gameId, story, chapters, {
      madeBy: `Story Builder: remove chapter ${position}`,
    });
  });
}

/** POST …/remove-location {location}: a custom location taken out of every chapter at once. */
export async function removeLocation(db: Db, userId: string, gameId: string, location: string) {
  // A chapter's place is the outline's own: the story does not change.
  await withLockedOutline(db, userId, gameId, async (tx) => {
    await tx
      .update(outlineChapters)
      .set({ selectedLocation: "", updatedAt: new Date() })
      .where(
        and(
          eq(outlineChapters.gameId, gameId),
          sql`lower(trim(${outlineChapters.selectedLocation})) = lower(${location.trim()})`,
        ),
      );
  });
  return loadOutlineView(db, gameId);
}
