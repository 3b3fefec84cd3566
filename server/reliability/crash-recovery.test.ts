import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { templatePath } from "../test-support/pglite-template";
import {
  autoSavedSessions,
  httpClient,
  newTally,
  type Player,
  playOnce,
  readBack,
  startPlayers,
} from "../test-support/players";
import { scratchDatabase } from "../test-support/scratch-database";
import { freePort, type ServerProcess, startServer, UNLIMITED } from "../test-support/server-process";

/**
 * Issue 23 §3: 64 players send turns to the real server; it is killed with SIGKILL mid-load,
 * started again on the same data, and every session is read back. Each turn the server
 * acknowledged must be in its session's story; no session may point at a missing turn; no
 * auto-save or save code may refer to nothing. On PostgreSQL when DATABASE_URL is set (a
 * scratch database of its own), else on the embedded database (a data folder of its own).
 */
const PLAYERS = 64;
const LOAD_MS = 2_000;
/** The kill waits at most this long for the load to get going (a loaded machine is slow to). */
const LOAD_CEILING_MS = 90_000;

type Target = { name: string; env: Record<string, string>; query: Query; cleanUp: () => Promise<void> };
type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function embeddedTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "taleforge-crash-"));
  // From the migrated template: initdb in the server's first boot would cost ~10 s here.
  const seeded = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(templatePath)]) });
  await seeded.close();
  return {
    name: "the embedded database",
    env: { DATA_DIR: dataDir },
    // Read after the last server stopped: the folder is one process's at a time.
    query: async (text, params) => {
      const db = await PGlite.create(dataDir);
      try {
        return (await db.query<Record<string, unknown>>(text, params)).rows;
      } finally {
        await db.close();
      }
    },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const scratch = await scratchDatabase(url, "crash");
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: scratch.url },
    query: scratch.query,
    cleanUp: scratch.drop,
  };
}

const cleanUps: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const clean of cleanUps.reverse()) await clean();
});

describe("a crash under load", () => {
  it(`loses no acknowledged turn when the server is killed mid-load (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"})`, async () => {
    const url = process.env.DATABASE_URL;
    const target = url ? await postgresTarget(url) : await embeddedTarget();
    cleanUps.push(target.cleanUp);
    const env = { ...UNLIMITED, ...target.env };
    const port = await freePort();

    let server: ServerProcess = await startServer(port, env);
    cleanUps.push(async () => void (await server.kill()));
    const client = httpClient(server.url, PLAYERS);
    const players = await startPlayers(client, PLAYERS);
    const tally = newTally();

    // Every player plays in a loop until the server is gone; the kill lands mid-load.
    let dead = false;
    const loops = players.map(async (player: Player) => {
      for (let round = 0; !dead; round++) await playOnce(client, player, round, tally);
    });
    // Killed once the load is well under way: after LOAD_MS and two answered requests a player
    // (a slow machine takes longer to get there), or at the latest after LOAD_CEILING_MS.
    const began = Date.now();
    while (
      Date.now() - began < LOAD_CEILING_MS &&
      (Date.now() - began < LOAD_MS || tally.requests < 2 * PLAYERS)
    )
      await new Promise((r) => setTimeout(r, 50));
    const answeredBefore = tally.requests;
    dead = true;
    await server.kill();
    await Promise.all(loops);
    client.close();
    expect(answeredBefore).toBeGreaterThanOrEqual(PLAYERS);
    // Every player always has a request out: the kill caught some of them unanswered.
    expect(tally.failed).toBeGreaterThan(0);
    // Each signed-in player's acknowledged turns made auto-saves, in the same commit: they are
    // there, read while no server runs (the embedded folder is one process's at a time).
    const ackedTokens = new Set(tally.acked.map((a) => a.token));
    const savers = players.filter((p) => p.cookie && ackedTokens.has(p.token)).map((p) => p.token);
    expect(savers.length).toBeGreaterThan(0);
    const autoSavedAtKill = await autoSavedSessions(target.query, savers);
    expect(autoSavedAtKill).toBe(savers.length);

    // Started again on the same data (and port): every session opens, at least as far on as acknowledged,
    // every acknowledged save code loads, and every player can play on.
    server = await startServer(port, env);
    const again = httpClient(server.url, PLAYERS);
    const reopened = await Promise.all(
      players.map(async (p) => {
        const res = await again.request("GET", `/api/sessions/${p.token}`, undefined, p.cookie);
        return res.status === 200 && JSON.parse(res.body).currentSceneNumber >= p.scene;
      }),
    );
    const codes = await Promise.all(
      tally.codes.map(
        async (saveCode) =>
          (await again.request("POST", "/api/sessions/load-anonymous", { saveCode })).status,
      ),
    );
    const next = await Promise.all(
      players.map(
        async (p) =>
          (await again.request("POST", `/api/sessions/${p.token}/action`, { action: "Wait" }, p.cookie))
            .status,
      ),
    );
    again.close();
    expect(await server.stop()).toBe(0);

    const signedIn = players.filter((p) => p.cookie).length;
    const found = await readBack(
      target.query,
      players.map((p) => p.token),
      tally.acked,
    );
    console.log(
      `crash test on ${target.name}: ${PLAYERS} players, ${tally.requests} answered (${tally.errors} refused), ` +
        `${tally.failed} unanswered at the kill; acknowledged ${found.acknowledged} turns, found ${found.found}, ` +
        `lost ${found.lost.length}; dangling sessions ${found.dangling}, broken saves ${found.brokenSaves}, ` +
        `auto-saved sessions ${autoSavedAtKill}/${savers.length} at the kill, ${found.autoSaved}/${signedIn} after; ` +
        `save codes ${codes.filter((s) => s === 200).length}/${codes.length} load`,
    );
    expect(found.lost).toEqual([]);
    expect(found.dangling).toBe(0);
    expect(found.brokenSaves).toBe(0);
    // And after the restart, every signed-in player's (each played one more turn).
    expect(found.autoSaved).toBe(signedIn);
    expect(tally.errors).toBe(0);
    expect(reopened.every(Boolean)).toBe(true);
    expect(codes.every((s) => s === 200)).toBe(true);
    expect(next.every((s) => s === 200)).toBe(true);
  }, 300_000);
});
