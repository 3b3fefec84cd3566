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

/** The loudest a gain may make a sample: just under full scale, so nothing clips. */
const CEILING = 0.97 * 32767;

/**
 * Applies volumeGainDb. A gain that would push peaks past full scale is held at the ceiling
 * instead: a clipped MP3 crackles, a slightly quieter one does not.
 */
export function applyGain(pcm: Int16Array, gainDb: number): Int16Array {
  if (gainDb === 0) return pcm;
  let peak = 1;
  for (const s of pcm) peak = Math.max(peak, Math.abs(s));
  const factor = Math.min(10 ** (gainDb / 20), CEILING / peak);
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
