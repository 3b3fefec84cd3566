import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";
import { seedDemoAdventure } from "../db/demo-adventure";
import { pgBossQueue } from "../jobs/pg-boss-queue";
import { projectRoot } from "../paths";

export const templatePath = path.join(projectRoot, ".tmp/pglite-template.tar.gz");

/**
 * Vitest global setup: initdb takes ~4 s, loading a dump under 1 s, so the migrated database
 * (with pg-boss's schema) is made once per run and every test file starts from a copy.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const pglite = await PGlite.create();
  const database = await openDatabase({ kind: "pglite", dataDir: "" }, pglite);
  await database.migrate();
  await seedDemoAdventure(database.db);
  // pg-boss's schema too: installing it takes a test app ~1 s, starting on it ~0.2 s.
  const jobs = pgBossQueue(database, { log: { warn: () => {}, error: (details) => console.error(details) } });
  await jobs.start();
  await jobs.stop();
  const dump = await pglite.dumpDataDir("gzip");
  await pglite.close();
  mkdirSync(path.dirname(templatePath), { recursive: true });
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
}
