// Scene image benchmarks (issue 21): the embedded illustrator at 768×512 in each style, in
// process and through POST /api/images/generate on the built server, beside GET /healthz on the
// same server and on a bare node:http server, measured in the same run; and /healthz while
// pictures are being drawn (rendering and styling run off the event loop). Over HTTP a picture
// is of a play session's current scene (issue 28 F3), the media cache off so that each is drawn.
// Usage: npm run bench (after the build), or: npm run build && node --import tsx bench/images.ts
import { rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import { IMAGE_SIZE, IMAGE_STYLES, type ImageStyle } from "../contract/media";
import { createEmbeddedIllustrator } from "../server/ai/images/embedded-illustrator";
import { poster } from "./lib/closed-loop";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { startServer } from "./lib/server.mjs";

const TARGET_MS = 500;
const RUNS = 8;
const HEALTHZ_REQUESTS = 400;
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const json = process.argv.includes("--json");

const SCENES = [
  "Dusk settles over the old forest. Between the pines a trail winds toward a clearing where a campfire burns low; an old woman waits beside it with a lantern.",
  "Torches flicker along the pillars of the great hall. Banners hang from the walls and a guard stands by the iron door, beside a treasure chest.",
  "The spaceship corridor hums. Light strips run along the bulkheads toward the airlock, and a console flickers with warnings as a robot waits by the hatch.",
  "Rain falls on the neon city street at midnight. A detective in a long coat waits under a streetlamp outside the station.",
];
const scene = (i: number) => `${SCENES[i % SCENES.length]} (${i})`;

type Figures = { p50: number; p90: number; p99: number; max: number };
function figures(ms: number[]): Figures {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: s.at(-1) ?? 0 };
}

async function inProcess() {
  const illustrator = createEmbeddedIllustrator();
  const world = { title: "Bench", genre: "fantasy", childMode: false };
  // Warm-up: the first calls load resvg, sharp's pipelines and the styles' textures.
  for (const { id } of IMAGE_STYLES) await illustrator.illustrate(scene(0), { ...world, style: id });
  const result = {} as Record<ImageStyle, Figures>;
  for (const { id } of IMAGE_STYLES) {
    const ms: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const t0 = performance.now();
      await illustrator.illustrate(scene(i), { ...world, style: id });
      ms.push(performance.now() - t0);
    }
    result[id] = figures(ms);
  }
  return result;
}

/** Sequential GET /healthz over one kept-alive connection: the latency of a bare request. */
async function healthz(base: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) =>
      http
        .get(`${base}/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`healthz ${res.statusCode}`)),
          );
        })
        .on("error", reject),
    );
    ms.push(performance.now() - t0);
  }
  agent.destroy();
  return figures(ms);
}

async function overHttp() {
  const dataDir = `.tmp/bench-images-${process.pid}`;
  const server = await startServer({
    args: ["dist/server/main.js"],
    cwd: process.cwd(),
    env: {
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      IMAGES_PER_MINUTE: "100000",
      RATE_LIMIT_PER_MINUTE: "100000",
      // Nothing kept: every request draws (the route draws a session's scene, always the same one).
      MEDIA_CACHE_MAX_BYTES: "0",
    },
    path: "/readyz",
  });
  try {
    const post = poster(server.url, 4);
    const started = await post("/api/sessions/start", { gameSlug: "demo-adventure" });
    const { sessionToken } = JSON.parse(started) as { sessionToken: string };
    const ask = (_i: number, style: ImageStyle) =>
      post("/api/images/generate", { sessionToken, imageStyle: style });
    for (const { id } of IMAGE_STYLES) await ask(1000, id);
    await healthz(server.url, 100);
    const baseline = await healthz(server.url, HEALTHZ_REQUESTS);
    const route = {} as Record<ImageStyle, Figures>;
    for (const { id } of IMAGE_STYLES) {
      const ms: number[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const t0 = performance.now();
        await ask(i, id); // the cache is off: drawn each time
        ms.push(performance.now() - t0);
      }
      route[id] = figures(ms);
    }
    // Two pictures at a time, all along, while /healthz is measured.
    let drawing = true;
    let drawn = 0;
    const load = Array.from({ length: 2 }, async (_, k) => {
      // Two styles: the same picture asked twice at once would be drawn once.
      const style = k === 0 ? "photo-realistic" : "illustration";
      for (let i = 0; drawing; i++, drawn++) await ask(5000 + k * 1000 + i, style);
    });
    const busy = await healthz(server.url, HEALTHZ_REQUESTS);
    drawing = false;
    await Promise.all(load);
    return { baseline, route, busy, drawnMeanwhile: drawn };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function bare() {
  const server = await startServer({
    args: ["bench/lib/baseline-server.mjs"],
    cwd: process.cwd(),
    path: "/healthz",
  });
  try {
    await healthz(server.url, 100);
    return await healthz(server.url, HEALTHZ_REQUESTS);
  } finally {
    await server.stop();
  }
}

log("images bench: the embedded illustrator in process…");
const local = await inProcess();
log("images bench: POST /api/images/generate and GET /healthz on the built server…");
const served = await overHttp();
log("images bench: GET /healthz on bare node:http…");
const bareHealthz = await bare();

if (json) {
  console.log(
    JSON.stringify({ size: IMAGE_SIZE, inProcess: local, ...served, bareHealthz, targetMs: TARGET_MS }),
  );
} else {
  const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
  const verdict = (ok: boolean) => (ok ? "meets target" : "misses target");
  console.log(
    `\nScene image benchmarks (node ${process.version}, ${os.availableParallelism()} cores, ${IMAGE_SIZE.width}×${IMAGE_SIZE.height}, median of ${RUNS})`,
  );
  console.log(
    `${"style".padEnd(18)}${"in process".padStart(12)}${"p90".padStart(9)}${"via route".padStart(12)}${"÷ /healthz".padStart(12)}   (target ≤ ${TARGET_MS} ms)`,
  );
  for (const { id } of IMAGE_STYLES) {
    const a = local[id];
    const r = served.route[id];
    console.log(
      `${id.padEnd(18)}${ms(a.p50).padStart(12)}${ms(a.p90).padStart(9)}${ms(r.p50).padStart(12)}${`${Math.round(r.p50 / served.baseline.p50)}×`.padStart(12)}   ${verdict(r.p50 <= TARGET_MS)}`,
    );
  }
  console.log(
    `GET /healthz, Taleforge         p50 ${ms(served.baseline.p50)}   p99 ${ms(served.baseline.p99)}`,
  );
  console.log(
    `GET /healthz, bare node:http    p50 ${ms(bareHealthz.p50)}   p99 ${ms(bareHealthz.p99)}   (Taleforge ÷ bare ${(served.baseline.p50 / bareHealthz.p50).toFixed(2)})`,
  );
  console.log(
    `GET /healthz while 2 pictures draw  p50 ${ms(served.busy.p50)}   p99 ${ms(served.busy.p99)}   (${served.drawnMeanwhile} pictures meanwhile; p99 target < 20 ms) ${verdict(served.busy.p99 < 20)}`,
  );
}
process.exit(0);
