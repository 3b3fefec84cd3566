// Hostile inputs (issue 28): the event-loop block of the worst input of each kind a user may send
// — every hostile Twee and Twine HTML import of server/features/open-formats/hostile-files.ts
// (4 MB each: lines of `[[`, passages of repeated and dead links, unclosed tags, JSON nested
// 20,000 deep…), a restore at BACKUP_MAX_BYTES, the F1 archive (a manifest of 12,000,000 zeros),
// Twee and HTML exports of a story at the save limit full of `[[` and of 20,000 scenes with one
// title, backup create over the story cap and of games of 8 MB stories — on the built server. The block is the slowest /healthz
// answer while the request runs (probed back to back over one kept-alive connection), beside the
// same figure during a trivial request (GET /api/backup/list) in the same run. Target ≤ 100 ms
// each. A missed target is reported, never a failure: exits 1 only when the run printed no figures.
// Usage: npm run bench (after the build), or: npm run build && node --import tsx bench/hostile-inputs.ts [--json]
// (DATABASE_URL=postgresql://… runs it on PostgreSQL instead of the embedded PGlite).
import { rm } from "node:fs/promises";
import http from "node:http";
import { BACKUP_MAX_BYTES_DEFAULT } from "../contract/backups";
import {
  HOSTILE_STORIES,
  HOSTILE_TWEE,
  HOSTILE_TWINE_HTML,
} from "../server/features/open-formats/hostile-files";
import { backupAtLimit, manifestOfZeros, storyOfOpenLinks } from "../server/reliability/hostile-inputs";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { json } from "./lib/args.mjs";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { startServer } from "./lib/server.mjs";

const TARGET_MS = 100;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

type Answer = { status: number; body: string };

function request(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
  agent?: http.Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body === undefined ? undefined : Buffer.from(body));
  });
}

/**
 * Runs `work` while /healthz is asked back to back on its own connection: the slowest answer
 * meanwhile (ms) is how long the event loop was held, at most.
 */
async function blockDuring(base: string, work: () => Promise<Answer>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  let slowest = 0;
  let probes = 0;
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      await request(base, "GET", "/healthz", {}, undefined, agent);
      slowest = Math.max(slowest, performance.now() - t0);
      probes++;
    }
  })();
  const t0 = performance.now();
  const answer = await work();
  const ms = performance.now() - t0;
  running = false;
  await probe;
  agent.destroy();
  return { blockMs: slowest, requestMs: ms, probes, status: answer.status };
}

