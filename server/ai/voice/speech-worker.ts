import { parentPort } from "node:worker_threads";
import type { EspeakVoice } from "./embedded-voices";
import { createEspeakSynth } from "./espeak-synth";
import type { SpeechOptions } from "./voice";

/**
 * The embedded voice's worker thread: eSpeak NG and the MP3 encoder run here, one job at a
 * time, so a long scene never holds the server's event loop. Bundled as its own entry point
 * (scripts/build-server.mjs); under tsx the pool starts it from this source.
 */

export type SpeechJob = { id: number; text: string; voice: EspeakVoice; options: SpeechOptions };
export type SpeechResult = { id: number; mp3: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("speech-worker runs only as a worker thread");

const synth = createEspeakSynth();
port.on("message", async (job: SpeechJob) => {
  try {
    const mp3 = (await synth).mp3(job.text, job.voice, job.options);
    // A copy of its own: a small Buffer shares Node's pool, which must not be transferred.
    const bytes = new Uint8Array(mp3);
    port.postMessage({ id: job.id, mp3: bytes } satisfies SpeechResult, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
