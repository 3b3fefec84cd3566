// Lighthouse (issue 18, "Delivery"): performance and accessibility on the mobile profile for
// the landing page and a play page, and the bytes on the wire for the play page's first view
// beside their uncompressed size.
// Usage: npm run build && node bench/lighthouse.mjs [--runs N] [--json] [--save DIR]
// Builds nothing: it starts the built server (dist/server/main.js) on a fresh data dir under
// .tmp/ and a free port, and Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// Prints figures against their targets, judged on the median of the runs (one run swings with
// the machine's load); a missed target is reported, never a failure. Exits 1 only when
// something could not be measured.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { arg, json } from "./lib/args.mjs";
import { startServer } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(arg("--runs") ?? 3);
/** --save DIR keeps each run's full Lighthouse report (JSON, viewable in Lighthouse's viewer). */
const SAVE_DIR = arg("--save");
const SLUG = "demo-adventure";
const PAGES = [
  { name: "/", path: "/" },
  { name: `/play/${SLUG}`, path: `/play/${SLUG}` },
];
const TARGETS = { performance: 90, accessibility: 100 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const log = (msg) => process.stderr.write(`${msg}\n`); // progress on stderr keeps --json clean
const notes = [];

/**
 * Headless Chromium with a DevTools port, quiet in the way Lighthouse's own launcher makes it
 * (nothing of its own on the network, no throttled background tabs).
 */
async function launchChromium(profileDir) {
  const flags = [
    "--headless=new",
    "--remote-debugging-port=0",
    `--user-data-dir=${profileDir}`,
    "--disable-background-networking",
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--disable-renderer-backgrounding",
    "--disable-client-side-phishing-detection",
    "--disable-component-update",
    "--disable-component-extensions-with-background-pages",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-extensions",
    "--disable-sync",
    "--disable-hang-monitor",
    "--disable-ipc-flooding-protection",
    "--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4",
    "--metrics-recording-only",
    "--mute-audio",
    "--no-default-browser-check",
    "--no-first-run",
    "--password-store=basic",
    "--use-mock-keychain",
    "--disable-dev-shm-usage",
    // Chromium's sandbox needs user namespaces that root in a container does not have.
    ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
    "about:blank",
  ];
  const child = spawn(CHROMIUM, flags, { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${CHROMIUM} gave no DevTools port in 30 s:\n${output}`)),
      30_000,
    );
    child.stderr.on("data", (chunk) => {
      output = (output + chunk).slice(-10_000);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${CHROMIUM} exited (code ${code}) before it listened:\n${output}`));
    });
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    port,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One Lighthouse run on the default (mobile) profile: scores, metrics and the page's requests. */
async function audit(port, url) {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (SAVE_DIR) {
    await mkdir(SAVE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "landing";
    const failed = lhr.runtimeError ? "-failed" : "";
    await writeFile(path.join(SAVE_DIR, `${name}-${Date.now()}${failed}.json`), result.report);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedA11y = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
    .map((ref) => ref.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    fcpMs: a["first-contentful-paint"].numericValue,
    lcpMs: a["largest-contentful-paint"].numericValue,
    tbtMs: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    siMs: a["speed-index"].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    versions: `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}`,
    failedA11y,
    lcpElement: a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    requests: a["network-requests"].details.items,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine. */
async function auditWithRetries(port, url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url);
    } catch (error) {
      if (attempt >= tries) throw error;
      notes.push(`${url.replace(/^https?:\/\/[^/]+/, "")}: a run failed and was repeated (${error.message})`);
    }
  }
}

/** Bytes on the wire against their uncompressed size, by kind of resource, for one page view. */
function wireBytes(requests, origin) {
  const byType = new Map();
  for (const r of requests) {
    if (!r.url.startsWith(origin)) continue; // only what our server sent
    const type = r.resourceType ?? "Other";
    const row = byType.get(type) ?? { type, count: 0, wire: 0, raw: 0 };
    row.count += 1;
    row.wire += r.transferSize ?? 0;
    row.raw += r.resourceSize ?? 0;
    byType.set(type, row);
  }
  const rows = [...byType.values()].sort((x, y) => y.raw - x.raw);
  const total = rows.reduce(
    (t, r) => ({ count: t.count + r.count, wire: t.wire + r.wire, raw: t.raw + r.raw }),
    {
      count: 0,
      wire: 0,
      raw: 0,
    },
  );
  return { rows, total: { type: "total", ...total } };
}

const stats = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1), runs: values };
};

