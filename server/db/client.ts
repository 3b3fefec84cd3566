import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config";
import { migrationsDir } from "../paths";
import * as schema from "./schema";

/** One Drizzle type for both drivers: feature code never knows which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Applies pending migrations; safe when several instances boot at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, for callers (tests, pg-boss) that need the raw client. */
  pglite?: PGlite;
  /** The PostgreSQL server's connection string, for pg-boss's own pool. */
  url?: string;
};

// Any constant works; it only has to be the same for every instance of Taleforge.
const MIGRATION_LOCK_KEY = 7_242_031;

export async function openDatabase(config: Config["database"], pglite?: PGlite): Promise<Database> {
  if (config.kind === "pglite") {
    let client = pglite;
    if (!client) {
      mkdirSync(config.dataDir, { recursive: true });
      client = await PGlite.create(config.dataDir);
    }
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const owned = client;
    return {
      kind: "pglite",
      db,
      pglite: owned,
      migrate: () =>
        migratePglite(drizzlePglite(owned, { schema }), {
          migrationsFolder: migrationsDir,
        }),
      ping: async () => {
        await owned.query("select 1");
      },
      close: () => owned.close(),
    };
  }

  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    url: config.url,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(conn, { schema }), {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
