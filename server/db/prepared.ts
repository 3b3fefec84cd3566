import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const dialect = new PgDialect();

/**
 * A hand-written statement as a named prepared statement, so that PostgreSQL plans it once per
 * connection rather than on every call (planning a CTE costs ~1 ms here, more than running it).
 * Its values are `sql.placeholder`s, given to `execute`: the text is built once, never per call.
 */
export function prepareNamed(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    // Both drivers answer { rows }; the shared session type does not say so.
    execute: async (values: Record<string, unknown>) =>
      (await prepared.execute(values)) as { rows: unknown[] },
  };
}

/** One prepared query per database and name, made on first use. */
export function preparedPer<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = make(db);
      made.set(db, query);
    }
    return query;
  };
}
