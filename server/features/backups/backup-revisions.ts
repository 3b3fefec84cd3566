import { randomUUID } from "node:crypto";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { REVISIONS_KEPT } from "../../../contract/story-revisions";
import { storyRevisions } from "../../db/schema";
import type { Tx } from "../../game/story-store";
import { pruneRevisions } from "../../game/story-store";
import type { Reader } from "./backup-export";
import type { GameDocument } from "./backup-format";

/**
 * A game's History in its backup (ADR 027): its newest revisions, newest first — at most
 * REVISIONS_KEPT, and no more than REVISIONS_BACKUP_BYTES of kept stories, so that a game file
 * stays within MAX_GAME_FILE_BYTES (backup-archive.ts): that bound was sized for the largest
 * game without History, pretty-printed, with ~3 MB to spare, and 2 MB of compact story JSON
 * pretty-prints to about that. A game whose kept stories are larger carries its newest that fit.
 */
export const REVISIONS_BACKUP_BYTES = 2 * 1024 * 1024;

type Revisions = NonNullable<GameDocument["revisions"]>;

/** The revisions a backup carries, ranked by the database (stories past the bound are never read). */
function carried(db: Reader, gameId: string) {
  const newestFirst = sql`order by ${storyRevisions.createdAt} desc, ${storyRevisions.id} desc`;
  return db
    .select({
      id: storyRevisions.id,
      n: sql<number>`row_number() over (${newestFirst})`.as("n"),
      running: sql<number>`sum(${storyRevisions.bytes}) over (${newestFirst})`.as("running"),
    })
    .from(storyRevisions)
    .where(eq(storyRevisions.gameId, gameId))
    .as("carried");
}

export async function exportRevisions(db: Reader, gameId: string): Promise<Revisions> {
  const ranked = carried(db, gameId);
  const rows = await db
    .select({
      createdAt: storyRevisions.createdAt,
      madeBy: storyRevisions.madeBy,
      summary: storyRevisions.summary,
      sceneCount: storyRevisions.sceneCount,
      story: storyRevisions.story,
    })
    .from(storyRevisions)
    .innerJoin(ranked, eq(ranked.id, storyRevisions.id))
    .where(and(lte(ranked.n, REVISIONS_KEPT), lte(ranked.running, REVISIONS_BACKUP_BYTES)))
    .orderBy(desc(storyRevisions.createdAt), desc(storyRevisions.id));
  return rows.map((r) => ({
    createdAt: r.createdAt.toISOString(),
    madeBy: r.madeBy,
    summary: { added: r.summary.added, removed: r.summary.removed, changed: r.summary.changed },
    sceneCount: r.sceneCount,
    story: r.story ?? null,
  }));
}

/**
 * The sum `exportRevisions` carries for each of the user's games, in SQL without reading a story:
 * the backup's size check (backup-size.ts) counts it with the rest.
 */
export const carriedRevisionBytes = (userId: string) => sql`coalesce((
  select sum(r.bytes) from (
    select r.bytes,
      row_number() over w as n,
      sum(r.bytes) over w as running
    from story_revisions r join games g on g.id = r.game_id
    where g.creator_id = ${userId}
    window w as (partition by r.game_id order by r.created_at desc, r.id desc)
  ) r
  where r.n <= ${REVISIONS_KEPT} and r.running <= ${REVISIONS_BACKUP_BYTES}), 0)`;

/**
 * Puts a restored game's revisions back, its own: new ids, the new game and its owner, each
 * story from the worker's JSON text (never parsed on the event loop) and its size measured by
 * the database as writeStory measures it. Then the per-user bound applies as after any write.
 */
export async function importRevisions(
  tx: Tx,
  gameId: string,
  userId: string,
  revisions: Revisions,
  stories: (string | null)[],
): Promise<number> {
  for (const [i, r] of revisions.entries()) {
    const story = stories[i] ?? null;
    await tx.execute(sql`
      insert into story_revisions (id, game_id, user_id, made_by, summary, story, scene_count, bytes, created_at)
      select ${randomUUID()}, ${gameId}, ${userId}, ${r.madeBy}, ${JSON.stringify(r.summary)}::jsonb, s.story,
        ${r.sceneCount}, coalesce(octet_length(s.story::text), 0), least(${r.createdAt}::timestamptz, clock_timestamp())
      from (select ${story}::jsonb as story) s`);
  }
  if (revisions.length > 0) await pruneRevisions(tx, gameId, userId);
  return revisions.length;
}