// A bare `vite build` empties dist/client and leaves no .br/.gz copies: say so, or the figures
// would be those of an uncompressed client.
const assets = path.join(root, "dist", "client", "assets");
const built = await readdir(assets).catch(() => null);
if (!built) {
  console.error("dist/client/assets is missing: run `npm run build` first");
  process.exit(1);
}
if (!built.some((f) => f.endsWith(".js.br"))) {
  notes.push(
    "dist/client has no precompressed (.br) copies: `npm run build` makes them; measured uncompressed",
  );
}
await mkdir(path.join(root, ".tmp"), { recursive: true });
const dataDir = await mkdtemp(path.join(root, ".tmp", "bench-lighthouse-"));
const profileDir = await mkdtemp(path.join(os.tmpdir(), "taleforge-lighthouse-chromium-"));
let server;
let chromium;
let failed = false;
const results = Object.fromEntries(PAGES.map((p) => [p.name, []]));
let wire = null;
try {
  server = await startServer({
    args: ["dist/server/main.js"],
    cwd: root,
    // Lighthouse's runs are a handful of page loads; the limits are not what is measured.
    env: { LOG_LEVEL: "warn", NODE_ENV: "production", DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "100000" },
    path: "/readyz",
  });
  chromium = await launchChromium(profileDir);
  // Alternate the pages so that a busy spell on the shared machine does not land on one page only.
  for (let run = 1; run <= RUNS; run++) {
    for (const page of PAGES) {
      log(`lighthouse: ${page.name}, run ${run} of ${RUNS}…`);
      const r = await auditWithRetries(chromium.port, `${server.url}${page.path}`);
      results[page.name].push(r);
      if (page.path.startsWith("/play/") && !wire) wire = wireBytes(r.requests, server.url);
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chromium?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profileDir, { recursive: true, force: true });
}
if (failed) process.exit(1);

const cpus = os.loadavg()[0];
if (cpus > 1)
  notes.push(`load average ${cpus.toFixed(1)} on ${os.availableParallelism()} cores: figures are noisy`);

const summary = Object.fromEntries(
  Object.entries(results).map(([name, runs]) => [
    name,
    {
      performance: stats(runs.map((r) => r.performance)),
      accessibility: stats(runs.map((r) => r.accessibility)),
      fcpMs: stats(runs.map((r) => r.fcpMs)),
      lcpMs: stats(runs.map((r) => r.lcpMs)),
      tbtMs: stats(runs.map((r) => r.tbtMs)),
      cls: stats(runs.map((r) => r.cls)),
      siMs: stats(runs.map((r) => r.siMs)),
      benchmarkIndex: stats(runs.map((r) => r.benchmarkIndex)),
      failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
      lcpElement: runs.at(-1)?.lcpElement ?? null,
    },
  ]),
);

const versions = Object.values(results)[0]?.[0]?.versions ?? "Lighthouse";
if (json) {
  console.log(
    JSON.stringify(
      { versions, runs: RUNS, targets: TARGETS, pages: summary, playFirstView: wire, notes },
      null,
      2,
    ),
  );
} else {
  const verdict = (ok) => (ok ? "meets target" : "MISSES target");
  const range = (s, f) => (s.min === s.max ? f(s.min) : `${f(s.min)}–${f(s.max)}`);
  const ms = (v) => `${Math.round(v)} ms`;
  const sec = (v) => `${(v / 1000).toFixed(1)} s`;
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  console.log(
    `${versions}, mobile profile (simulated slow 4G, 4× CPU slowdown), ${RUNS} runs per page; a target is judged on the median`,
  );
  for (const [name, s] of Object.entries(summary)) {
    console.log(`\n  ${name}`);
    console.log(
      `    performance    ${range(s.performance, String).padEnd(12)} median ${String(s.performance.median).padStart(3)} (target ≥ ${TARGETS.performance})   ${verdict(s.performance.median >= TARGETS.performance)}`,
    );
    console.log(
      `    accessibility  ${range(s.accessibility, String).padEnd(12)} median ${String(s.accessibility.median).padStart(3)} (target ${TARGETS.accessibility})     ${verdict(s.accessibility.median >= TARGETS.accessibility)}`,
    );
    console.log(`    FCP ${range(s.fcpMs, sec)}   LCP ${range(s.lcpMs, sec)}   TBT ${range(s.tbtMs, ms)}`);
    console.log(`    CLS ${range(s.cls, (v) => v.toFixed(3))}   Speed Index ${range(s.siMs, sec)}`);
    console.log(`    CPU benchmark index ${range(s.benchmarkIndex, (v) => String(Math.round(v)))}`);
    if (s.lcpElement) console.log(`    LCP element: ${s.lcpElement.replace(/\s+/g, " ").slice(0, 100)}`);
    if (s.failedA11y.length) console.log(`    accessibility audits failed: ${s.failedA11y.join(", ")}`);
  }
  if (wire) {
    console.log(
      `\n  /play/${SLUG} first view, bytes from our server (first run): on the wire vs uncompressed`,
    );
    for (const r of [...wire.rows, wire.total]) {
      console.log(
        `    ${r.type.padEnd(11)} ${String(r.count).padStart(3)} requests  ${kb(r.wire).padStart(10)} on the wire  ${kb(r.raw).padStart(10)} uncompressed`,
      );
    }
  }
  if (notes.length) console.log(`\nnotes:\n${notes.map((n) => `  - ${n}`).join("\n")}`);
}
