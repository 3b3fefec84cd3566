import { eq } from "drizzle-orm";
import type { User } from "../../../contract/account";
import type { Db } from "../../db/client";
import { games, playSessions, turns } from "../../db/schema";
import { notFound } from "../../errors";

/** What media is made from: the session's current scene and its game's settings. */
export type MediaScene = {
  gameId: string;
  /** The game's creator: their own voice or illustrator, when set, makes its media (issue 32). */
  creatorId: string | null;
  /** The current scene's prose, as play shows it. */
  text: string;
  title: string;
  genre: string;
  childMode: boolean;
};

/** Play's answers for a session out of reach (session-access.ts), so nothing else is leaked. */
const SESSION_NOT_FOUND = "Session not found";
const GAME_NOT_FOUND = "Game not found";

/**
 * The scene a play session shows now (issue 28 F3): narration and pictures are made from this,
 * never from text a request brings, so the operator's providers only ever see the stories
 * being played. The same access as play's: a signed-in player's session is theirs alone, a
 * draft is its creator's. One query of a few columns (not the whole story).
 */
export async function currentMediaScene(db: Db, token: string, viewer: User | null): Promise<MediaScene> {
  const [row] = await db
    .select({
      playerId: playSessions.playerId,
      gameId: games.id,
      creatorId: games.creatorId,
      isPublished: games.isPublished,
      title: games.title,
      genre: games.genre,
      childMode: games.childMode,
      text: turns.prose,
    })
    .from(playSessions)
    .innerJoin(games, eq(games.id, playSessions.gameId))
    .innerJoin(turns, eq(turns.id, playSessions.currentTurnId))
    .where(eq(playSessions.token, token));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  if (row.playerId && row.playerId !== viewer?.id) throw notFound(SESSION_NOT_FOUND);
  if (!row.isPublished && (!viewer || viewer.id !== row.creatorId)) throw notFound(GAME_NOT_FOUND);
  const { gameId, creatorId, text, title, genre, childMode } = row;
  return { gameId, creatorId, text, title, genre, childMode };
}
