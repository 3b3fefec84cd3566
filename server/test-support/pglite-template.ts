import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";
import { seedDemoAdventure } from "../db/demo-adventure";
import { projectRoot } from "../paths";

export const templatePath = path.join(projectRoot, ".tmp/pglite-template.tar.gz");

/**
 * Vitest global setup: initdb takes ~4 s, loading a dump under 1 s, so the migrated database
 * is made once per run and every test file starts from a copy.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const pglite = await PGlite.create();
  const database = await openDatabase({ kind: "pglite", dataDir: "" }, pglite);
  await database.migrate();
  await seedDemoAdventure(database.db);
  const dump = await pglite.dumpDataDir("gzip");
  await pglite.close();
  mkdirSync(path.dirname(templatePath), { recursive: true });
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
}
