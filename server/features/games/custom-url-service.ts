import { and, eq, like, ne, sql } from "drizzle-orm";
import { GamesMessages, MAX_SLUG_SUGGESTIONS, type SlugSuggestion } from "../../../contract/games";
import type { Db } from "../../db/client";
import { gameSlugs, games } from "../../db/schema";
import { badRequest, conflict } from "../../errors";
import { findOwnedGame } from "./game-access";
import { newSlugIdentifier, RESERVED_SLUGS, shareSlug, slugIdentifier, slugify } from "./share-slug";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Custom URLs (GAPS.md "links"): the creator picks the name, the game keeps its unique
 * identifier. A name is taken when another game's link already uses it, so that a friendly
 * URL names one game; the seeded demo's name is reserved.
 */
export class CustomUrlService {
  constructor(private readonly db: Db) {}

  /** The cleaned name part, or a 400 when nothing usable is left. */
  static cleanName(customSlug: string, identifier: string | null): string {
    let text = customSlug.trim().toLowerCase();
    // A pasted link or current slug: keep only the name part.
    text = text.replace(/^.*\/play\//, "");
    if (identifier && text.endsWith(`-${identifier}`)) text = text.slice(0, -identifier.length - 1);
    const name = slugify(text);
    if (!name) throw badRequest(GamesMessages.slugEmpty);
    return name;
  }

  private async nameTaken(db: Db | Tx, name: string, exceptGameId?: string): Promise<boolean> {
    if (RESERVED_SLUGS.has(name)) return true;
    // Names hold only a–z, 0–9 and dashes, so LIKE needs no escaping; "_" is one character.
    const pattern = like(games.shareSlug, `${name}-______`);
    const rows = await db
      .select({ slug: games.shareSlug })
      .from(games)
      .where(exceptGameId ? and(pattern, ne(games.id, exceptGameId)) : pattern)
      .limit(10);
    return rows.some((r) => slugIdentifier(r.slug) !== null && r.slug.slice(0, -7) === name);
  }

  /** PATCH /api/games/{id}/url: the new share slug, or a 409 when the name is taken. */
  async setCustomUrl(gameId: string, userId: string, customSlug: string): Promise<string> {
    const game = await findOwnedGame(this.db, gameId, userId);
    const identifier = slugIdentifier(game.shareSlug) ?? newSlugIdentifier();
    const name = CustomUrlService.cleanName(customSlug, identifier);
    const slug = shareSlug(name, identifier);
    if (slug === game.shareSlug) return slug;
    return this.db.transaction(async (tx) => {
      // Two creators asking for one name at once: the second waits, then sees it taken.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`game-slug:${name}`}))`);
      if (await this.nameTaken(tx, name, gameId)) throw conflict(GamesMessages.slugTaken);
      await tx.update(games).set({ shareSlug: slug, updatedAt: new Date() }).where(eq(games.id, gameId));
      // Links already shared keep working (issue 30 item 1): the old slug redirects here.
      await tx
        .insert(gameSlugs)
        .values({ slug: game.shareSlug, gameId })
        .onConflictDoUpdate({ target: gameSlugs.slug, set: { gameId, retiredAt: new Date() } });
      await tx.delete(gameSlugs).where(eq(gameSlugs.slug, slug));
      return slug;
    });
  }

  /** POST /api/games/suggest-slug: up to five names near the typed one or the title. */
  async suggest(
    userId: string,
    input: { title: string; customSlug: string; gameId?: string },
  ): Promise<SlugSuggestion[]> {
    if (input.gameId) await findOwnedGame(this.db, input.gameId, userId);
    const base = slugify(input.customSlug) || slugify(input.title) || "adventure";
    const genreless = base.replace(/^(the|a|an)-/, "");
    const year = new Date().getUTCFullYear();
    const candidates = [
      base,
      `${genreless}-adventure`,
      `play-${genreless}`,
      `${genreless}-story`,
      `the-${genreless}`,
      `${genreless}-quest`,
      `${genreless}-${year}`,
      `${genreless}-tale`,
    ];
    const unique = [...new Set(candidates.map((c) => slugify(c)).filter(Boolean))].slice(
      0,
      MAX_SLUG_SUGGESTIONS,
    );
    return Promise.all(
      unique.map(async (slug) => ({
        displayName: displayName(slug),
        slug,
        available: !(await this.nameTaken(this.db, slug, input.gameId)),
      })),
    );
  }
}

/** "dragon-quest-2025" → "Dragon Quest 2025". */
function displayName(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
}
