import { eq } from "drizzle-orm";
import type { User } from "../../../contract/account";
import type { Db } from "../../db/client";
import { playSessions, turns } from "../../db/schema";
import { notFound } from "../../errors";
import { findGameById, type GameRow } from "../../game/game-bible";
import type { TurnRow } from "./turn-chain";

export const SessionMessages = {
  gameNotFound: "Game not found",
  sessionNotFound: "Session not found",
} as const;

export type SessionRow = typeof playSessions.$inferSelect;
export type LoadedSession = { session: SessionRow; game: GameRow; current: TurnRow };

/** Published games are anyone's to play; a draft only its creator's, as a preview. */
export function canPlay(game: GameRow, viewer: User | null): boolean {
  return game.isPublished || (viewer !== null && viewer.id === game.creatorId);
}

/** The session a token opens, its game and its current scene; 404 when any is out of reach. */
export async function loadSession(db: Db, token: string, viewer: User | null): Promise<LoadedSession> {
  const [session] = await db.select().from(playSessions).where(eq(playSessions.token, token));
  if (!session?.currentTurnId) throw notFound(SessionMessages.sessionNotFound);
  const game = await findGameById(db, session.gameId);
  if (!game || !canPlay(game, viewer)) throw notFound(SessionMessages.gameNotFound);
  const [current] = await db.select().from(turns).where(eq(turns.id, session.currentTurnId));
  if (!current) throw notFound(SessionMessages.sessionNotFound);
  return { session, game, current };
}
