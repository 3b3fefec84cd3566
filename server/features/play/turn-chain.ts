import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { turns } from "../../db/schema";

export type TurnRow = typeof turns.$inferSelect;

/**
 * The scenes leading to `turnId`, oldest first, at most `limit` of them. A session's story is
 * the chain of parents from its current turn, so rollbacks and loaded saves need no copying.
 */
export async function turnChain(db: Db, turnId: string, limit: number): Promise<TurnRow[]> {
  const result = await db.execute(sql`
    with recursive chain as (
      select t.*, 1 as depth from ${turns} t where t.id = ${turnId}
      union all
      select p.*, c.depth + 1 from ${turns} p join chain c on p.id = c.parent_turn_id
      where c.depth < ${limit}
    )
    select id from chain order by scene_number asc`);
  // Both drivers answer { rows }; the shared Db type does not say so.
  const ids = (result as unknown as { rows: Array<{ id: unknown }> }).rows.map((r) => String(r.id));
  if (ids.length === 0) return [];
  const rows = await db.query.turns.findMany({ where: (t, { inArray }) => inArray(t.id, ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is TurnRow => Boolean(r));
}
