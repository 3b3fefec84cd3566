// Story Editor and Story Map (issue 20): time to first render of the Scenes view and of the
// Story Map, and the frame times of a scripted pan on the map, for a 40 chapters x 10 scenes x
// 3 choices story (400 scene cards, 40 chapter boxes, 1,200 choice edges) against a 2 x 3
// baseline measured in the same run and browser.
// Usage: npm run build && node --import tsx bench/story-editor.mjs [--runs N] [--json]
// Builds nothing: starts the built server (dist/server/main.js) on a fresh data dir under .tmp/
// and Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through Playwright.
// A missed target is reported, never a failure; exits 1 only when something could not be measured.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { bigStory as story } from "../client/features/story-editor/story-fixtures.ts";
import { arg, json } from "./lib/args.mjs";
import { startServer } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(arg("--runs") ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGETS = { firstRenderMs: 1000, fps: 60 };
const PAN_MS = 2000;
const log = (msg) => process.stderr.write(`${msg}\n`);
const notes = [];

/**
 * In the page, before its scripts: the time each view's first element is painted (the first
 * task after the animation frame that follows its insertion), on the page's clock.
 */
function watchFirstPaint() {
  const watched = { scenes: "#scene-title", map: '[data-testid="scene-card"]' };
  window.__painted = {};
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(watched)) {
      if (name in window.__painted || !document.querySelector(selector)) continue;
      window.__painted[name] = null;
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__painted[name] = performance.now();
        }, 0),
      );
    }
  }).observe(document, { subtree: true, childList: true });
}

const painted = (page, name) =>
  page.waitForFunction((n) => typeof window.__painted?.[n] === "number" && window.__painted[n], name, {
    timeout: 30_000,
  });

/** Opens the editor, then the map: ms to the Scenes view's first paint, and from the click to the map's. */
async function openOnce(page, url) {
  await page.goto(url);
  const scenesMs = await (await painted(page, "scenes")).jsonValue();
  const clickedAt = await page.evaluate(() => {
    const button = [...document.querySelectorAll("button")].find(
      (b) => b.textContent?.trim() === "Story Map",
    );
    const at = performance.now();
    button.click();
    return at;
  });
  const mapAt = await (await painted(page, "map")).jsonValue();
  return { scenesMs, mapMs: mapAt - clickedAt };
}

/** Drags the pane up, again and again, for PAN_MS, recording every animation frame's duration. */
async function pan(page) {
  // The map fills the window's height below the editor's bar: scrolled to, as a creator would.
  await page
    .locator('[data-testid="story-map-canvas"]')
    .evaluate((el) => el.scrollIntoView({ block: "end" }));
  const pane = await page.locator('[data-testid="story-map-canvas"]').boundingBox();
  await page.waitForTimeout(500); // let the map settle after its first paint
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__framesOn) requestAnimationFrame(tick);
    };
    window.__framesOn = true;
    requestAnimationFrame(tick);
  });
  // Counts the viewport's moves, to be sure the drags panned (and did not drag a card).
  await page.evaluate(() => {
    window.__viewportMoves = 0;
    new MutationObserver(() => {
      window.__viewportMoves += 1;
    }).observe(document.querySelector(".react-flow__viewport"), { attributes: true });
  });
  // The map's left margin is pane (or a chapter's fixed box): a drag there pans.
  const x = pane.x + 12;
  const top = pane.y + 40;
  const bottom = pane.y + pane.height - 160; // above the zoom controls in the bottom-left corner
  // Always upwards: each drag moves further down the story, so cards keep coming into view
  // (and are mounted) as a creator's long pan would.
  const started = Date.now();
  while (Date.now() - started < PAN_MS) {
    await page.mouse.move(x, bottom);
    await page.mouse.down();
    for (let i = 1; i <= 30; i++) {
      await page.mouse.move(x, bottom + ((top - bottom) * i) / 30);
      await sleep(8);
    }
    await page.mouse.up();
  }
  const moves = await page.evaluate(() => window.__viewportMoves);
  if (!moves) throw new Error("the scripted pan did not move the map");
  const frames = await page.evaluate(() => {
    window.__framesOn = false;
    return window.__frames.slice(1); // the first delta spans the set-up
  });
  return frames;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function createStoryGame(request, title, storyBeats) {
  const game = await request.post("/api/games", {
    data: {
      title,
      genre: "fantasy",
      storyline:
        "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night.",
      childMode: false,
      chapterCount: 5,
      characters: [{ name: "Wren", role: "Lamplighter", characterType: "protagonist" }],
    },
  });
  if (game.status() !== 201) throw new Error(`POST /api/games: ${game.status()} ${await game.text()}`);
  const { id } = await game.json();
  const patched = await request.patch(`/api/games/${id}`, { data: { storyBeats } });
  if (patched.status() !== 200)
    throw new Error(`PATCH /api/games/${id}: ${patched.status()} ${await patched.text()}`);
  return id;
}

/**
 * The built server on a fresh embedded database. Its first start creates that database, which
 * on a busy shared machine has taken longer than startServer's 30 s: a second try reuses it.
 */
