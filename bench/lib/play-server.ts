// The Taleforge server for the play bench: the real app from source, configured by the
// environment like `npm start`, plus one bare endpoint that does one INSERT and one SELECT, so
// that a turn's cost is measured against the cheapest database round trip on the same server.
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { seedDemoAdventure } from "../../server/db/demo-adventure";

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await seedDemoAdventure(database.db);
await database.db.execute(
  sql`create table if not exists bench_rows (id serial primary key, note text not null, at timestamptz not null default now())`,
);
const app = await buildApp({ config, database, logger: false });
app.post("/api/bench/bare", async () => {
  // Both drivers answer { rows }; the shared Db type does not say so.
  type Rows = { rows: Array<Record<string, unknown>> };
  const inserted = (await database.db.execute(
    sql`insert into bench_rows (note) values ('turn') returning id`,
  )) as Rows;
  const id = Number(inserted.rows[0]?.id);
  const found = (await database.db.execute(
    sql`select id, note, at from bench_rows where id = ${id}`,
  )) as Rows;
  return { row: found.rows[0] };
});
await app.listen({ host: config.host, port: config.port });
process.once("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
