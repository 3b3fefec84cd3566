// Driving the transcript bench's pages (bench/transcript.ts, bench/transcript-trace.ts): a run
// played through the API, the phone profile, the scroll, and the run's scenes for the control.
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import type { TranscriptResponse, TranscriptScene } from "../../contract/play";
import { TRANSCRIPT_PAGE_MAX } from "../../contract/play";

export type Server = { url: string; stop(): Promise<unknown> };

export const log = (msg: string) => process.stderr.write(`${msg}\n`);
/** Frames of continuous scrolling, and pixels a frame: about 4 s of a quick flick up the story. */
export const SCROLL = { frames: 240, step: 90 };
export const CPU_SLOWDOWN = 4;
/**
 * How long `Transcript` holds an opened run's end in place (its PIN_MS) and a margin: a script's
 * `scrollBy` does not end the pin as a reader's wheel or touch does, so a scroll started before
 * would be pulled back by it, and the figure would not be the scroll's alone.
 */
export const PIN_WAIT_MS = 2000 + 500;
const ACTIONS = [
  "Look around",
  "Search the path",
  "Talk to Old Maud",
  "Go north",
  "Take the lantern",
  "Wait",
];

export const launch = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** A run of the demo `turns` scenes long, played through the API as a player would. */
export async function playRun(server: Server, turns: number): Promise<string> {
  const { sessionToken } = await post(`${server.url}/api/sessions/start`, { gameSlug: "demo-adventure" });
  const token = String(sessionToken);
  for (let i = 1; i < turns; i++) {
    const scene = await post(`${server.url}/api/sessions/${token}/action`, {
      action: ACTIONS[i % ACTIONS.length],
    });
    // A fallen hero ends the run: roll back and take another path, as a player would.
    if (scene.ended) {
      await post(`${server.url}/api/sessions/${token}/rollback-scene`, {});
      i -= 1;
    }
    if (i % 100 === 0) log(`  ${i} turns played`);
  }
  return token;
}

/** The phone profile: 390×844 at 3×, touch, the CPU slowed CPU_SLOWDOWN× through CDP. */
export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}

export type ScrollFigures = { fps: number; p95FrameMs: number; longFrames: number };

/** SCROLL.frames frames of scrolling up by SCROLL.step px, one step a frame: the frame rate it kept. */
export async function scrollUp(page: Page): Promise<ScrollFigures> {
  // A string, not a function: tsx would name the arrow functions with a helper the page lacks.
  const frames = (await page.evaluate(`new Promise((done) => {
    const times = [];
    const frame = (t) => {
      times.push(t);
      if (times.length > ${SCROLL.frames}) return done(times);
      window.scrollBy(0, -${SCROLL.step});
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`)) as number[];
  const gaps = frames.slice(1).map((t, i) => t - (frames[i] as number));
  const sorted = [...gaps].sort((a, b) => a - b);
  const total = (frames.at(-1) as number) - (frames[0] as number);
  return {
    fps: Math.round((gaps.length / total) * 1000 * 10) / 10,
    p95FrameMs: Math.round((sorted[Math.floor(sorted.length * 0.95)] ?? 0) * 10) / 10,
    longFrames: gaps.filter((g) => g > 1000 / 60 + 8).length,
  };
}

/** Every past scene of the run, through the API's transcript pages, oldest first. */
export async function runScenes(server: Server, token: string): Promise<TranscriptScene[]> {
  const scenes: TranscriptScene[] = [];
  let before: number | undefined;
  for (;;) {
    const query = `limit=${TRANSCRIPT_PAGE_MAX}${before ? `&before=${before}` : ""}`;
    const res = await fetch(`${server.url}/api/sessions/${token}/transcript?${query}`);
    if (!res.ok) throw new Error(`transcript answered ${res.status}`);
    const page = (await res.json()) as TranscriptResponse;
    scenes.unshift(...page.scenes);
    before = page.scenes[0]?.sceneNumber;
    if (!page.hasMore || !before) return scenes;
  }
}
