import type { PropId } from "./scene-words";
import type { Rng } from "./seeded";
import { circle, ellipse, path, poly, rect, type Svg } from "./svg-kit";

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

type Draw = (s: Svg, x: number, y: number, h: number, p: Paint, rng: Rng) => string;

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

/**
 * A person as a silhouette: head, shoulders, arms, a coat or robe that flares to its hem, legs.
 * `kind` varies them: 0 bare-headed, 1 wide hat, 2 long robe, 3 hood.
 */
export function figure(_s: Svg, x: number, y: number, h: number, p: Paint, rng: Rng, kind = rng.int(0, 3)) {
  const head = h * 0.062;
  const headY = y - h * 0.9;
  const neck = y - h * 0.83;
  const sh = h * 0.125;
  const hem = kind === 2 ? y - h * 0.01 : y - h * 0.3;
  const flare = kind === 2 ? h * 0.2 : h * 0.15;
  const lean = rng.range(-0.02, 0.02) * h;
  let d =
    `M${x - h * 0.035},${neck}` +
    `C${x - sh * 0.6},${neck + h * 0.01} ${x - sh},${neck + h * 0.02} ${x - sh},${neck + h * 0.07}` +
    `L${x - flare + lean},${hem}Q${x + lean},${hem + h * 0.03} ${x + flare + lean},${hem}` +
    `L${x + sh},${neck + h * 0.07}C${x + sh},${neck + h * 0.02} ${x + sh * 0.6},${neck + h * 0.01} ${x + h * 0.035},${neck}Z`;
  // Arms hang a little apart from the body.
  for (const side of [-1, 1]) {
    const ax = x + side * sh * 1.02;
    d += `M${ax - h * 0.03},${neck + h * 0.06}L${ax + h * 0.03},${neck + h * 0.06}L${ax + side * h * 0.03 + h * 0.022},${y - h * 0.45}Q${ax + side * h * 0.03},${y - h * 0.42} ${ax + side * h * 0.03 - h * 0.022},${y - h * 0.45}Z`;
  }
  if (kind !== 2)
    for (const side of [-1, 1])
      d += poly([
        [x + side * h * 0.015, hem - 4],
        [x + side * h * 0.085, hem - 4],
        [x + side * h * 0.07, y],
        [x + side * h * 0.025, y],
      ]);
  d += `M${x - h * 0.028},${neck + 2}L${x - h * 0.028},${headY}L${x + h * 0.028},${headY}L${x + h * 0.028},${neck + 2}Z`;
  let out = path(d, p.dark, p.ink) + circle(x, headY, head, p.dark, p.ink);
  if (kind === 1)
    out += path(
      `M${x - head * 2.4},${headY - head * 0.5}Q${x},${headY - head * 1.1} ${x + head * 2.4},${headY - head * 0.5}Q${x},${headY - head * 0.2} ${x - head * 2.4},${headY - head * 0.5}ZM${x - head * 0.9},${headY - head * 0.7}L${x + head * 0.3},${headY - head * 3.6}L${x + head * 0.9},${headY - head * 0.7}Z`,
      p.dark,
      p.ink,
    );
  if (kind === 3)
    out += path(
      `M${x - head * 1.35},${neck + h * 0.02}Q${x - head * 1.6},${headY - head * 1.7} ${x},${headY - head * 1.5}Q${x + head * 1.6},${headY - head * 1.7} ${x + head * 1.35},${neck + h * 0.02}Z`,
      p.dark,
      p.ink,
    );
  // A rim of light down one side gives the silhouette a body.
  out += path(
    `M${x + sh * 0.9},${neck + h * 0.05}L${x + sh},${neck + h * 0.07}L${x + flare + lean},${hem}L${x + flare + lean - h * 0.012},${hem}Z`,
    p.rim,
    'opacity="0.6"',
  );
  out += path(
    `M${x + head * 0.3},${headY - head}A${head},${head} 0 0 1 ${x + head},${headY}L${x + head * 0.8},${headY}A${head * 0.8},${head * 0.8} 0 0 0 ${x + head * 0.3},${headY - head * 0.8}Z`,
    p.rim,
    'opacity="0.5"',
  );
  return `<g data-thing="figure">${out}</g>`;
}

