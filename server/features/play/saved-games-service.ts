import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { User } from "../../../contract/account";
import type { SavedGame } from "../../../contract/play";
import type { Db } from "../../db/client";
import { games, playSessions, turns } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import { loadSession } from "./session-access";
import { forgetSession } from "./session-cache";
import { turnChain } from "./turn-chain";

export const SavedGameMessages = {
  notYours: "You can only see your own saved games.",
  notFound: "Saved game not found",
  deleted: "Saved game deleted",
} as const;

/** Continue Playing: the signed-in player's own sessions (not previews), newest first. */
export class SavedGamesService {
  constructor(private readonly db: Db) {}

  async list(viewer: User, playerId?: string): Promise<SavedGame[]> {
    // The list is always the signed-in user's: an id in the address is never trusted.
    if (playerId && playerId !== viewer.id) throw forbidden(SavedGameMessages.notYours);
    const rows = await this.db
      .select({
        sessionToken: playSessions.token,
        gameTitle: games.title,
        gameGenre: games.genre,
        gameDescription: games.description,
        gameProgress: turns.progress,
        currentSceneNumber: turns.sceneNumber,
        lastPlayedAt: playSessions.lastPlayedAt,
        shareSlug: games.shareSlug,
        isPublished: games.isPublished,
        creatorId: games.creatorId,
      })
      .from(playSessions)
      .innerJoin(games, eq(games.id, playSessions.gameId))
      .innerJoin(turns, eq(turns.id, playSessions.currentTurnId))
      .where(
        and(
          eq(playSessions.playerId, viewer.id),
          isNotNull(playSessions.currentTurnId),
          // A creator's preview is a test run of their own game, not a game they are playing.
          eq(playSessions.previewMode, false),
        ),
      )
      .orderBy(desc(playSessions.lastPlayedAt))
      .limit(200);
    return rows
      .filter((r) => r.isPublished || r.creatorId === viewer.id)
      .map(({ isPublished: _p, creatorId: _c, lastPlayedAt, ...r }) => ({
        ...r,
        lastPlayedAt: lastPlayedAt.toISOString(),
      }));
  }

  private async own(token: string, viewer: User) {
    const loaded = await loadSession(this.db, token, viewer).catch(() => null);
    if (!loaded || loaded.session.playerId !== viewer.id) throw notFound(SavedGameMessages.notFound);
    return loaded;
  }

  async resume(token: string, viewer: User) {
    const { game } = await this.own(token, viewer);
    await this.db.update(playSessions).set({ lastPlayedAt: new Date() }).where(eq(playSessions.token, token));
    return { sessionToken: token, game: { title: game.title, shareSlug: game.shareSlug } };
  }

  async remove(token: string, viewer: User) {
    await this.own(token, viewer);
    await this.db.delete(playSessions).where(eq(playSessions.token, token));
    forgetSession(this.db, token);
    return { message: SavedGameMessages.deleted };
  }

  /** The story line played, and the scenes left by rollbacks, for downloads. */
  async history(token: string, viewer: User | null) {
    const { game, current } = await loadSession(this.db, token, viewer);
    const chain = await turnChain(this.db, current.id, 100_000);
    const onLine = new Set(chain.map((t) => t.id));
    const all = await this.db.select().from(turns).where(eq(turns.sessionToken, token));
    const superseded = all.filter((t) => !onLine.has(t.id)).sort((a, b) => a.sceneNumber - b.sceneNumber);
    return { game, chain, superseded };
  }
}
