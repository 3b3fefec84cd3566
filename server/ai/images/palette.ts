import type { Mood, TimeOfDay } from "./scene-words";

/** Colours as [r, g, b] 0–255; the SVG gets them as hex. */
export type Rgb = readonly [number, number, number];

export const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
export const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const scale = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];

/** The light of one picture: its sky from top to horizon, its sun or moon, how bright the land is. */
export type Light = {
  sky: [Rgb, Rgb, Rgb];
  orb: Rgb;
  /** Multiplies the land's own colours: noon 1, night ≈ 0.3. */
  level: number;
  /** What distance fades into (atmospheric perspective). */
  haze: Rgb;
  /** Torches, windows and lanterns. */
  warm: Rgb;
};

const TIMES: Record<TimeOfDay, { sky: [string, string, string]; orb: string; level: number }> = {
  dawn: { sky: ["#26335e", "#b86a8c", "#ffc891"], orb: "#fff0c4", level: 0.78 },
  day: { sky: ["#2f6fc9", "#76ade6", "#dcedf6"], orb: "#fffbe6", level: 1 },
  dusk: { sky: ["#1a1538", "#8a3a5c", "#f59e4c"], orb: "#ffc06a", level: 0.6 },
  night: { sky: ["#03081a", "#0d1a3a", "#253a66"], orb: "#eef3ff", level: 0.32 },
};

/** Mood tints the whole light: eerie greens and greys, tense reds, joyful warmth. */
const MOOD_TINT: Record<Mood, { tint: Rgb; amount: number; level: number }> = {
  calm: { tint: [255, 255, 255], amount: 0, level: 1 },
  joyful: { tint: [255, 200, 120], amount: 0.12, level: 1.08 },
  tense: { tint: [170, 40, 40], amount: 0.2, level: 0.9 },
  eerie: { tint: [80, 140, 120], amount: 0.28, level: 0.85 },
};

export function lightFor(time: TimeOfDay, mood: Mood): Light {
  const t = TIMES[time];
  const m = MOOD_TINT[mood];
  const sky = t.sky.map((c) => mix(rgb(c), m.tint, m.amount)) as [Rgb, Rgb, Rgb];
  return {
    sky,
    orb: rgb(t.orb),
    level: Math.min(1.05, t.level * m.level),
    haze: mix(sky[2], sky[1], 0.35),
    warm: mood === "eerie" ? rgb("#9ff0c8") : rgb("#ffb347"),
  };
}

/** A land colour under this light, faded toward the haze by its distance (0 near, 1 far). */
export function landColour(base: string, light: Light, distance: number): string {
  const lit = scale(rgb(base), light.level);
  return hex(mix(lit, light.haze, distance * 0.75));
}