async function main() {
  log("hostile inputs: building the fixtures (the 20 MB archive takes a while)…");
  const backup = backupAtLimit(BACKUP_MAX_BYTES_DEFAULT);
  const quarter = backupAtLimit(BACKUP_MAX_BYTES_DEFAULT / 4);
  const bomb = manifestOfZeros();
  const imports: [string, string, string][] = [
    ...Object.entries(HOSTILE_TWEE).map(
      ([name, make]) => [`twee import ${name}`, make(), "text/plain"] as [string, string, string],
    ),
    ...Object.entries(HOSTILE_TWINE_HTML).map(
      ([name, make]) => [`twine html ${name}`, make(), "text/html"] as [string, string, string],
    ),
  ];
  const stories = {
    "8 MB of [[": storyOfOpenLinks(),
    "one title ×20,000": HOSTILE_STORIES.oneTitle(),
  };

  const dataDir = `.tmp/bench-hostile-${process.pid}`;
  const server = await startServer({
    args: ["dist/server/main.js"],
    cwd: process.cwd(),
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      // The embedded PGlite unless DATABASE_URL names a PostgreSQL.
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    path: "/readyz",
  });
  try {
    const base: string = server.url;
    const signUp = async (name: string) => {
      const res = await fetch(`${base}/api/auth/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Bench",
          email: `hostile-${name}-${Date.now()}@example.com`,
          password: "lantern-and-key-7",
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    };
    const cookie = await signUp("a");
    const as = (type?: string) => ({ cookie, ...(type ? { "content-type": type } : {}) });
    const post = (path: string, body: string | Uint8Array, type: string) => () =>
      request(base, "POST", path, as(type), body);
    const get = (path: string) => () => request(base, "GET", path, as());

    // Games to export: a small import each, then its story replaced by a hostile one.
    const exported: Record<string, string> = {};
    for (const [name, storyBeats] of Object.entries(stories)) {
      const small = await post(
        "/api/games/import",
        ":: StoryTitle\nWarm\n\n:: Start\nHello.\n",
        "text/plain",
      )();
      if (small.status !== 200) throw new Error(`import: ${small.status} ${small.body}`);
      const gameId = JSON.parse(small.body).id as string;
      const body = JSON.stringify({ storyBeats });
      const saved = await request(base, "PATCH", `/api/games/${gameId}`, as("application/json"), body);
      if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.body.slice(0, 300)}`);
      exported[name] = gameId;
    }
    const gameId = Object.values(exported)[0];

    // Warm: the worker started, the routes compiled.
    await get(`/api/games/${gameId}/export?format=twee`)();
    // The baseline: trivial requests back to back for 3 s, probed the same way.
    const list = get("/api/backup/list");
    const baseline = await blockDuring(base, async () => {
      const until = performance.now() + 3_000;
      let last = await list();
      while (performance.now() < until) last = await list();
      return last;
    });
    const rows: Record<string, Awaited<ReturnType<typeof blockDuring>>> = {};
    let importCookie = cookie;
    // Imports are limited to 20 a minute per user: a fresh user for every 15 of them, so each
    // hostile file is read rather than refused with a 429.
    for (const [i, [name, body, type]] of imports.entries()) {
      const importer = i % 15 === 0 ? await signUp(`import-${i}`) : "";
      if (importer) importCookie = importer;
      rows[name] = await blockDuring(base, () =>
        request(base, "POST", "/api/games/import", { cookie: importCookie, "content-type": type }, body),
      );
    }
    Object.assign(rows, {
      [`restore ${(backup.zip.length / 1048576).toFixed(1)} MB, ${backup.games} games`]: await blockDuring(
        base,
        post("/api/backup/restore", backup.zip, "application/zip"),
      ),
      "restore F1 (12M zeros)": await blockDuring(base, post("/api/backup/restore", bomb, "application/zip")),
      // The user now holds more story than STORY_BYTES_PER_USER_MAX: refused before any is read (F9).
      "backup create, over the story cap": await blockDuring(base, () =>
        request(base, "POST", "/api/backup/create", as()),
      ),
    });
    // F9's worst accepted backup: another user with games of 8 MB stories (a quarter of the
    // archive limit, so the bench stays minutes long), backed up game by game.
    const other = await signUp("b");
    const restored = await request(
      base,
      "POST",
      "/api/backup/restore",
      { cookie: other, "content-type": "application/zip" },
      quarter.zip,
    );
    if (restored.status !== 200)
      throw new Error(`restore: ${restored.status} ${restored.body.slice(0, 300)}`);
    rows[`backup create, ${quarter.games} games of 8 MB`] = await blockDuring(base, () =>
      request(base, "POST", "/api/backup/create", { cookie: other }),
    );
    for (const [name, id] of Object.entries(exported))
      for (const format of ["twee", "html"])
        rows[`${format} export ${name}`] = await blockDuring(
          base,
          get(`/api/games/${id}/export?format=${format}`),
        );
    const report = {
      targetMs: TARGET_MS,
      baseline,
      cases: Object.fromEntries(
        Object.entries(rows).map(([name, r]) => [
          name,
          { ...r, ratio: r.blockMs / Math.max(baseline.blockMs, 1) },
        ]),
      ),
    };
    if (json) console.log(JSON.stringify(report));
    else {
      console.log(
        `Hostile inputs: event-loop block (slowest /healthz while the request runs), built server on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
      );
      console.log(
        `  baseline (GET /api/backup/list, 3 s)  ${baseline.blockMs.toFixed(1)} ms  (${baseline.probes} probes)`,
      );
      for (const [name, r] of Object.entries(report.cases))
        console.log(
          `  ${name.padEnd(36)} ${r.blockMs.toFixed(1).padStart(7)} ms  ${r.ratio.toFixed(1).padStart(5)}× baseline  ${r.blockMs <= TARGET_MS ? "ok" : "OVER"}   (answered ${r.status} in ${r.requestMs.toFixed(0)} ms, ${r.probes} probes)`,
        );
      const over = Object.values(report.cases).filter((r) => r.blockMs > TARGET_MS).length;
      console.log(
        over === 0
          ? `  target met: every worst case ≤ ${TARGET_MS} ms`
          : `  TARGET MISSED: ${over} case(s) over ${TARGET_MS} ms`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
