import { figure } from "./draw-figure";
import { LIGHTS } from "./draw-lights";
import { UNSAFE_DRAW } from "./draw-unsafe";
import type { Draw, Paint } from "./drawing";
import type { PropId } from "./scene-words";
import type { Rng } from "./seeded";
import { circle, path, poly, rect, type Svg } from "./svg-kit";

/** Everything else a scene may hold: furniture, buildings, creatures, plants. */
const PLAIN: Partial<Record<PropId, Draw>> = {
  door: (_s, x, y, h, p) => {
    const arch = (w: number, top: number) =>
      `M${x - w / 2},${y}V${top + w / 2}A${w / 2},${w / 2} 0 0 1 ${x + w / 2},${top + w / 2}V${y}Z`;
    return (
      path(arch(h * 0.72, y - h * 1.08), p.dark, p.ink) +
      path(arch(h * 0.55, y - h), p.mid, p.ink) +
      rect(x - 1, y - h * 0.98, 2, h * 0.98, p.dark) +
      rect(x - h * 0.27, y - 3, h * 0.54, 3, p.warm, 'opacity="0.8"') +
      circle(x + h * 0.12, y - h * 0.42, h * 0.025, p.warm)
    );
  },
  chest: (s, x, y, h, p) =>
    circle(x, y - h * 0.3, h * 1.2, s.glow("#ffd75e", 0.35)) +
    rect(x - h * 0.6, y - h * 0.55, h * 1.2, h * 0.55, p.mid, p.ink) +
    path(
      `M${x - h * 0.6},${y - h * 0.55}Q${x},${y - h * 0.95} ${x + h * 0.6},${y - h * 0.55}Z`,
      p.dark,
      p.ink,
    ) +
    rect(x - h * 0.45, y - h * 0.6, h * 0.08, h * 0.6, "#c9a13b") +
    rect(x + h * 0.37, y - h * 0.6, h * 0.08, h * 0.6, "#c9a13b") +
    rect(x - h * 0.07, y - h * 0.5, h * 0.14, h * 0.16, "#ffd75e"),
  tower: (s, x, y, h, p) => {
    const w = h * 0.2;
    let out = rect(x - w / 2, y - h, w, h, p.dark, p.ink);
    for (let i = -2; i <= 2; i += 2)
      out += rect(x + (i * w) / 5 - w / 10, y - h - w * 0.2, w / 5, w * 0.2, p.dark);
    out += path(
      poly([
        [x - w * 0.62, y - h - w * 0.15],
        [x + w * 0.62, y - h - w * 0.15],
        [x, y - h - w * 1.4],
      ]),
      p.dark,
      p.ink,
    );
    return (
      out +
      rect(x - w * 0.12, y - h * 0.8, w * 0.24, w * 0.4, p.warm, `rx="${w * 0.1}"`) +
      circle(x, y - h * 0.75, w * 0.9, s.glow(p.warm, 0.4))
    );
  },
  ship: (_s, x, y, h, p) => {
    const w = h * 1.3;
    let out = path(
      `M${x - w / 2},${y - h * 0.22}L${x + w / 2},${y - h * 0.25}L${x + w * 0.36},${y}L${x - w * 0.38},${y}Z`,
      p.dark,
      p.ink,
    );
    for (const [dx, mh] of [
      [-0.2, 0.9],
      [0.12, 1],
    ] as const) {
      out += rect(x + w * dx - 1.5, y - h * mh - h * 0.2, 3, h * mh, p.dark);
      out += path(
        `M${x + w * dx + 3},${y - h * mh - h * 0.1}Q${x + w * dx + h * 0.38},${y - h * 0.7} ${x + w * dx + 3},${y - h * 0.3}Z`,
        p.mid,
        p.ink,
      );
    }
    return out;
  },
  statue: (s, x, y, h, p, rng) =>
    rect(x - h * 0.22, y - h * 0.22, h * 0.44, h * 0.22, p.mid, p.ink) +
    figure(s, x, y - h * 0.22, h * 0.78, { ...p, dark: p.mid }, rng, 2),
  banner: (_s, x, y, h, p) =>
    rect(x - h * 0.25, y - h, h * 0.5, 4, p.dark) +
    path(
      poly([
        [x - h * 0.2, y - h],
        [x + h * 0.2, y - h],
        [x + h * 0.2, y - h * 0.25],
        [x, y - h * 0.35],
        [x - h * 0.2, y - h * 0.25],
      ]),
      "#8e2430",
      p.ink,
    ) +
    circle(x, y - h * 0.7, h * 0.08, "#d8b04a"),
  barrel: (_s, x, y, h, p) =>
    rect(x - h * 0.3, y - h * 0.8, h * 0.6, h * 0.8, p.mid, `${p.ink} rx="${h * 0.14}"`) +
    rect(x - h * 0.3, y - h * 0.62, h * 0.6, h * 0.05, p.dark) +
    rect(x - h * 0.3, y - h * 0.22, h * 0.6, h * 0.05, p.dark),
  table: (_s, x, y, h, p) =>
    rect(x - h * 0.9, y - h * 0.5, h * 1.8, h * 0.09, p.mid, p.ink) +
    rect(x - h * 0.8, y - h * 0.45, h * 0.08, h * 0.45, p.dark) +
    rect(x + h * 0.72, y - h * 0.45, h * 0.08, h * 0.45, p.dark),
  book: (_s, x, y, h, p) =>
    path(
      `M${x - h * 0.4},${y - h * 0.1}Q${x - h * 0.2},${y - h * 0.22} ${x},${y - h * 0.12}Q${x + h * 0.2},${y - h * 0.22} ${x + h * 0.4},${y - h * 0.1}L${x + h * 0.4},${y}L${x - h * 0.4},${y}Z`,
      "#efe4c6",
      p.ink,
    ) + rect(x - h * 0.01, y - h * 0.12, h * 0.02, h * 0.12, p.dark),
  window: (s, x, y, h, p) => {
    const w = h * 0.45;
    const d = `M${x - w / 2},${y}V${y - h + w / 2}A${w / 2},${w / 2} 0 0 1 ${x + w / 2},${y - h + w / 2}V${y}Z`;
    return (
      path(
        d,
        s.linear([
          [0, p.rim],
          [1, p.warm, 0.6],
        ]),
        p.ink,
      ) +
      rect(x - 1.5, y - h, 3, h, p.dark) +
      rect(x - w / 2, y - h * 0.45, w, 3, p.dark)
    );
  },
  tree: (_s, x, y, h, p, rng) => {
    let out = path(
      poly([
        [x - h * 0.05, y],
        [x + h * 0.05, y],
        [x + h * 0.03, y - h * 0.5],
        [x - h * 0.03, y - h * 0.5],
      ]),
      p.dark,
      p.ink,
    );
    for (let i = 0; i < 5; i++)
      out += circle(
        x + rng.range(-0.28, 0.28) * h,
        y - h * rng.range(0.55, 0.85),
        h * rng.range(0.18, 0.26),
        p.dark,
        p.ink,
      );
    return out;
  },
  bird: (_s, x, y, h, p, rng) => {
    let out = "";
    for (let i = 0; i < 5; i++) {
      const bx = x + rng.range(-2, 2) * h;
      const by = y + rng.range(-0.8, 0.8) * h;
      const k = h * rng.range(0.25, 0.4);
      out += `<path d="M${bx - k},${by - k * 0.3}Q${bx - k * 0.4},${by - k * 0.5} ${bx},${by}Q${bx + k * 0.4},${by - k * 0.5} ${bx + k},${by - k * 0.3}" fill="none" stroke="${p.dark}" stroke-width="${Math.max(1.5, k * 0.18)}"/>`;
    }
    return out;
  },
  dragon: (_s, x, y, h, p) =>
    path(
      `M${x - h},${y}Q${x - h * 0.3},${y - h * 0.15} ${x},${y}Q${x + h * 0.4},${y - h * 0.05} ${x + h * 0.9},${y - h * 0.2}L${x + h * 1.05},${y - h * 0.12}L${x + h * 0.5},${y + h * 0.1}Q${x},${y + h * 0.18} ${x - h},${y}Z`,
      p.dark,
      p.ink,
    ) +
    path(
      `M${x - h * 0.2},${y}L${x - h * 0.6},${y - h * 0.8}L${x - h * 0.35},${y - h * 0.55}L${x - h * 0.1},${y - h * 0.75}L${x},${y - h * 0.45}L${x + h * 0.25},${y - h * 0.6}L${x + h * 0.2},${y}Z`,
      p.dark,
      p.ink,
    ),
  horse: (_s, x, y, h, p) =>
    path(
      `M${x - h * 0.5},${y - h * 0.55}Q${x},${y - h * 0.7} ${x + h * 0.4},${y - h * 0.6}L${x + h * 0.62},${y - h * 0.95}L${x + h * 0.75},${y - h * 0.88}L${x + h * 0.55},${y - h * 0.5}L${x + h * 0.45},${y - h * 0.35}L${x + h * 0.42},${y}H${x + h * 0.34}L${x + h * 0.3},${y - h * 0.32}H${x - h * 0.3}L${x - h * 0.34},${y}H${x - h * 0.42}L${x - h * 0.45},${y - h * 0.32}Q${x - h * 0.7},${y - h * 0.35} ${x - h * 0.5},${y - h * 0.55}Z`,
      p.dark,
      p.ink,
    ),
  flower: (_s, x, y, h, _p, rng) => {
    let out = "";
    for (let i = 0; i < 14; i++)
      out += circle(
        x + rng.range(-2.5, 2.5) * h,
        y - rng.range(0, 0.3) * h,
        h * rng.range(0.06, 0.1),
        rng.pick(["#ff7aa8", "#ffd84a", "#f4f0ff", "#c48bff"]),
      );
    return out;
  },
};

const DRAW = { ...PLAIN, ...LIGHTS, ...UNSAFE_DRAW } as Record<PropId, Draw>;

/** One thing, marked with its name so tests can tell what a picture holds. */
export function thing(s: Svg, id: PropId, x: number, y: number, h: number, p: Paint, rng: Rng) {
  return `<g data-thing="${id}">${DRAW[id](s, x, y, h, p, rng)}</g>`;
}
