// The run on screen (issue 33 item 2): first paint and scroll of a 500-turn transcript on the
// phone profile (390×844, CPU slowed 4× through CDP), beside a 10-turn run measured in the same
// run as the baseline. Prints figures against the targets; a missed target is reported, never a
// failure. Usage: npm run bench (builds first), or: npm run build && node --import tsx bench/transcript.ts
// TRANSCRIPT_RUNS=500,10,500 measures other run lengths, in that order (repeats show the noise);
// TRANSCRIPT_BASELINE=<another build's folder> measures it beside this one (see below).
// Each load of the app is followed by one of a control (bench/lib/transcript-control.ts): the
// same scenes as a static page, scrolled the same way, whose frame rate is the machine's ceiling.
// Figures from the navigation's start: the first paint (the newest scene's text on screen: since
// ADR 036's pre-paint, the server's HTML), the app ready (the choices, React's), the run above.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { startServer } from "./lib/server.mjs";
import { controlPage, stylesheetsOf } from "./lib/transcript-control";
import {
  CPU_SLOWDOWN,
  launch,
  log,
  PIN_WAIT_MS,
  phone,
  playRun,
  runScenes,
  SCROLL,
  type Server,
  scrollUp,
} from "./lib/transcript-drive";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGETS = { firstPaintMs: 1000, fps: 60 };
const RUNS = (process.env.TRANSCRIPT_RUNS ?? "10,500").split(",").map(Number);
type Figures = {
  /** The newest scene's text on screen: the server's pre-paint (ADR 036), or React's first render. */
  firstPaintMs: number;
  /** The choices on screen, drawn by React: the app is ready to play. */
  appReadyMs: number;
  /** The run above the scene on screen (React's windowed list). */
  transcriptMs: number;
  fps: number;
  p95FrameMs: number;
  longFrames: number;
  drawn: number;
};

/**
 * The frame after the first element matching each selector is in the page, from the navigation's
 * start. Taken in the page (a string: tsx would name the functions with a helper the page lacks),
 * so the figure is not the test driver's round trip to notice them; set before the HTML is parsed,
 * so that what the server's HTML draws counts as well as what React draws.
 */
const MARKS = {
  appReadyMs: "[data-action]",
  transcriptMs: '[data-testid="transcript-scene"]',
} as const;
/**
 * The first paint is the browser's own time for it (Element Timing, on the newest scene's
 * paragraphs): a frame mark would wait behind the app's start-up script, which runs right after
 * the server's HTML is parsed, and count it in.
 */
const markScript = `window.__marks = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === "scene" && !window.__marks.firstPaintMs) window.__marks.firstPaintMs = entry.renderTime || entry.loadTime;
  }).observe({ type: "element", buffered: true });
  new MutationObserver(() => {
    for (const p of document.querySelectorAll('[data-testid="scene-text"] p:not([elementtiming])')) p.setAttribute("elementtiming", "scene");
    const marks = ${JSON.stringify(MARKS)};
    for (const [name, selector] of Object.entries(marks)) {
      if (name in window.__marks || !document.querySelector(selector)) continue;
      window.__marks[name] = 0;
      requestAnimationFrame(() => setTimeout(() => { window.__marks[name] = performance.now(); }));
    }
  }).observe(document, { childList: true, subtree: true })`;
const MARKED = ["firstPaintMs", ...Object.keys(MARKS)];

