import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { games } from "../../db/schema";
import { notFound } from "../../errors";
import type { GameRow } from "../../game/game-bible";

export const GAME_NOT_FOUND = "Game not found";

/**
 * The game with this id when the user owns it. Another user's game is a 404 like a missing one
 * (GAPS.md: existence is not leaked); routes check the visitor's 401 before they get here.
 */
export async function findOwnedGame(db: Db, gameId: string, userId: string): Promise<GameRow> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game || game.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
  return game;
}