async function startWithRetries(tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await startServer({
        args: ["dist/server/main.js"],
        cwd: root,
        env: {
          LOG_LEVEL: "warn",
          NODE_ENV: "production",
          DATA_DIR: dataDir,
          RATE_LIMIT_PER_MINUTE: "100000",
        },
        path: "/readyz",
      });
    } catch (error) {
      if (i >= tries) throw error;
      log(`story-editor: the server was not ready in time, trying again (${i + 1} of ${tries})…`);
    }
  }
}

await mkdir(path.join(root, ".tmp"), { recursive: true });
const dataDir = await mkdtemp(path.join(root, ".tmp", "bench-story-editor-"));
let server;
let browser;
let failed = false;
const results = { small: { scenes: [], map: [], frames: [] }, big: { scenes: [], map: [], frames: [] } };
try {
  server = await startWithRetries();
  browser = await chromium.launch({ executablePath: CHROMIUM });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchFirstPaint);
  const signUp = await context.request.post("/api/auth/sign-up", {
    data: { firstName: "Bench", email: `bench-map-${Date.now()}@example.com`, password: "lantern-and-key-7" },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up: ${signUp.status()} ${await signUp.text()}`);
  const games = {
    small: await createStoryGame(context.request, "A Short Walk", story(2, 3)),
    big: await createStoryGame(context.request, "The Long Road", story(40, 10, 3)),
  };
  const page = await context.newPage();
  // Warm-up: the editor's and the map's chunks in the cache, as on any second visit.
  await openOnce(page, `/story-editor/${games.small}`);
  for (let run = 1; run <= RUNS; run++) {
    for (const size of ["small", "big"]) {
      log(`story-editor: ${size} story, run ${run} of ${RUNS}…`);
      const { scenesMs, mapMs } = await openOnce(page, `/story-editor/${games[size]}`);
      results[size].scenes.push(scenesMs);
      results[size].map.push(mapMs);
      results[size].frames.push(...(await pan(page)));
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);

const figures = Object.fromEntries(
  Object.entries(results).map(([size, r]) => {
    const frameMedian = median(r.frames);
    const mean = r.frames.reduce((a, b) => a + b, 0) / r.frames.length;
    return [
      size,
      {
        scenesFirstRenderMs: Math.round(median(r.scenes)),
        mapFirstRenderMs: Math.round(median(r.map)),
        frameMedianMs: Number(frameMedian.toFixed(1)),
        frameP95Ms: Number(percentile(r.frames, 95).toFixed(1)),
        fps: Number((1000 / mean).toFixed(1)),
        frames: r.frames.length,
      },
    ];
  }),
);
const ratio = (key) => Number((figures.big[key] / figures.small[key]).toFixed(2));
const ratios = Object.fromEntries(
  ["scenesFirstRenderMs", "mapFirstRenderMs", "frameMedianMs", "frameP95Ms", "fps"].map((k) => [k, ratio(k)]),
);
const load = os.loadavg()[0];
if (load > 1)
  notes.push(`load average ${load.toFixed(1)} on ${os.availableParallelism()} cores: figures are noisy`);
const big = figures.big;
const met = {
  scenesFirstRender: big.scenesFirstRenderMs < TARGETS.firstRenderMs,
  mapFirstRender: big.mapFirstRenderMs < TARGETS.firstRenderMs,
  // 60 fps: the median frame within one 60 Hz interval (16.7 ms, with a little timer slack).
  pan60fps: big.frameMedianMs <= 17.5,
};

if (json) {
  console.log(JSON.stringify({ runs: RUNS, targets: TARGETS, figures, ratios, met, notes }, null, 2));
} else {
  const row = (label, key, unit) =>
    `${label.padEnd(28)}${`${figures.small[key]} ${unit}`.padStart(12)}${`${figures.big[key]} ${unit}`.padStart(12)}${`${ratios[key]}x`.padStart(9)}`;
  console.log(`Story Editor and Story Map, median of ${RUNS} runs (40x10x3 story vs 2x3 baseline)`);
  console.log(`${"".padEnd(28)}${"2x3".padStart(12)}${"40x10x3".padStart(12)}${"ratio".padStart(9)}`);
  console.log(row("Scenes view first render", "scenesFirstRenderMs", "ms"));
  console.log(row("Story Map first render", "mapFirstRenderMs", "ms"));
  console.log(row("Pan frame, median", "frameMedianMs", "ms"));
  console.log(row("Pan frame, p95", "frameP95Ms", "ms"));
  console.log(row("Pan fps", "fps", "fps"));
  console.log(
    `Targets (40x10x3): first render < ${TARGETS.firstRenderMs} ms: Scenes ${met.scenesFirstRender ? "met" : "MISSED"}, Map ${met.mapFirstRender ? "met" : "MISSED"}; pan at 60 fps: ${met.pan60fps ? "met" : "MISSED"}`,
  );
  for (const note of notes) console.log(`Note: ${note}`);
}
