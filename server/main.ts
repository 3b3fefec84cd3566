import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoAdventure } from "./db/demo-adventure";
import { backfillStories } from "./db/story-backfill";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config.database);
  await database.migrate();
  // Games written before one story per game (ADR 027) get theirs; one query when none need it.
  const upgraded = await backfillStories(database.db);
  await seedDemoAdventure(database.db);
  const app = await buildApp({ config, database });
  if (upgraded) app.log.info({ games: upgraded }, "older games given their one written story");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Also stops the job queue: running jobs get 5 s, then are failed and retried later.
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  const where =
    config.database.kind === "pglite" ? `embedded PostgreSQL in ${config.database.dataDir}` : "PostgreSQL";
  app.log.info(`Taleforge is running at ${config.appUrl} (${where})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
