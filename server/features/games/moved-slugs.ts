import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gameSlugs, games } from "../../db/schema";

/**
 * The current share slug of the published game an earlier slug belonged to (issue 30 item 1),
 * for the play link's permanent redirect. A draft's links stay unanswered: whether it exists is
 * not told to strangers (GAPS.md).
 */
export async function movedPlaySlug(db: Db, slug: string): Promise<string | null> {
  if (slug.length > 200) return null;
  const [row] = await db
    .select({ slug: games.shareSlug })
    .from(gameSlugs)
    .innerJoin(games, eq(games.id, gameSlugs.gameId))
    .where(and(eq(gameSlugs.slug, slug), eq(games.isPublished, true)))
    .limit(1);
  return row && row.slug !== slug ? row.slug : null;
}
