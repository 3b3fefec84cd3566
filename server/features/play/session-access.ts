import { eq, getTableColumns, sql } from "drizzle-orm";
import type { User } from "../../../contract/account";
import type { Db } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import { games, playSessions } from "../../db/schema";
import { notFound } from "../../errors";
import type { GameRow } from "../../game/game-bible";
import { cachedSession, forgetSession, rememberSession } from "./session-cache";
import { sessionChain, type TurnRow, turnChain } from "./turn-chain";

export const SessionMessages = {
  gameNotFound: "Game not found",
  sessionNotFound: "Session not found",
} as const;

export type SessionRow = typeof playSessions.$inferSelect;
export type LoadedSession = {
  session: SessionRow;
  game: GameRow;
  current: TurnRow;
  /** The scenes leading to the current one, oldest first, the current one last. */
  chain: TurnRow[];
};

/** Published games are anyone's to play; a draft only its creator's, as a preview. */
export function canPlay(game: GameRow, viewer: User | null): boolean {
  return game.isPublished || (viewer !== null && viewer.id === game.creatorId);
}

const sessionWithGame = preparedPer((db) =>
  db
    .select({ session: getTableColumns(playSessions), game: getTableColumns(games) })
    .from(playSessions)
    .innerJoin(games, eq(games.id, playSessions.gameId))
    .where(eq(playSessions.token, sql.placeholder("token")))
    .prepare("session_with_game"),
);

function assertAccess(session: SessionRow, game: GameRow, viewer: User | null): void {
  // A signed-in player's session is theirs alone (GAPS.md, Play); anonymous ones live by the token.
  if (session.playerId && session.playerId !== viewer?.id) throw notFound(SessionMessages.sessionNotFound);
  if (!canPlay(game, viewer)) throw notFound(SessionMessages.gameNotFound);
}

/**
 * The session a token opens, its game, its current scene and the `depth` scenes up to it; 404
 * when any is out of reach. Two queries, side by side: this is on every turn's path.
 */
export async function loadSession(
  db: Db,
  token: string,
  viewer: User | null,
  depth = 1,
): Promise<LoadedSession> {
  const [[row], read] = await Promise.all([
    sessionWithGame(db).execute({ token }),
    sessionChain(db, token, depth),
  ]);
  if (!row?.session.currentTurnId) throw notFound(SessionMessages.sessionNotFound);
  assertAccess(row.session, row.game, viewer);
  // Another tab may have moved the session on between the two reads: follow the pointer read.
  const chain =
    read.at(-1)?.id === row.session.currentTurnId
      ? read
      : await turnChain(db, row.session.currentTurnId, depth);
  const current = chain.at(-1);
  if (!current) throw notFound(SessionMessages.sessionNotFound);
  return { session: row.session, game: row.game, current, chain };
}

const sessionPointer = preparedPer((db) =>
  db
    .select({ currentTurnId: playSessions.currentTurnId, playerId: playSessions.playerId })
    .from(playSessions)
    .where(eq(playSessions.token, sql.placeholder("token")))
    .prepare("session_pointer"),
);

/** The copy still points where the database does, for the owner it was read with. */
async function stillCurrent(db: Db, cached: LoadedSession): Promise<boolean> {
  const [row] = await sessionPointer(db).execute({ token: cached.session.token });
  return row?.currentTurnId === cached.current.id && row.playerId === cached.session.playerId;
}

/**
 * A session for a turn: the copy this process keeps of a session in play (session-cache.ts),
 * checked against this viewer, or else read and then kept. The turn's commit re-checks what the
 * copy assumed. With `shared` (PostgreSQL: other instances may move the session on), the copy's
 * pointer is first checked against the database's, one primary-key read: a player whose turns
 * alternate between instances then always continues from the scene they last saw, instead of
 * being refused as if another window had moved on (issue 23 §4).
 */
export async function loadSessionForTurn(
  db: Db,
  token: string,
  viewer: User | null,
  depth: number,
  shared = false,
): Promise<LoadedSession> {
  const cached = await cachedSession(db, token);
  if (cached && (!shared || (await stillCurrent(db, cached)))) {
    assertAccess(cached.session, cached.game, viewer);
    return cached;
  }
  if (cached) forgetSession(db, token);
  const loaded = await loadSession(db, token, viewer, depth);
  rememberSession(db, loaded);
  return loaded;
}
