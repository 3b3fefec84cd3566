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
import { type ActionOption, games, outlineChapters } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { GAME_NOT_FOUND } from "../games/game-access";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type ChapterRow = typeof outlineChapters.$inferSelect;
export type SaveChapterInput = z.output<typeof SaveOutlineChapterRequest>;

/**
 * The Adaptive Story planner's writes (ADR 017). Each is one transaction that first locks the
 * game's row, so two writes to one outline take turns and each sees the chapters the other
 * left: chapter numbers are always 1..n, without gaps or twins, whatever arrives at once.
 */
async function withLockedOutline<T>(
  db: Db,
  userId: string,
  gameId: string,
  work: (tx: Tx, chapters: ChapterRow[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ creatorId: games.creatorId })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!owner || owner.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
    const chapters = await readChapters(tx, gameId);
    const result = await work(tx, chapters);
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
function readChapters(tx: Tx | Db, gameId: string): Promise<ChapterRow[]> {
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
async function renumber(tx: Tx, order: ChapterRow[], removed: ChapterRow[] = []) {
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

/** POST …/story-outline-chapters: update the chapter with this id or number, or append one. */
export async function saveChapter(db: Db, userId: string, gameId: string, input: SaveChapterInput) {
  return withLockedOutline(db, userId, gameId, async (tx, read) => {
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
    const existing = byId ?? chapters.find((c) => c.chapterNumber === input.chapterNumber);
    if (existing) {
      const [row] = await tx
        .update(outlineChapters)
        .set(values)
        .where(and(eq(outlineChapters.id, existing.id), eq(outlineChapters.gameId, gameId)))
        .returning();
      return row as ChapterRow;
    }
    if (chapters.length >= CHAPTER_COUNT.max) throw badRequest(OUTLINE_MESSAGES.tooManyChapters);
    // Numbers stay 1..n: a chapter past the end is the next one.
    const [row] = await tx
      .insert(outlineChapters)
      .values({ ...emptyChapter(gameId, chapters.length + 1, values.updatedAt), ...values })
      .returning();
    return row as ChapterRow;
  });
}

/** POST …/reorder {fromIndex, toIndex}: positions in the list, from 0. */
export async function reorderChapters(
  db: Db,
  userId: string,
  gameId: string,
  fromIndex: number,
  toIndex: number,
) {
  await withLockedOutline(db, userId, gameId, async (tx, read) => {
    const chapters = await withDefaults(tx, gameId, read);
    if (fromIndex >= chapters.length || toIndex >= chapters.length)
      throw badRequest(OUTLINE_MESSAGES.positionOutOfRange);
    const order = [...chapters];
    const [moved] = order.splice(fromIndex, 1);
    order.splice(toIndex, 0, moved as ChapterRow);
    await renumber(tx, order);
  });
  return readChapters(db, gameId);
}

/** POST …/insert {afterChapterNumber}: an empty chapter after that one (0: first); later ones move down. */
export async function insertChapter(db: Db, userId: string, gameId: string, afterChapterNumber: number) {
  await withLockedOutline(db, userId, gameId, async (tx, read) => {
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
  });
  return readChapters(db, gameId);
}

/** DELETE …/story-outline-chapters/{chapterId}: the later chapters move up. */
export async function removeChapter(db: Db, userId: string, gameId: string, chapterId: string) {
  await withLockedOutline(db, userId, gameId, async (tx, chapters) => {
    const target = chapters.find((c) => c.id === chapterId);
    if (!target) throw notFound(OUTLINE_MESSAGES.chapterNotFound);
    await tx.delete(outlineChapters).where(eq(outlineChapters.id, target.id));
    await renumber(
      tx,
      chapters.filter((c) => c.id !== target.id),
      [target],
    );
  });
  return readChapters(db, gameId);
}

/** POST …/remove-location {location}: a custom location taken out of every chapter at once. */
export async function removeLocation(db: Db, userId: string, gameId: string, location: string) {
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
  return readChapters(db, gameId);
}

export { readChapters as loadOutline };
