import { IMAGE_SIZE } from "../../../contract/media";
import type { Rng } from "./seeded";

export const W = IMAGE_SIZE.width;
export const H = IMAGE_SIZE.height;

const n = (v: number) => Math.round(v * 10) / 10;

/** An SVG under construction: definitions (gradients, filters) and elements, back to front. */
export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  /** Stroke width the comic style thickens for its ink outlines. */
  constructor(readonly ink: number) {}

  add(element: string) {
    this.body.push(element);
  }

  /** A vertical gradient (top to bottom) or one along x1,y1→x2,y2 in the box; answers url(#id). */
  linear(stops: readonly [number, string, number?][], dir: [number, number, number, number] = [0, 0, 0, 1]) {
    const id = `g${this.ids++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`);
    this.defs.push(
      `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${s.join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A round glow: the colour at the centre fading to nothing. */
  glow(colour: string, strength = 1) {
    const id = `r${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset="0.35" stop-color="${colour}" stop-opacity="${strength * 0.45}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) {
    const id = `r${this.ids++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`);
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s.join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A blur filter (used sparingly: it is the costliest thing resvg does). */
  blur(deviation: number) {
    const id = `f${this.ids++}`;
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

export const poly = (points: readonly (readonly [number, number])[]) =>
  `${points.map(([x, y], i) => `${i ? "L" : "M"}${n(x)},${n(y)}`).join("")}Z`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

/**
 * A skyline of hills or mountains across the picture, closed down to the bottom: a sum of a few
 * seeded waves plus jitter. `jag` 0 gives rolling hills, 1 gives sharp peaks.
 */
export function ridge(rng: Rng, baseY: number, amplitude: number, jag: number, bottom = H) {
  const waves = [0, 1, 2].map((i) => ({
    f: rng.range(0.6, 1.6) * (i + 1) * 0.006,
    p: rng.range(0, Math.PI * 2),
    a: amplitude / (i + 1.2),
  }));
  const step = 12;
  const points: [number, number][] = [[0, bottom]];
  for (let x = 0; x <= W + step; x += step) {
    let y = baseY;
    for (const w of waves) {
      const s = Math.sin(x * w.f + w.p);
      y -= w.a * (jag > 0.5 ? (1 - Math.abs(s)) * 2 - 1 : s);
    }
    y += rng.range(-1, 1) * amplitude * 0.12 * jag;
    points.push([x, y]);
  }
  points.push([W + step, bottom]);
  return poly(points);
}
