import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { OutlineChapter } from "../../../contract/ai";
import type { Db } from "../../db/client";
import { games, outlineChapters } from "../../db/schema";
import { outlineStory } from "../../game/story-chapters";
import { lockStory, writeStory } from "../../game/story-store";
import { findOwnedGame } from "../games/game-access";
import { loadChapters } from "./game-detail";

/** Chapters renumbered 1..n in the order given, so that a plan never has gaps or twins. */
export function outlineRows(gameId: string, chapters: OutlineChapter[]) {
  return chapters.map((c, index) => ({
    id: randomUUID(),
    gameId,
    chapterNumber: index + 1,
    title: c.title,
    outline: c.outline,
    selectedCharacters: c.selectedCharacters,
    selectedLocation: c.selectedLocation,
  }));
}

/**
 * POST /api/games/{id}/story-outline: the plan replaces any earlier one, and the game becomes
 * a structured story. One transaction, so a failure keeps the old plan.
 */
export async function saveStoryOutline(db: Db, userId: string, gameId: string, chapters: OutlineChapter[]) {
  await findOwnedGame(db, gameId, userId);
  await db.transaction(async (tx) => {
    const story = await lockStory(tx, gameId);
    await tx.delete(outlineChapters).where(eq(outlineChapters.gameId, gameId));
    const rows = await tx.insert(outlineChapters).values(outlineRows(gameId, chapters)).returning();
    // A story the outline wrote is the outline's chapters: now the new plan's, still to be
    // written (ADR 027). The story it replaces is kept as a revision, for Undo in History.
    if (story?.storyBeats?.writtenBy === "outline")
      await writeStory(tx, {
        gameId,
        next: outlineStory(rows),
        madeBy: "New story outline",
        writtenBy: "outline",
      });
    await tx
      .update(games)
      .set({ hasStructuredStory: true, updatedAt: new Date() })
      .where(eq(games.id, gameId));
  });
  return loadChapters(db, gameId);
}