async function measure(browser: Browser, server: Server, token: string): Promise<Figures> {
  const { context, page } = await phone(browser);
  await page.addInitScript(markScript);
  await page.goto(`${server.url}/play/demo-adventure?session=${token}`);
  let marks: Record<string, number> = {};
  for (const started = Date.now(); ; await page.waitForTimeout(50)) {
    if (Date.now() - started > 30_000) throw new Error(`Not all on screen in 30 s: ${JSON.stringify(marks)}`);
    marks = (await page.evaluate("window.__marks")) as Record<string, number>;
    if (MARKED.every((name) => marks[name])) break;
  }
  const drawn = await page.locator('[data-testid="transcript-scene"]').count();
  const figures = {
    firstPaintMs: Math.round(marks.firstPaintMs ?? 0),
    appReadyMs: Math.round(marks.appReadyMs ?? 0),
    transcriptMs: Math.round(marks.transcriptMs ?? 0),
    drawn,
  };
  // Past Transcript's pin of the run's end (a script's scrollBy does not end it as a reader's
  // touch does): the figure is the scroll's alone, not the pin pulling it back.
  await page.waitForTimeout(PIN_WAIT_MS);
  const scrolled = await scrollUp(page);
  await context.close();
  return { ...figures, ...scrolled };
}

/**
 * The control: the run's scenes as one static page (bench/lib/transcript-control.ts) on the same
 * server's origin and stylesheet, opened at its end as the app opens a run, scrolled the same way.
 */
async function measureControl(browser: Browser, server: Server, html: string): Promise<Figures> {
  const { context, page } = await phone(browser);
  const address = `${server.url}/__transcript-control`;
  await page.route(address, (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await page.goto(address, { waitUntil: "load" });
  await page.evaluate(
    "document.fonts.ready.then(() => window.scrollTo(0, document.documentElement.scrollHeight))",
  );
  const drawn = await page.locator('[data-testid="transcript-scene"]').count();
  await page.waitForTimeout(PIN_WAIT_MS);
  const scrolled = await scrollUp(page);
  await context.close();
  return { firstPaintMs: Number.NaN, appReadyMs: Number.NaN, transcriptMs: Number.NaN, drawn, ...scrolled };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
};

/** Each figure's median over the loads. */
function medians(loads: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(loads.map((l) => l[key]));
  return {
    firstPaintMs: pick("firstPaintMs"),
    appReadyMs: pick("appReadyMs"),
    transcriptMs: pick("transcriptMs"),
    fps: pick("fps"),
    p95FrameMs: pick("p95FrameMs"),
    longFrames: pick("longFrames"),
    drawn: pick("drawn"),
  };
}

const serverEnv = (dataDir: string) => ({
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  // The runs are played through the API: the per-minute limits would pace 500 turns for minutes.
  RATE_LIMIT_PER_MINUTE: "100000",
  PLAY_TURNS_PER_MINUTE: "100000",
  PLAY_TURNS_PER_SESSION_PER_MINUTE: "100000",
});

/**
 * TRANSCRIPT_BASELINE names another build's folder (its package.json, server/db/migrations and
 * dist/, say main's built with `git worktree`): its server is started beside this one, each run
 * is played on both, and the pages are loaded alternately, TRANSCRIPT_LOADS times each (default
 * 3): the ratios of the same run's medians are the figures that mean something on a busy machine.
 */
const BASELINE = process.env.TRANSCRIPT_BASELINE ? path.resolve(process.env.TRANSCRIPT_BASELINE) : null;
const LOADS = Number(process.env.TRANSCRIPT_LOADS ?? 3);

type Side = { name: string; server: Server; dataDir: string };
async function startSide(name: string, cwd: string): Promise<Side> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "taleforge-transcript-bench-"));
  const server: Server = await startServer({
    args: ["dist/server/main.js"],
    cwd,
    env: serverEnv(dataDir),
    path: "/readyz",
  });
  return { name, server, dataDir };
}

