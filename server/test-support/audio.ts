import { MPEGDecoder } from "mpg123-decoder";

/** 60 words of a scene, as the play screen would send it (tests and bench/voice.ts). */
export const SCENE_60_WORDS =
  "The lantern swung above the harbour wall as you climbed the last of the stone steps. " +
  "The tide had turned black and restless, and somewhere beyond the breakwater a bell was " +
  "ringing without any hand to pull it. Nell waited by the door of the lamp house, her coat pulled " +
  "tight, and she did not smile when she saw you.";

/** An MP3 decoded to mono samples, as a player would hear it. */
export async function decodeMp3(mp3: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate, errors } = decoder.decode(mp3);
    if (errors.length) throw new Error(`MP3 decode errors: ${errors.map((e) => e.message).join("; ")}`);
    return { samples: channelData[0] ?? new Float32Array(), sampleRate };
  } finally {
    decoder.free();
  }
}

/**
 * The median pitch (Hz) of the voiced 40 ms frames, by autocorrelation over 70–400 Hz: enough
 * to tell a low voice from a high one.
 */
export function medianPitch(samples: Float32Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 70);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += Math.round(sampleRate * 0.02)) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[start + i]! ** 2;
    if (Math.sqrt(energy / frame) < peak * 0.05) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let c = 0;
      let e2 = 0;
      for (let i = 0; i < frame; i++) {
        c += samples[start + i]! * samples[start + i + lag]!;
        e2 += samples[start + i + lag]! ** 2;
      }
      const r = c / Math.sqrt(energy * e2 + 1e-12);
      if (r > best) [best, bestLag] = [r, lag];
    }
    if (best > 0.6) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[pitches.length >> 1] ?? 0;
}

/** The energy of the sample-to-sample change against the energy: rises with the spectrum's centre (timbre). */
export function brightness(samples: Float32Array): number {
  let diff = 0;
  let total = 0;
  for (let i = 1; i < samples.length; i++) {
    diff += (samples[i]! - samples[i - 1]!) ** 2;
    total += samples[i]! ** 2;
  }
  return diff / (total + 1e-12);
}

/** Peak level (0–1) and the longest run of near-silence in seconds. */
export function levels(samples: Float32Array, sampleRate: number) {
  let peak = 0;
  let run = 0;
  let longest = 0;
  for (const s of samples) {
    const a = Math.abs(s);
    peak = Math.max(peak, a);
    run = a < 0.01 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return { peak, longestSilence: longest / sampleRate };
}
