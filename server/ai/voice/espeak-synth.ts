import createESpeakNG from "@echogarden/espeak-ng-emscripten";
import type { EspeakVoice } from "./embedded-voices";
import { applyGain, encodeMp3, joinChunks } from "./pcm";
import type { SpeechOptions } from "./voice";

/**
 * eSpeak NG's pitch setting against the pitch it gives, in semitones from the setting 50
 * (measured on en-us: 75, 84, 104, 133 and 172 Hz at 0, 25, 50, 75 and 100). The curve is
 * not linear, so a semitone request is placed on it by interpolation.
 */
const PITCH_CURVE: [setting: number, semitones: number][] = [
  [0, -5.66],
  [25, -3.7],
  [50, 0],
  [75, 4.26],
  [100, 8.71],
];

function interpolate(points: [number, number][], x: number, from: 0 | 1, to: 0 | 1): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (x <= first[from]) return first[to];
  if (x >= last[from]) return last[to];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (x <= b[from]) return a[to] + ((x - a[from]) / (b[from] - a[from])) * (b[to] - a[to]);
  }
  return last[to];
}

/**
 * The eSpeak pitch setting for the voice's own base moved by `semitones`. eSpeak reaches about
 * −5½…+8½ semitones; requests beyond are held at its ends.
 */
export function pitchSetting(base: number, semitones: number): number {
  const target = interpolate(PITCH_CURVE, base, 0, 1) + semitones;
  return Math.round(interpolate(PITCH_CURVE, target, 1, 0));
}

/** eSpeak speaks 80–450 of its words a minute; speakingRate scales the voice's pace within. */
export const rateSetting = (base: number, speakingRate: number) =>
  Math.round(Math.min(450, Math.max(80, base * speakingRate)));

export type EspeakSynth = {
  sampleRate: number;
  /** 16-bit mono samples at `sampleRate`. */
  pcm(text: string, voice: EspeakVoice, options: SpeechOptions): Int16Array;
  mp3(text: string, voice: EspeakVoice, options: SpeechOptions): Buffer;
};

/** One eSpeak NG instance (~150 ms to start). Synchronous: run it in a worker thread. */
export async function createEspeakSynth(): Promise<EspeakSynth> {
  const module = await createESpeakNG();
  const engine = new module.eSpeakNGWorker();
  const sampleRate = engine.samplerate;
  const pcm = (text: string, voice: EspeakVoice, options: SpeechOptions) => {
    if (engine.set_voice(voice.name) !== 0) throw new Error(`eSpeak NG has no voice ${voice.name}`);
    engine.rate = rateSetting(voice.rate, options.speakingRate);
    engine.pitch = pitchSetting(voice.pitch, options.pitch);
    engine.range = voice.range;
    const chunks: Int16Array[] = [];
    engine.synthesize(text, (samples) => {
      if (samples?.length) chunks.push(samples);
      return false;
    });
    return applyGain(joinChunks(chunks), options.volumeGainDb);
  };
  return {
    sampleRate,
    pcm,
    mp3: (text, voice, options) => encodeMp3(pcm(text, voice, options), sampleRate),
  };
}
