import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A PostgreSQL database of its own on the server of `url`, for a test that runs whole server
 * processes (which migrate and seed at boot): nothing another test does can reach it. Dropped
 * with `drop()`, connections and all.
 */
export async function scratchDatabase(url: string, purpose: string) {
  const name = `taleforge_${purpose}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
    query: async (text: string, params?: unknown[]) => {
      const client = new pg.Client({ connectionString: scratchUrl.toString() });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as Array<Record<string, unknown>>;
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
