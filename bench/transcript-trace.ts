// A trace of the transcript bench's scroll (ADR 036, fifth step): the app's and the control's
// (bench/lib/transcript-control.ts) 240 frames of scrolling up a run, on the phone profile, with
// Chromium's tracing on; prints each thread's time by trace event, in ms a frame, side by side,
// so the browser's own per-frame work (style, layout, paint, raster, composite) can be compared.
// Usage: npm run build && TRACE_TURNS=500 node --import tsx bench/transcript-trace.ts
// TRACE_SAVE=<folder> keeps the two traces (open them in DevTools' Performance panel).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { startServer } from "./lib/server.mjs";
import { controlPage, stylesheetsOf } from "./lib/transcript-control";
import {
  launch,
  log,
  PIN_WAIT_MS,
  phone,
  playRun,
  runScenes,
  type Server,
  scrollUp,
} from "./lib/transcript-drive";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TURNS = Number(process.env.TRACE_TURNS ?? 500);
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "cc",
  "viz",
  "blink",
  "gpu",
].join(",");

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { message?: string; layerId?: number; nodeId?: number } };
};

/** Time by thread and event name in the trace's scroll (its `scroll` mark to its end), in ms. */
function byThread(events: TraceEvent[]): Map<string, Map<string, number>> {
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? "?");
  const start = events.find((e) => e.name === "scroll-start")?.ts ?? 0;
  const end = events.find((e) => e.name === "scroll-end")?.ts ?? Number.POSITIVE_INFINITY;
  const out = new Map<string, Map<string, number>>();
  const open = new Map<string, TraceEvent[]>();
  const add = (e: TraceEvent, dur: number) => {
    if (e.ts < start || e.ts > end) return;
    const thread = (threads.get(`${e.pid}:${e.tid}`) ?? "?").replace(/\d+$/, "");
    const names = out.get(thread) ?? new Map<string, number>();
    names.set(e.name, (names.get(e.name) ?? 0) + dur / 1000);
    out.set(thread, names);
  };
  for (const e of events) {
    if (e.ph === "X") add(e, e.dur ?? 0);
    else if (e.ph === "B") {
      const key = `${e.pid}:${e.tid}`;
      open.set(key, [...(open.get(key) ?? []), e]);
    } else if (e.ph === "E") {
      const stack = open.get(`${e.pid}:${e.tid}`);
      const b = stack?.pop();
      if (b) add(b, e.ts - b.ts);
    }
  }
  return out;
}

/** Paint events in the scroll: how many, and the painted area by layer and node. */
function paints(events: TraceEvent[]): string {
  const start = events.find((e) => e.name === "scroll-start")?.ts ?? 0;
  const end = events.find((e) => e.name === "scroll-end")?.ts ?? Number.POSITIVE_INFINITY;
  const inScroll = events.filter((e) => e.ts >= start && e.ts <= end);
  const count = (name: string) => inScroll.filter((e) => e.name === name).length;
  const byNode = new Map<string, number>();
  for (const e of inScroll.filter((e) => e.name === "Paint")) {
    const d = e.args?.data ?? {};
    const key = `layer ${d.layerId ?? "?"} node ${d.nodeId ?? "?"}`;
    byNode.set(key, (byNode.get(key) ?? 0) + 1);
  }
  const top = [...byNode].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return `Paint ${count("Paint")}, RasterTask ${count("RasterTask")}, Layerize ${count("Layerize")}, UpdateLayer ${count("UpdateLayer")}, DrawFrame ${count("DrawFrame")}; paints by layer/node: ${top.map(([k, n]) => `${k}: ${n}`).join(", ")}`;
}

async function traced(browser: Browser, page: Page, label: string) {
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await page.evaluate("performance.mark('x'); console.timeStamp('scroll-start')");
  const figures = await scrollUp(page);
  await page.evaluate("console.timeStamp('scroll-end')");
  const buffer = await browser.stopTracing();
  if (process.env.TRACE_SAVE) await writeFile(path.join(process.env.TRACE_SAVE, `${label}.json`), buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  // console.timeStamp lands as a TimeStamp event with its message in args.data.message.
  for (const e of traceEvents)
    if (e.name === "TimeStamp" && e.args?.data?.message) e.name = String(e.args.data.message);
  return { figures, threads: byThread(traceEvents), paints: paints(traceEvents) };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "taleforge-transcript-trace-"));
const server: Server = await startServer({
  args: ["dist/server/main.js"],
  cwd: process.env.TRACE_BUILD ? path.resolve(process.env.TRACE_BUILD) : root,
  env: {
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000",
    PLAY_TURNS_PER_MINUTE: "100000",
    PLAY_TURNS_PER_SESSION_PER_MINUTE: "100000",
  },
  path: "/readyz",
});
const browser = await launch();
try {
  log(`transcript trace: playing a ${TURNS}-turn run…`);
  const token = await playRun(server, TURNS);
  const results: Record<string, Awaited<ReturnType<typeof traced>>> = {};
  {
    const { context, page } = await phone(browser);
    await page.goto(`${server.url}/play/demo-adventure?session=${token}`);
    await page.locator("[data-action]").first().waitFor();
    await page.locator('[data-testid="transcript-scene"]').first().waitFor();
    await page.waitForTimeout(PIN_WAIT_MS);
    // What the list has drawn when the scroll starts (ADR 036, sixth step: drawn ahead in idle time).
    log(
      `app: ${await page.locator('[data-testid="transcript-scene"]').count()} scenes drawn when the scroll starts`,
    );
    results.app = await traced(browser, page, "app");
    log(`app: ${await page.locator('[data-testid="transcript-scene"]').count()} scenes drawn when it ends`);
    await context.close();
  }
  {
    const html = controlPage(
      stylesheetsOf(await (await fetch(`${server.url}/play/demo-adventure`)).text()),
      "The Lantern of Hollow Vale",
      await runScenes(server, token),
    );
    const { context, page } = await phone(browser);
    const address = `${server.url}/__transcript-control`;
    await page.route(address, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await page.goto(address, { waitUntil: "load" });
    await page.evaluate(
      "document.fonts.ready.then(() => window.scrollTo(0, document.documentElement.scrollHeight))",
    );
    await page.waitForTimeout(PIN_WAIT_MS);
    results.ctrl = await traced(browser, page, "ctrl");
    await context.close();
  }
  const app = results.app as Awaited<ReturnType<typeof traced>>;
  const ctrl = results.ctrl as Awaited<ReturnType<typeof traced>>;
  console.log(`app: ${JSON.stringify(app.figures)}\nctrl: ${JSON.stringify(ctrl.figures)}`);
  console.log(`app ${app.paints}\nctrl ${ctrl.paints}`);
  const frames = 240;
  for (const thread of new Set([...app.threads.keys(), ...ctrl.threads.keys()])) {
    const a = app.threads.get(thread) ?? new Map();
    const c = ctrl.threads.get(thread) ?? new Map();
    const names = [...new Set([...a.keys(), ...c.keys()])]
      .map((n) => [n, a.get(n) ?? 0, c.get(n) ?? 0] as const)
      .filter(([, x, y]) => x + y > 0.05 * frames)
      .sort((p, q) => q[1] + q[2] - (p[1] + p[2]))
      .slice(0, 18);
    if (names.length === 0) continue;
    console.log(`\n${thread}: ms a frame, app / ctrl`);
    for (const [n, x, y] of names)
      console.log(
        `  ${n.padEnd(48)} ${(x / frames).toFixed(2).padStart(7)} ${(y / frames).toFixed(2).padStart(7)}`,
      );
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
