import type { Paint } from "./drawing";
import { hex, type Light, landColour, mix, rgb } from "./palette";
import type { SceneReading } from "./read-scene";
import type { Rng } from "./seeded";
import type { Svg } from "./svg-kit";

/** Where a thing may stand: its foot, and how tall something there is drawn (depth). */
export type Spot = { x: number; y: number; h: number; depth: number };

/** What a backdrop draws with, and what it answers: the floor's spots, near to far. */
export type Scene = {
  s: Svg;
  r: SceneReading;
  light: Light;
  rng: Rng;
  horizon: number;
  /** Paint for a material at a distance (0 near, 1 far). */
  paint(base: string, distance: number): Paint;
  /** The land's own colour at a distance. */
  land(base: string, distance: number): string;
};

export function sceneKit(
  s: Svg,
  r: SceneReading,
  outside: Light,
  rng: Rng,
  horizon: number,
  inkWidth: number,
): Scene {
  // Indoors the room is darker than the day outside and has no distance for haze to fill.
  const light = r.indoor
    ? { ...outside, level: 0.3 + outside.level * 0.3, haze: mix(outside.haze, [20, 16, 14], 0.6) }
    : outside;
  const ink = inkWidth ? `stroke="#0b0b10" stroke-width="${inkWidth}" stroke-linejoin="round"` : "";
  return {
    s,
    r,
    light,
    rng,
    horizon,
    land: (base, d) => landColour(base, light, d),
    paint: (base, d) => ({
      dark: landColour(hex(mix(rgb(base), [8, 8, 14], 0.55)), light, d),
      mid: landColour(base, light, d),
      rim: hex(mix(light.sky[2], light.orb, 0.5)),
      warm: hex(light.warm),
      ink,
    }),
  };
}

/** Spots along the ground between `nearY` and `farY`, spread across the width. */
export function groundSpots(rng: Rng, nearY: number, farY: number, count: number, tallNear: number): Spot[] {
  return Array.from({ length: count }, (_, i) => {
    const depth = (i + rng.range(0.2, 0.8)) / count;
    const y = nearY + (farY - nearY) * depth;
    const side = i % 2 ? rng.range(0.55, 0.92) : rng.range(0.08, 0.45);
    return { x: side * 768, y, h: tallNear * (1 - depth * 0.7), depth };
  });
}