const sides: Side[] = [await startSide("this", root)];
if (BASELINE) sides.push(await startSide("base", BASELINE));
const browser = await launch();
const ms = (n: number) => (Number.isNaN(n) ? "—" : `${n} ms`);
try {
  const results: Array<{ turns: number; side: string } & Figures> = [];
  for (const turns of RUNS) {
    log(`transcript bench: playing a ${turns}-turn run…`);
    const tokens = await Promise.all(sides.map((side) => playRun(side.server, turns)));
    const own = sides[0] as Side;
    const html = controlPage(
      stylesheetsOf(await (await fetch(`${own.server.url}/play/demo-adventure`)).text()),
      "The Lantern of Hollow Vale",
      await runScenes(own.server, tokens[0] as string),
    );
    const loads: Figures[][] = sides.map(() => []);
    const control: Figures[] = [];
    for (let i = 0; i < LOADS; i++) {
      for (const [s, side] of sides.entries())
        loads[s]?.push(await measure(browser, side.server, tokens[s] as string));
      control.push(await measureControl(browser, own.server, html));
    }
    for (const [s, side] of sides.entries())
      results.push({ turns, side: side.name, ...medians(loads[s] as Figures[]) });
    results.push({ turns, side: "ctrl", ...medians(control) });
  }
  console.log(
    `\nThe run on screen, phone profile (390×844, CPU ${CPU_SLOWDOWN}× slower), medians of ${LOADS} loads, ${SCROLL.frames} frames of scrolling up on each load`,
  );
  console.log(
    "turns  build  first paint   app ready  run above  scroll fps  p95 frame  long frames  scenes drawn",
  );
  for (const r of results)
    console.log(
      [
        String(r.turns).padStart(5),
        r.side.padStart(5),
        ms(r.firstPaintMs).padStart(11),
        ms(r.appReadyMs).padStart(10),
        ms(r.transcriptMs).padStart(9),
        String(r.fps).padStart(10),
        ms(r.p95FrameMs).padStart(9),
        String(r.longFrames).padStart(11),
        String(r.drawn).padStart(12),
      ].join("  "),
    );
  console.log(
    "ctrl: the same scenes as one static page (no React, no windowing), the app's stylesheet, scrolled the same way: this machine's ceiling",
  );
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : "—");
  for (const r of results.filter((r) => r.side !== "ctrl")) {
    const ctrl = results.find((c) => c.side === "ctrl" && c.turns === r.turns) as Figures;
    console.log(
      `${r.turns} turns, ${r.side} / ctrl: scroll fps ${ratio(r.fps, ctrl.fps)} (${r.fps} vs ${ctrl.fps}, ${(r.fps - ctrl.fps).toFixed(1)} fps), long frames ${r.longFrames} vs ${ctrl.longFrames}`,
    );
  }
  if (BASELINE) {
    for (const turns of new Set(RUNS)) {
      const mine = results.filter((r) => r.turns === turns && r.side === "this");
      const base = results.filter((r) => r.turns === turns && r.side === "base");
      for (const [i, r] of mine.entries()) {
        const b = base[i] as Figures;
        console.log(
          `${turns} turns, this / base: first paint ${ratio(r.firstPaintMs, b.firstPaintMs)}, app ready ${ratio(r.appReadyMs, b.appReadyMs)}, run above ${ratio(r.transcriptMs, b.transcriptMs)}`,
        );
      }
    }
  }
  // The longest run (its last measure when repeated) is the one the targets are for.
  const mine = results.filter((r) => r.side === "this");
  const longest = Math.max(...mine.map((r) => r.turns));
  const index = mine.filter((r) => r.turns === longest).length - 1;
  const big = mine.filter((r) => r.turns === longest)[index] as (typeof results)[number];
  const ceiling = results.filter((r) => r.side === "ctrl" && r.turns === longest)[index] as Figures;
  console.log(
    `targets (${big.turns} turns): first paint ≤ ${TARGETS.firstPaintMs} ms: ${big.firstPaintMs <= TARGETS.firstPaintMs ? "met" : "MISSED"}; ` +
      `${TARGETS.fps} fps (within 1): ${big.fps >= TARGETS.fps - 1 ? "met" : "MISSED"}; ` +
      `within 1 fps of the control (${ceiling.fps}): ${big.fps >= ceiling.fps - 1 ? "met" : "MISSED"}`,
  );
} finally {
  await browser.close();
  for (const side of sides) {
    await side.server.stop();
    await rm(side.dataDir, { recursive: true, force: true });
  }
}
