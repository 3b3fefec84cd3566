import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { playSessions, turns } from "../../db/schema";

export type TurnRow = typeof turns.$inferSelect;

/**
 * The scenes leading to a turn, oldest first, at most `limit` of them, in one query. A session's
 * story is the chain of parents from its current turn, so rollbacks and loaded saves need no
 * copying.
 */
async function chainFrom(db: Db, start: SQL, limit: number): Promise<TurnRow[]> {
  const ids = sql`(
    with recursive chain as (
      select t.id, t.parent_turn_id, 1 as depth from ${turns} t where t.id = ${start}
      union all
      select p.id, p.parent_turn_id, c.depth + 1 from ${turns} p join chain c on p.id = c.parent_turn_id
      where c.depth < ${limit}
    )
    select id from chain)`;
  const rows = await db.select().from(turns).where(inArray(turns.id, ids));
  return rows.sort((a, b) => a.sceneNumber - b.sceneNumber);
}

export function turnChain(db: Db, turnId: string, limit: number): Promise<TurnRow[]> {
  return chainFrom(db, sql`${turnId}`, limit);
}

/** The chain ending at a session's current turn, found by the session's token. */
export function sessionChain(db: Db, token: string, limit: number): Promise<TurnRow[]> {
  return chainFrom(
    db,
    sql`(select ${playSessions.currentTurnId} from ${playSessions} where ${playSessions.token} = ${token})`,
    limit,
  );
}
