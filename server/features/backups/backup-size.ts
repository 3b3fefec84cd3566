import { eq, sql } from "drizzle-orm";
import { user } from "../../db/schema";
import type { Reader } from "./backup-export";
import { carriedRevisionBytes } from "./backup-revisions";

/**
 * The bytes of story a backup of this user would read (issue 28 F9): the text and JSON of their
 * games and of what hangs off them, summed by the database without reading any of it.
 * `games.content_bytes` is kept by the database on every write (the stories' JSON as text);
 * `octet_length` of a text column reads its stored length, not the text. A lower bound of the
 * archive's unpacked size (its JSON adds keys and indentation), so it can refuse a backup that
 * could never fit before anything is loaded. The small JSON lists (selected characters, action
 * options, the plan) are bounded by the format's schema and left out. The stories of the
 * revisions a backup carries count too (backup-revisions.ts).
 */
export async function storyBytesOf(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<
        string | number
      >`coalesce((select sum(g.content_bytes) from games g where g.creator_id = ${userId}), 0)
      + coalesce((
        select sum(
          coalesce(octet_length(c.description), 0) + coalesce(octet_length(c.base_description), 0)
          + coalesce(octet_length(c.current_status), 0) + coalesce(octet_length(c.personality), 0)
          + coalesce(octet_length(c.background), 0) + coalesce(octet_length(c.physique), 0)
        )
        from characters c join games g on g.id = c.game_id
        where g.creator_id = ${userId}), 0)
      + coalesce((
        select sum(octet_length(e.event_description))
        from character_events e join games g on g.id = e.game_id
        where g.creator_id = ${userId} and e.turn_id is null), 0)
      + coalesce((
        select sum(octet_length(o.outline) + coalesce(octet_length(o.content), 0))
        from outline_chapters o join games g on g.id = o.game_id
        where g.creator_id = ${userId}), 0)
      + coalesce((
        select sum(octet_length(s.content))
        from story_chapters s join story_jobs j on j.id = s.story_job_id join games g on g.id = j.game_id
        where g.creator_id = ${userId} and j.status = 'completed'), 0)
      + ${carriedRevisionBytes(userId)}`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return Number(row?.bytes ?? 0);
}
