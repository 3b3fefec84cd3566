import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outlineChapters, type StoryBeats } from "../../db/schema";
import { chapterText } from "../../game/story-chapters";
import { storyTitle } from "./outline-story";
import { readChapters, renumber } from "./planner-service";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The outline follows a story written elsewhere (the Story Editor's save, ADR 027), in that
 * write's transaction: an outline chapter the story has takes its title, its place in the story's
 * order and its text; one the story had and no longer has leaves the outline (numbers 1..n again,
 * as the planner's remove does). Outline chapters the story never had stay as they are.
 */
export async function followStory(
  tx: Tx,
  gameId: string,
  before: StoryBeats | null,
  after: StoryBeats | null,
) {
  const rows = await readChapters(tx, gameId);
  if (!rows.length) return;
  const was = new Set(before?.chapters.map((c) => c.id) ?? []);
  const now = new Map((after?.chapters ?? []).map((c, i) => [c.id, { chapter: c, index: i }]));
  const removed = rows.filter((r) => was.has(r.id) && !now.has(r.id));
  const kept = rows.filter((r) => !removed.includes(r));

  // Chapters in the story take the story's order, in the places they hold among the others.
  const inStory = kept.filter((r) => now.has(r.id));
  const sorted = [...inStory].sort((a, b) => (now.get(a.id)?.index ?? 0) - (now.get(b.id)?.index ?? 0));
  let k = 0;
  const order = kept.map((r) => (now.has(r.id) ? (sorted[k++] as typeof r) : r));

  const at = new Date();
  for (const row of inStory) {
    const chapter = now.get(row.id)?.chapter;
    if (!chapter) continue;
    // A blank outline title is "Untitled chapter" in the story: not a new title.
    const title = chapter.title === storyTitle(row.title) ? row.title : chapter.title;
    const content = chapterText(after, row.id);
    if (title === row.title && content === row.content) continue;
    await tx
      .update(outlineChapters)
      .set({ title, content, updatedAt: at })
      .where(eq(outlineChapters.id, row.id));
  }
  if (removed.length)
    await tx.delete(outlineChapters).where(
      inArray(
        outlineChapters.id,
        removed.map((r) => r.id),
      ),
    );
  if (removed.length || order.some((r, i) => r !== kept[i])) await renumber(tx, order, removed);
}
