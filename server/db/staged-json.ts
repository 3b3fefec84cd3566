import { sql } from "drizzle-orm";
import type { Db } from "./client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Characters of JSON text sent to the database in one statement. */
export const JSON_STEP = 256 * 1024;

/** Cuts `text` into pieces of at most `size` characters, never between a surrogate pair. */
export function pieces(text: string, size: number = JSON_STEP): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + size, text.length);
    // A high surrogate at the cut keeps its low half: a lone half would be written as U+FFFD.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
}

/**
 * Sets a game's written story from its JSON text in steps, with a turn of the event loop between
 * them (issue 28, ADR 026). The embedded PGlite runs on the event loop, and one 8 MB parameter
 * held it ~100 ms in PGlite's own JavaScript: the text goes in pieces into a table that lives
 * for the transaction, and the database joins and parses it there, in C. Call inside a
 * transaction (the staging table is dropped when it commits).
 */
export async function setStoryBeatsInSteps(tx: Tx, gameId: string, json: string): Promise<void> {
  await tx.execute(
    sql`create temp table if not exists staged_json (owner text, n int, body text) on commit drop`,
  );
  const parts = pieces(json);
  for (let n = 0; n < parts.length; n++) {
    await tx.execute(sql`insert into staged_json values (${gameId}, ${n}, ${parts[n]})`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await tx.execute(sql`
    update games set story_beats =
      (select string_agg(body, '' order by n) from staged_json where owner = ${gameId})::jsonb
    where id = ${gameId}`);
  await tx.execute(sql`delete from staged_json where owner = ${gameId}`);
}
