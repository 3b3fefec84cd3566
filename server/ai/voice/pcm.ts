import { Mp3Encoder } from "@breezystack/lamejs";

/**
 * Sample work for the embedded voice, done in its worker: joining eSpeak's chunks, gain and
 * the MP3 encoding.
 */

export function joinChunks(chunks: Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Peaks stay under −1.4 dBFS: MP3 encoding overshoots sharp peaks a little, and a clipped
 * MP3 crackles. eSpeak's own peaks reach 0.95–1.0 on some variants.
 */
const CEILING = 0.85 * 32767;
/** Every voice is levelled to this RMS (−20 dBFS) before the gain: voices sound equally loud. */
const TARGET_RMS = 0.1 * 32767;

/**
 * Levels the loudness, then applies volumeGainDb. A gain that would push peaks past the
 * ceiling is held there instead: a slightly quieter narration beats a distorted one.
 */
export function applyGain(pcm: Int16Array, gainDb: number): Int16Array {
  if (!pcm.length) return pcm;
  let peak = 1;
  let energy = 0;
  for (const s of pcm) {
    peak = Math.max(peak, Math.abs(s));
    energy += s * s;
  }
  const rms = Math.sqrt(energy / pcm.length) || 1;
  const factor = Math.min((TARGET_RMS / rms) * 10 ** (gainDb / 20), CEILING / peak);
  const out = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = Math.round((pcm[i] ?? 0) * factor);
  return out;
}

/** 48 kb/s mono is plenty for a synthetic voice at 22.05 kHz: ~360 KB a minute. */
export const MP3_KBPS = 48;
/** An MP3 frame's samples; feeding the encoder whole frames avoids its internal copying. */
const FRAME = 1152;

export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = MP3_KBPS): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  const block = FRAME * 32;
  for (let at = 0; at < pcm.length; at += block) {
    const part = encoder.encodeBuffer(pcm.subarray(at, at + block));
    if (part.length) parts.push(Uint8Array.from(part));
  }
  const last = encoder.flush();
  if (last.length) parts.push(Uint8Array.from(last));
  return Buffer.concat(parts);
}
