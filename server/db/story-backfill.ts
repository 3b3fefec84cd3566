import { and, asc, eq, sql } from "drizzle-orm";
import { continueChoice, outlineStory, proseChapter } from "../game/story-chapters";
import { hasScenes, lockStory, type StoryWritten, type Tx, writeStory } from "../game/story-store";
import type { Db } from "./client";
import { games, outlineChapters, type StoryBeats, storyChapters, storyJobs, storyRevisions } from "./schema";

/**
 * One written story per game (ADR 027) for games written before it: their prose lived in
 * `story_chapters` (the Complete Story Generator) or `outline_chapters.content` (the Story
 * Builder's outline) while `games.story_beats`, which every screen now reads, stayed empty. Such
 * a game gets that prose as its story, once: a game whose story has scenes is left alone, so a
 * second run (or a second instance starting at the same time) changes nothing.
 */

export const BACKFILL_MADE_BY = "Upgrade: one story per game";

/** A finished complete story's chapters, in order, each leading on to the next. */
function completeStory(rows: Array<{ id: string; chapterNumber: number; title: string; content: string }>) {
  const chapters = rows.map((row, i) => {
    const next = rows[i + 1];
    return proseChapter({ ...row, choices: next ? [continueChoice(row.id, next)] : [] });
  });
  return { chapters } satisfies StoryBeats;
}

/**
 * The game's story from its older stores, inside the caller's transaction: a completed
 * complete story's chapters, else the outline's chapters when any has prose. Null when the game
 * already has a story with scenes, or nothing to make one from. A restored backup of an older
 * version goes through here too.
 */
export async function backfillGameStory(tx: Tx, gameId: string): Promise<StoryWritten | null> {
  const locked = await lockStory(tx, gameId);
  if (!locked || hasScenes(locked.storyBeats)) return null;
  // A game written since one story per game has revisions: its empty story is an author's (an
  // Undo, a restore, Delete all scenes), never one still to be upgraded.
  const [kept] = await tx
    .select({ id: storyRevisions.id })
    .from(storyRevisions)
    .where(eq(storyRevisions.gameId, gameId))
    .limit(1);
  if (kept) return null;
  const [job] = await tx
    .select({ id: storyJobs.id })
    .from(storyJobs)
    .where(and(eq(storyJobs.gameId, gameId), eq(storyJobs.status, "completed")));
  if (job) {
    const rows = await tx
      .select({
        id: storyChapters.id,
        chapterNumber: storyChapters.chapterNumber,
        title: storyChapters.title,
        content: storyChapters.content,
      })
      .from(storyChapters)
      .where(eq(storyChapters.storyJobId, job.id))
      .orderBy(asc(storyChapters.chapterNumber));
    const story = completeStory(rows);
    if (hasScenes(story))
      return writeStory(tx, { gameId, next: story, madeBy: BACKFILL_MADE_BY, writtenBy: "complete-story" });
  }
  const outline = await tx
    .select({
      id: outlineChapters.id,
      chapterNumber: outlineChapters.chapterNumber,
      title: outlineChapters.title,
      content: outlineChapters.content,
      actionOptions: outlineChapters.actionOptions,
    })
    .from(outlineChapters)
    .where(eq(outlineChapters.gameId, gameId))
    .orderBy(asc(outlineChapters.chapterNumber));
  const story = outlineStory(outline);
  if (!hasScenes(story)) return null;
  return writeStory(tx, { gameId, next: story, madeBy: BACKFILL_MADE_BY, writtenBy: "outline" });
}

/**
 * Every game still to be given its story, each in a transaction of its own. Run at start-up
 * after the SQL migrations: when there is nothing to do it costs one query.
 */
export async function backfillStories(
  db: Db,
  /** One user's games only: tests, on a PostgreSQL other test files use at the same time. */
  only?: { creatorId: string },
): Promise<number> {
  // Driven by the older stores (games with outline prose, or a finished complete story): only
  // their stories are looked at, and those already written are skipped.
  const candidates = await db
    .select({ id: games.id })
    .from(games)
    .where(sql`${only ? sql`${games.creatorId} = ${only.creatorId} and ` : sql``}${games.id} in (
        select o.game_id from outline_chapters o where btrim(coalesce(o.content, '')) <> ''
        union
        select j.game_id from story_jobs j where j.status = 'completed'
          and exists (select 1 from story_chapters c where c.story_job_id = j.id and btrim(c.content) <> '')
      )
      and not coalesce(jsonb_path_exists(${games.storyBeats}, '$.chapters[*].scenes[0]'), false)
      and not exists (select 1 from story_revisions r where r.game_id = ${games.id})`);
  let written = 0;
  for (const { id } of candidates) {
    const done = await db.transaction((tx) => backfillGameStory(tx, id));
    if (done?.revisionId) written++;
  }
  return written;
}
