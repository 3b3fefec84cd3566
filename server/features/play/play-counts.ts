import { eq, sql } from "drizzle-orm";
import type { PlayerState } from "../../../contract/ai";
import type { Db } from "../../db/client";
import { games } from "../../db/schema";
import type { GameRow } from "../../game/game-bible";
import { runEnded } from "./run-end";
import type { TurnRow } from "./turn-chain";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The gallery's counts (issue 34), kept on the game's row so that "most played" and "most
 * finished" are a range of an index, not a count of every session at each listing. A player's
 * start counts; the creator's preview does not.
 */
export async function countPlayStart(tx: Tx, gameId: string): Promise<void> {
  await tx
    .update(games)
    .set({ playCount: sql`${games.playCount} + 1` })
    .where(eq(games.id, gameId));
}

/** A run is finished at a written ending it lived to see, or at the story's last stretch. */
function finished(game: GameRow, turn: TurnRow): boolean {
  if ((turn.state as PlayerState).health <= 0) return false;
  return turn.progress >= 100 || runEnded(game, turn);
}

/**
 * Counts a run once when this turn first finishes it: the session keeps when (finished_at), so
 * a rollback and a second ending do not count it again. Only on the finishing turn, so the
 * hot path of every other turn (ADR 011) gains nothing.
 */
export async function countFinish(db: Db, game: GameRow, base: TurnRow, turn: TurnRow): Promise<void> {
  if (!finished(game, turn) || finished(game, base)) return;
  await db.execute(sql`
    with s as (
      update play_sessions set finished_at = now()
      where token = ${turn.sessionToken} and finished_at is null and not preview_mode
      returning game_id
    )
    update games set finish_count = finish_count + 1 where id in (select game_id from s)`);
}
