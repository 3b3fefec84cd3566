// Voice benchmarks (issue 21): the embedded voice's synthesis of a 60-word scene, and the
// server's /healthz while 4 syntheses run beside a bare /healthz baseline in the same run —
// the worker threads must keep the event loop free. Over HTTP the narration is a play session's
// current scene (issue 28 F3), each client in its own voice, the media cache off.
// Usage: npm run bench, or: npm run build && node --import tsx bench/voice.ts

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createEmbeddedVoice } from "../server/ai/voice/embedded-voice";
import { EMBEDDED_VOICES } from "../server/ai/voice/embedded-voices";
import { createEspeakSynth } from "../server/ai/voice/espeak-synth";
import { encodeMp3 } from "../server/ai/voice/pcm";
import { speechText } from "../server/ai/voice/speech-text";
import { DEFAULT_SPEECH_OPTIONS } from "../server/ai/voice/voice";
import { SCENE_60_WORDS } from "../server/test-support/audio";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { startServer } from "./lib/server.mjs";

const TARGETS = { synthesisMs: 1500, healthzP99Ms: 20 };
const RUNS = 8;
const SECONDS = 8;
const CONCURRENT = 4;
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

/** Synthesis alone, in the adapter's worker: one warm-up, then RUNS scenes over the voices. */
async function synthesis() {
  const voice = createEmbeddedVoice({ workers: 1 });
  const text = speechText(SCENE_60_WORDS);
  try {
    await voice.synthesize(text, "en-GB-Embedded-A", DEFAULT_SPEECH_OPTIONS);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const id = EMBEDDED_VOICES[i % EMBEDDED_VOICES.length]!.id;
      const t0 = performance.now();
      await voice.synthesize(text, id, DEFAULT_SPEECH_OPTIONS);
      ms.push(performance.now() - t0);
    }
    return { p50: at(ms, 0.5), max: Math.max(...ms) };
  } finally {
    await voice.close();
  }
}

/**
 * The CPU one synthesis costs, split into eSpeak and the MP3 encoder: measured on this thread,
 * so it does not depend on what else the machine runs (wall time does, on a shared CI box).
 */
async function cpuCost() {
  const synth = await createEspeakSynth();
  const text = speechText(SCENE_60_WORDS);
  const voice = EMBEDDED_VOICES[0]!.espeak;
  synth.mp3(text, voice, DEFAULT_SPEECH_OPTIONS);
  const speak: number[] = [];
  const encode: number[] = [];
  const cpuMs = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < RUNS; i++) {
    let t = process.cpuUsage();
    const pcm = synth.pcm(text, voice, DEFAULT_SPEECH_OPTIONS);
    speak.push(cpuMs(t));
    t = process.cpuUsage();
    encodeMp3(pcm, synth.sampleRate);
    encode.push(cpuMs(t));
  }
  return { speak: at(speak, 0.5), encode: at(encode, 0.5) };
}

/** GET `path` in a loop on one kept-alive connection for `seconds`: the latencies. */
async function probe(base: string, urlPath: string, seconds: number) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<void>((resolve, reject) =>
      http
        .get({ host: hostname, port, path: urlPath, agent }, (res) => {
          res.resume();
          res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}`))));
        })
        .on("error", reject),
    );
  const ms: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await get();
    ms.push(performance.now() - t0);
  }
  agent.destroy();
  return { p50: at(ms, 0.5), p99: at(ms, 0.99), count: ms.length };
}

/**
 * Keeps CONCURRENT syntheses running until `until` resolves: each client narrates the session's
 * scene in a voice of its own (the same narration asked twice at once would be made once), and
 * the cache is off.
 */
async function keepSynthesizing(base: string, until: Promise<unknown>) {
  const start = await fetch(`${base}/api/sessions/start`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gameSlug: "demo-adventure" }),
  });
  if (start.status !== 200) throw new Error(`session start answered ${start.status}: ${await start.text()}`);
  const { sessionToken } = (await start.json()) as { sessionToken: string };
  let stop = false;
  until.then(() => {
    stop = true;
  });
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, client) => {
      while (!stop) {
        const res = await fetch(`${base}/api/tts/synthesize`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            sessionToken,
            voiceId: EMBEDDED_VOICES[client % EMBEDDED_VOICES.length]?.id,
          }),
        });
        if (res.status !== 200) throw new Error(`synthesize answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done;
}

async function beside() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "taleforge-voice-bench-"));
  const server = await startServer({
    args: ["dist/server/main.js"],
    cwd: process.cwd(),
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TTS_PER_MINUTE: "10000",
      RATE_LIMIT_PER_MINUTE: "100000",
      MEDIA_CACHE_MAX_BYTES: "0",
    },
    path: "/healthz",
  });
  try {
    await probe(server.url, "/healthz", 2); // warm-up
    const bare = await probe(server.url, "/healthz", SECONDS);
    const loaded = probe(server.url, "/healthz", SECONDS);
    const syntheses = await keepSynthesizing(server.url, loaded);
    return { bare, loaded: await loaded, syntheses };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? "meets target" : "MISSES target");
log("voice bench: synthesis…");
const synth = await synthesis();
const cpu = await cpuCost();
log("voice bench: /healthz beside syntheses…");
const { bare, loaded, syntheses } = await beside();
const row = (name: string, r: { p50: number; p99: number; count: number }) =>
  `  ${name.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   (${r.count} requests)`;
console.log(
  [
    "",
    `Voice benchmarks (embedded eSpeak NG + MP3 in a worker; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)})`,
    `  synthesis of a 60-word scene            p50 ${synth.p50.toFixed(0).padStart(6)} ms   max ${synth.max.toFixed(0).padStart(6)} ms   (target ≤ ${TARGETS.synthesisMs} ms)   ${verdict(synth.p50 <= TARGETS.synthesisMs)}`,
    `  CPU of one synthesis                    ${(cpu.speak + cpu.encode).toFixed(0).padStart(6)} ms   (eSpeak ${cpu.speak.toFixed(0)} ms + MP3 ${cpu.encode.toFixed(0)} ms: the wall time on an idle core)   ${verdict(cpu.speak + cpu.encode <= TARGETS.synthesisMs)}`,
    row("GET /healthz, bare", bare),
    row(`GET /healthz, ${CONCURRENT} syntheses running`, loaded),
    `  p99 under synthesis / bare               ${(loaded.p99 / bare.p99).toFixed(2).padStart(6)}×   p50 ${(loaded.p50 / bare.p50).toFixed(2)}×   (target p99 < ${TARGETS.healthzP99Ms} ms)   ${verdict(loaded.p99 < TARGETS.healthzP99Ms)}`,
    `  syntheses completed during the window    ${String(syntheses).padStart(6)}`,
  ].join("\n"),
);
