// Taleforge benchmarks: start-up time and GET /healthz throughput.
// Usage: npm run bench [-- --json]   (npm run bench builds dist/ first)
// Prints figures against their targets; a missed target is reported, never a failure.
// Exits 1 only when something could not be measured.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { othersMeter, processCpuMs } from "./lib/cpu.mjs";
import { startServer } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const json = process.argv.includes("--json");
const RUNS = 3;
const TARGETS = { freshS: 6, existingS: 1.5, ratio: 0.5 };
// Same load for both servers; the warm-up lets V8 optimise and connections settle.
const LOAD = { connections: 10, duration: 5, warmup: 1 };

const tempDirs = [];
const notes = [];
const log = (msg) => process.stderr.write(`${msg}\n`); // progress on stderr keeps --json clean

const taleforge = (dataDir) => ({
  args: ["dist/server/main.js"],
  cwd: root,
  env: { LOG_LEVEL: "warn", DATA_DIR: dataDir },
  path: "/readyz",
});

async function newTempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "taleforge-bench-"));
  tempDirs.push(dir);
  return dir;
}

/** Stops a server and notes it if the graceful shutdown did not work. */
async function stop(server, label) {
  const { code, signal, forced } = await server.stop();
  if (forced || code !== 0) notes.push(`${label}: unclean exit on SIGTERM (code ${code}, signal ${signal})`);
}

/** Spawn-to-first-200 of GET /readyz, in seconds. */
async function startupSeconds(dataDir, label) {
  const server = await startServer(taleforge(dataDir));
  await stop(server, label);
  return server.ms / 1000;
}

function summary(runs) {
  const sorted = [...runs].sort((a, b) => a - b);
  return { runs, median: sorted[Math.floor(sorted.length / 2)], min: sorted[0] };
}

/** Notes when other programs used a noticeable share of the CPU during a phase. */
function noteOthers(meter, phase) {
  const cores = meter.othersCores();
  if (cores > 0.2) {
    notes.push(
      `other programs used ${cores.toFixed(1)} of ${os.availableParallelism()} cores during ${phase}: figures are noisy`,
    );
  }
}

/**
 * Requests/s for GET /healthz, and the server's CPU time per request (steadier than requests/s
 * when the machine is shared), after checking that the answer is the expected one.
 */
async function throughput(server, label) {
  const url = `${server.url}/healthz`;
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200 || body !== '{"status":"ok"}') {
    throw new Error(`${label}: GET /healthz answered ${res.status} ${body}`);
  }
  await autocannon({ url, connections: LOAD.connections, duration: LOAD.warmup });
  const cpuBefore = processCpuMs(server.child.pid);
  const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.duration });
  const cpuMs = processCpuMs(server.child.pid) - cpuBefore;
  if (result.errors || result.non2xx) {
    notes.push(`${label}: ${result.errors} connection errors, ${result.non2xx} non-2xx answers`);
  }
  const cpuUsPerRequest = cpuBefore == null ? null : (cpuMs * 1000) / result.requests.total;
  return { rps: result.requests.average, cpuUsPerRequest };
}

async function main() {
  // The machine may be shared (2 cores): watch for other programs' CPU use in each phase.
  const startupMeter = othersMeter();

  // 1a. Fresh data dir: each run gets a new, not yet existing directory (PGlite runs initdb).
  const fresh = [];
  let dataDir;
  for (let i = 1; i <= RUNS; i++) {
    dataDir = path.join(await newTempDir(), "data");
    log(`start-up, fresh data dir, run ${i}/${RUNS}…`);
    fresh.push(await startupSeconds(dataDir, "fresh start-up"));
  }

  // 1b. Existing data dir: restart on the directory the last fresh run created.
  const existing = [];
  for (let i = 1; i <= RUNS; i++) {
    log(`start-up, existing data dir, run ${i}/${RUNS}…`);
    existing.push(await startupSeconds(dataDir, "restart"));
  }

  noteOthers(startupMeter, "the start-up runs");

  // 2. Throughput, one server at a time so that they do not compete for the 2 cores.
  log(`GET /healthz on Taleforge (${LOAD.connections} connections, ${LOAD.duration} s)…`);
  let meter = othersMeter();
  const app = await startServer(taleforge(dataDir));
  let appLoad;
  try {
    appLoad = await throughput(app, "Taleforge");
  } finally {
    await stop(app, "Taleforge (throughput)");
  }
  noteOthers(meter, "the Taleforge throughput run");

  log("GET /healthz on bare node:http…");
  meter = othersMeter();
  const bare = await startServer({ args: ["bench/lib/baseline-server.mjs"], cwd: root, path: "/healthz" });
  let bareLoad;
  try {
    bareLoad = await throughput(bare, "baseline");
  } finally {
    await stop(bare, "baseline");
  }
  noteOthers(meter, "the baseline throughput run");

  const s = (runs, target) => {
    const x = summary(runs);
    return { unit: "s", ...x, target, meets: x.median <= target };
  };
  return {
    node: process.version,
    cores: os.availableParallelism(),
    startup: { fresh: s(fresh, TARGETS.freshS), existing: s(existing, TARGETS.existingS) },
    healthz: {
      ...LOAD,
      taleforgeRps: appLoad.rps,
      baselineRps: bareLoad.rps,
      ratio: appLoad.rps / bareLoad.rps,
      target: TARGETS.ratio,
      meets: appLoad.rps / bareLoad.rps >= TARGETS.ratio,
      taleforgeCpuUsPerRequest: appLoad.cpuUsPerRequest,
      baselineCpuUsPerRequest: bareLoad.cpuUsPerRequest,
    },
    notes,
  };
}

function print(r) {
  const verdict = (ok) => (ok ? "meets target" : "misses target");
  const rps = (n) => `${Math.round(n).toLocaleString("en-US")} req/s`;
  const secs = (x) => `${x.toFixed(2)} s`;
  const cpu = (us) => (us == null ? "" : `server CPU ${Math.round(us)} µs/request`);
  const row = (label, figure, target = "", v = "", extra = "") =>
    `${label.padEnd(30)}${figure.padEnd(14)}${target.padEnd(20)}${v.padEnd(15)}${extra}`.trimEnd();
  const startupRow = (label, x) =>
    row(
      label,
      secs(x.median),
      `(target ≤ ${x.target} s)`,
      verdict(x.meets),
      `median of ${x.runs.length}, min ${secs(x.min)}`,
    );
  const h = r.healthz;
  const lines = [
    `Taleforge benchmarks (node ${r.node}, ${r.cores} cores)`,
    startupRow("start-up, fresh data dir", r.startup.fresh),
    startupRow("start-up, existing data dir", r.startup.existing),
    row("GET /healthz", rps(h.taleforgeRps), "", "", cpu(h.taleforgeCpuUsPerRequest)),
    row("bare node:http baseline", rps(h.baselineRps), "", "", cpu(h.baselineCpuUsPerRequest)),
    row("throughput ratio", h.ratio.toFixed(2), `(target ≥ ${h.target})`, verdict(h.meets)),
    `(throughput: ${h.connections} connections, ${h.duration} s after a ${h.warmup} s warm-up, each server in its own process)`,
    ...r.notes.map((n) => `note: ${n}`),
  ];
  console.log(lines.join("\n"));
}

let exitCode = 0;
try {
  const result = await main();
  if (json) console.log(JSON.stringify(result, null, 2));
  else print(result);
} catch (error) {
  console.error(`benchmark failed: ${error.message}`);
  exitCode = 1;
} finally {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
// fetch's keep-alive sockets could hold the event loop open for a few seconds.
process.exit(exitCode);