const DRAW: Record<PropId, Draw> = {
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
  torch: (s, x, y, h, p) =>
    rect(x - h * 0.04, y - h * 0.6, h * 0.08, h * 0.6, p.dark, p.ink) +
    flame(s, x, y - h * 0.62, h * 0.28, p.warm),
  lantern: (s, x, y, h, p) =>
    circle(x, y - h * 0.35, h * 1.6, s.glow(p.warm, 0.45)) +
    rect(x - h * 0.18, y - h * 0.55, h * 0.36, h * 0.45, p.warm, `${p.ink} rx="${h * 0.05}"`) +
    path(
      poly([
        [x - h * 0.24, y - h * 0.55],
        [x + h * 0.24, y - h * 0.55],
        [x, y - h * 0.75],
      ]),
      p.dark,
      p.ink,
    ) +
    rect(x - h * 0.22, y - h * 0.12, h * 0.44, h * 0.06, p.dark),
  candle: (s, x, y, h, p) =>
    [-1, 0, 1]
      .map(
        (i) =>
          rect(
            x + i * h * 0.18 - h * 0.04,
            y - h * (0.35 - Math.abs(i) * 0.08),
            h * 0.08,
            h * (0.35 - Math.abs(i) * 0.08),
            "#e9dcc0",
            p.ink,
          ) + flame(s, x + i * h * 0.18, y - h * (0.4 - Math.abs(i) * 0.08), h * 0.08, p.warm, h * 0.5),
      )
      .join(""),
  campfire: (s, x, y, h, p) =>
    ellipse(x, y, h * 1.6, h * 0.35, s.glow(p.warm, 0.6)) +
    path(
      poly([
        [x - h * 0.6, y],
        [x + h * 0.5, y - h * 0.18],
        [x + h * 0.55, y - h * 0.08],
        [x - h * 0.55, y + h * 0.1],
      ]),
      p.dark,
      p.ink,
    ) +
    path(
      poly([
        [x + h * 0.6, y],
        [x - h * 0.5, y - h * 0.18],
        [x - h * 0.55, y - h * 0.08],
        [x + h * 0.55, y + h * 0.1],
      ]),
      p.dark,
      p.ink,
    ) +
    flame(s, x, y - h * 0.1, h * 0.75, p.warm, h * 3) +
    flame(s, x - h * 0.22, y - h * 0.05, h * 0.45, "#ffdd66", h * 0.1),
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
  crystal: (s, x, y, h, _p) => {
    const c = "#7fe8ff";
    return (
      circle(x, y - h * 0.4, h * 1.5, s.glow(c, 0.55)) +
      (
        [
          [-0.25, 0.6, -0.3],
          [0, 1, 0],
          [0.22, 0.7, 0.25],
        ] as const
      )
        .map(([dx, k, lean]) =>
          path(
            poly([
              [x + dx * h - h * 0.1, y],
              [x + dx * h + h * 0.1, y],
              [x + dx * h + lean * h * 0.3 + h * 0.06, y - h * k * 0.8],
              [x + dx * h + lean * h * 0.3, y - h * k],
              [x + dx * h + lean * h * 0.3 - h * 0.06, y - h * k * 0.8],
            ]),
            s.linear([
              [0, "#e8fbff"],
              [1, "#3aa6d8"],
            ]),
          ),
        )
        .join("")
    );
  },
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
  lamp: (s, x, y, h, p) =>
    rect(x - 2, y - h, 4, h, p.dark, p.ink) +
    rect(x - 2, y - h, h * 0.18, 3, p.dark) +
    circle(x + h * 0.16, y - h * 0.93, h * 0.9, s.glow(p.warm, 0.5)) +
    circle(x + h * 0.16, y - h * 0.93, h * 0.05, "#fff3c9"),
  screen: (s, x, y, h, _p) => {
    const c = "#49f2ff";
    let out =
      rect(x - h * 0.9, y - h * 0.6, h * 1.8, h * 1.3, s.glow(c, 0.35)) +
      rect(x - h * 0.5, y - h * 0.35, h, h * 0.6, "#072a36", `stroke="${c}" stroke-width="2"`);
    for (let i = 0; i < 4; i++)
      out += rect(
        x - h * 0.4,
        y - h * 0.27 + i * h * 0.12,
        h * (0.3 + ((i * 37) % 5) * 0.1),
        h * 0.04,
        c,
        'opacity="0.85"',
      );
    return out;
  },
  portal: (s, x, y, h, p) => {
    const c = "#b57bff";
    return (
      ellipse(x, y - h * 0.5, h * 0.9, h * 0.9, s.glow(c, 0.6)) +
      ellipse(
        x,
        y - h * 0.5,
        h * 0.32,
        h * 0.48,
        s.radial([
          [0, "#ffffff"],
          [0.4, c],
          [1, "#2a0a5a"],
        ]),
        p.ink,
      ) +
      path(
        `M${x - h * 0.45},${y}V${y - h * 0.55}A${h * 0.45},${h * 0.5} 0 0 1 ${x + h * 0.45},${y - h * 0.55}V${y}H${x + h * 0.34}V${y - h * 0.55}A${h * 0.34},${h * 0.4} 0 0 0 ${x - h * 0.34},${y - h * 0.55}V${y}Z`,
        p.mid,
        p.ink,
      )
    );
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
  mushroom: (s, x, y, h, p) =>
    circle(x, y - h * 0.4, h * 1.2, s.glow("#7dffb0", 0.35)) +
    rect(x - h * 0.08, y - h * 0.4, h * 0.16, h * 0.4, "#e8e0cc", p.ink) +
    path(
      `M${x - h * 0.4},${y - h * 0.38}Q${x},${y - h * 0.95} ${x + h * 0.4},${y - h * 0.38}Z`,
      "#d94b4b",
      p.ink,
    ),
  sword: (_s, x, y, h, p) =>
    path(
      poly([
        [x - h * 0.03, y],
        [x + h * 0.03, y],
        [x + h * 0.03, y - h * 0.75],
        [x, y - h * 0.82],
        [x - h * 0.03, y - h * 0.75],
      ]),
      "#c9d3de",
      p.ink,
    ) +
    rect(x - h * 0.16, y - h * 0.85, h * 0.32, h * 0.04, p.dark, p.ink) +
    rect(x - h * 0.025, y - h, h * 0.05, h * 0.15, p.dark),
  axe: (_s, x, y, h, p) =>
    rect(x - h * 0.025, y - h, h * 0.05, h, p.dark, p.ink) +
    path(
      `M${x},${y - h * 0.92}Q${x + h * 0.35},${y - h * 1.0} ${x + h * 0.32},${y - h * 0.68}Q${x + h * 0.15},${y - h * 0.78} ${x},${y - h * 0.74}Z`,
      "#aab4bf",
      p.ink,
    ),
  bow: (_s, x, y, h, p) =>
    `<path d="M${x},${y - h}Q${x + h * 0.45},${y - h * 0.5} ${x},${y}" fill="none" stroke="${p.dark}" stroke-width="${h * 0.04}"/>` +
    `<path d="M${x},${y - h}L${x},${y}" stroke="${p.rim}" stroke-width="1"/>`,
  gun: (_s, x, y, h, p) =>
    rect(x - h * 0.4, y - h * 0.3, h * 0.8, h * 0.12, p.dark, p.ink) +
    rect(x - h * 0.35, y - h * 0.2, h * 0.12, h * 0.22, p.dark, p.ink),
  skull: (_s, x, y, h, p) =>
    circle(x, y - h * 0.35, h * 0.3, "#e3dccb", p.ink) +
    rect(x - h * 0.17, y - h * 0.15, h * 0.34, h * 0.15, "#e3dccb", p.ink) +
    circle(x - h * 0.11, y - h * 0.33, h * 0.07, "#1a1410") +
    circle(x + h * 0.11, y - h * 0.33, h * 0.07, "#1a1410"),
  blood: (_s, x, y, h, _p, rng) => {
    let out = ellipse(x, y, h * 0.9, h * 0.18, "#5e0a0e");
    for (let i = 0; i < 6; i++)
      out += ellipse(
        x + rng.range(-1.4, 1.4) * h,
        y + rng.range(-0.1, 0.2) * h,
        h * rng.range(0.05, 0.15),
        h * 0.05,
        "#7a0f14",
      );
    return out;
  },
  bones: (_s, x, y, h) =>
    `<path d="M${x - h * 0.5},${y - h * 0.05}L${x + h * 0.5},${y - h * 0.2}M${x - h * 0.45},${y - h * 0.22}L${x + h * 0.4},${y}" stroke="#ddd5c2" stroke-width="${h * 0.07}" stroke-linecap="round"/>`,
};

/** One thing, marked with its name so tests can tell what a picture holds. */
export function thing(s: Svg, id: PropId, x: number, y: number, h: number, p: Paint, rng: Rng) {
  return `<g data-thing="${id}">${DRAW[id](s, x, y, h, p, rng)}</g>`;
}
