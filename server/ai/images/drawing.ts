import type { Rng } from "./seeded";
import { circle, ellipse, path, type Svg } from "./svg-kit";

/** The colours a thing is drawn in where it stands. */
export type Paint = {
  /** Its silhouette. */
  dark: string;
  /** Its lit faces. */
  mid: string;
  /** The rim the light catches. */
  rim: string;
  /** Flames, lit windows and glows. */
  warm: string;
  /** Ink outline attributes (comic style) or "". */
  ink: string;
};

export type Draw = (s: Svg, x: number, y: number, h: number, p: Paint, rng: Rng) => string;

/** A lit flame with its glow: the light sources that make a picture feel warm. */
export function flame(s: Svg, x: number, y: number, h: number, warm: string, glowRadius = h * 3.2) {
  return (
    circle(x, y, glowRadius, s.glow(warm, 0.55)) +
    path(
      `M${x},${y - h}C${x + h * 0.5},${y - h * 0.4} ${x + h * 0.45},${y + h * 0.1} ${x},${y + h * 0.15}C${x - h * 0.45},${y + h * 0.1} ${x - h * 0.5},${y - h * 0.4} ${x},${y - h}Z`,
      warm,
    ) +
    ellipse(x, y - h * 0.05, h * 0.16, h * 0.3, "#fff6d8")
  );
}
