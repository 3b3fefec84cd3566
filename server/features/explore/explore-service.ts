import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  EXPLORE_DESCRIPTION_CHARS,
  EXPLORE_PAGE_SIZE,
  type ExploreGame,
  type ExploreResponse,
  type ExploreSort,
} from "../../../contract/explore";
import type { Db } from "../../db/client";
import { games, LISTED, user } from "../../db/schema";
import { type CursorAt, decodeCursor, encodeCursor } from "./explore-cursor";

export type ExploreFilters = {
  q?: string;
  genre?: string;
  sort: ExploreSort;
  childSafe?: boolean;
  cursor?: string;
};

/**
 * Each sort's key, ordered as its partial index is (games_explore_*_idx: key desc, id desc,
 * nulls last), so that a page is a range of one index and not a sort of every listed game.
 * `text` is the key as the cursor carries it: a timestamp to the microsecond, or a count.
 */
const SORT_KEYS: Record<ExploreSort, { column: SQL; text: SQL; cast: string }> = {
  newest: {
    column: sql`${games.publishedAt}`,
    text: sql`to_char(${games.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    cast: "timestamptz",
  },
  "most-played": { column: sql`${games.playCount}`, text: sql`${games.playCount}::text`, cast: "integer" },
  "most-finished": {
    column: sql`${games.finishCount}`,
    text: sql`${games.finishCount}::text`,
    cast: "integer",
  },
};

/** The words of a search, as PostgreSQL's full-text search reads them (stemmed English). */
const matches = (q: string) => sql`${games.searchVector} @@ plainto_tsquery('english', ${q})`;

/** The opening chapter's picture, when a complete story drew one (ADR 021): the card's cover. */
const cover = sql<string | null>`(
  select sc.image_url from story_chapters sc
  where sc.story_job_id = (select j.id from story_jobs j where j.game_id = ${games.id})
    and sc.chapter_number = 1
)`;

function clip(text: string | null): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (trimmed.length <= EXPLORE_DESCRIPTION_CHARS) return trimmed;
  return `${trimmed.slice(0, EXPLORE_DESCRIPTION_CHARS - 1).trimEnd()}…`;
}

export class ExploreService {
  constructor(private readonly db: Db) {}

  /** The list query itself, unexecuted: the route runs it, the EXPLAIN test and the bench read its plan. */
  query(filters: ExploreFilters, at?: CursorAt) {
    const key = SORT_KEYS[filters.sort];
    const where: SQL[] = [LISTED];
    if (filters.q) where.push(matches(filters.q));
    if (filters.genre) where.push(eq(games.genre, filters.genre));
    if (filters.childSafe) where.push(eq(games.childMode, true));
    // Keyset: strictly after the last card in (key desc, id desc) order — a row comparison the
    // index answers as a range.
    if (at) where.push(sql`(${key.column}, ${games.id}) < (${at.key}::${sql.raw(key.cast)}, ${at.id})`);
    return this.db
      .select({
        id: games.id,
        shareSlug: games.shareSlug,
        title: games.title,
        genre: games.genre,
        description: sql<string | null>`left(${games.description}, ${EXPLORE_DESCRIPTION_CHARS + 1})`,
        childMode: games.childMode,
        playCount: games.playCount,
        finishCount: games.finishCount,
        publishedAt: games.publishedAt,
        creatorId: games.creatorId,
        firstName: user.firstName,
        name: user.name,
        coverUrl: cover,
        sortKey: sql<string>`${key.text}`,
      })
      .from(games)
      .leftJoin(user, eq(user.id, games.creatorId))
      .where(and(...where))
      .orderBy(sql`${key.column} desc nulls last`, sql`${games.id} desc nulls last`)
      .limit(EXPLORE_PAGE_SIZE + 1);
  }

  async list(filters: ExploreFilters): Promise<ExploreResponse> {
    const at = filters.cursor ? decodeCursor(filters.cursor, filters.sort) : undefined;
    const rows = await this.query(filters, at);
    const page = rows.slice(0, EXPLORE_PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor =
      rows.length > EXPLORE_PAGE_SIZE && last
        ? encodeCursor(filters.sort, { key: last.sortKey, id: last.id })
        : null;
    return {
      games: page.map(
        (r): ExploreGame => ({
          id: r.id,
          shareSlug: r.shareSlug,
          title: r.title,
          genre: r.genre,
          description: clip(r.description),
          // As the play page names them: the seeded demo has no creator but the site.
          creatorName: r.creatorId ? r.firstName || r.name || "A Taleforge creator" : "Taleforge",
          childMode: r.childMode,
          playCount: r.playCount,
          finishCount: r.finishCount,
          coverUrl: r.coverUrl,
          publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
        }),
      ),
      nextCursor,
    };
  }
}
