import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Narrator } from "../ai/narrator";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { seedDemoAdventure } from "../db/demo-adventure";
import { templatePath } from "./pglite-template";

/** A database for one test file: a copy of the migrated template, or the PostgreSQL under test. */
export async function testDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ kind: "postgres", url });
    await database.migrate();
    await seedDemoAdventure(database.db);
    return database;
  }
  const dump = new Blob([readFileSync(templatePath)]);
  const pglite = await PGlite.create({ loadDataDir: dump });
  return openDatabase({ kind: "pglite", dataDir: "" }, pglite);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "5000", ...overrides });
}

/** An empty folder standing in for the built client, so that tests never need a build. */
function fakeClientRoot() {
  return mkdtempSync(path.join(os.tmpdir(), "taleforge-client-"));
}

type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    clientRoot?: string;
    beforeReady?: (app: BuiltApp) => void;
    narrator?: Narrator;
    voice?: Parameters<typeof buildApp>[0]["voice"];
    logger?: Parameters<typeof buildApp>[0]["logger"];
    /** Another app's database: a second instance, or the same server after a restart. */
    database?: Database;
    jobs?: Parameters<typeof buildApp>[0]["jobs"];
    completeStory?: Parameters<typeof buildApp>[0]["completeStory"];
    onRoute?: Parameters<typeof buildApp>[0]["onRoute"];
  } = {},
) {
  const database = options.database ?? (await testDatabase());
  const config = testConfig(env);
  const clientRoot = options.clientRoot ?? fakeClientRoot();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    clientRoot,
    narrator: options.narrator,
    voice: options.voice,
    jobs: options.jobs,
    onRoute: options.onRoute,
    // Test apps share one PostgreSQL: none takes another test's generating stories at start.
    completeStory: { resendOnReady: false, ...options.completeStory },
    // Apps of parallel test files share one PostgreSQL: each keeps its own attempt budgets.
    budgetScope: `test-${randomUUID()}:`,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      if (!options.clientRoot) rmSync(clientRoot, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique email per call, so that tests sharing a PostgreSQL database never collide. */
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

type Injectable = Awaited<ReturnType<typeof createTestApp>>["app"];

/** Signs a new user up and answers the cookie header that carries their session. */
export async function signUp(app: Injectable, fields: Partial<Record<string, string>> = {}) {
  const email = fields.email ?? uniqueEmail();
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    payload: { firstName: "Ada", lastName: "Lovelace", password: "analytical-1843", ...fields, email },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { email, cookie, user: res.json().user as { id: string } };
}
