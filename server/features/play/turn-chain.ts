import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import { playSessions, turns } from "../../db/schema";

// `chapter` is the database's own copy of memory.chapter, for analytics: play never writes it.
export type TurnRow = Omit<typeof turns.$inferSelect, "chapter">;

/**
 * The ids of the scenes leading to a turn, at most `depth` of them. A session's story is the
 * chain of parents from its current turn, so rollbacks and loaded saves need no copying.
 */
const chainIds = (start: SQL, depth: SQL) => sql`(
  with recursive chain as (
    select t.id, t.parent_turn_id, 1 as depth from ${turns} t where t.id = ${start}
    union all
    select p.id, p.parent_turn_id, c.depth + 1 from ${turns} p join chain c on p.id = c.parent_turn_id
    where c.depth < ${depth}
  )
  select id from chain)`;

const byScene = (rows: TurnRow[]) => rows.sort((a, b) => a.sceneNumber - b.sceneNumber);

export async function turnChain(db: Db, turnId: string, limit: number): Promise<TurnRow[]> {
  return byScene(
    await db
      .select()
      .from(turns)
      .where(inArray(turns.id, chainIds(sql`${turnId}`, sql`${limit}`))),
  );
}

// On every turn's path: prepared, so that PostgreSQL plans the recursive query once.
const sessionChainQuery = preparedPer((db) =>
  db
    .select()
    .from(turns)
    .where(
      inArray(
        turns.id,
        chainIds(
          sql`(select ${playSessions.currentTurnId} from ${playSessions} where ${playSessions.token} = ${sql.placeholder("token")})`,
          sql`${sql.placeholder("depth")}`,
        ),
      ),
    )
    .prepare("session_chain"),
);

/** The chain ending at a session's current turn, oldest first, found by the session's token. */
export async function sessionChain(db: Db, token: string, depth: number): Promise<TurnRow[]> {
  return byScene(await sessionChainQuery(db).execute({ token, depth }));
}
