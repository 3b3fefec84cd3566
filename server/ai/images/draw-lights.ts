import { type Draw, flame } from "./drawing";
import type { PropId } from "./scene-words";
import { circle, ellipse, path, poly, rect } from "./svg-kit";

/** The things that give light: each carries its own glow. */
export const LIGHTS: Partial<Record<PropId, Draw>> = {
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
  mushroom: (s, x, y, h, p) =>
    circle(x, y - h * 0.4, h * 1.2, s.glow("#7dffb0", 0.35)) +
    rect(x - h * 0.08, y - h * 0.4, h * 0.16, h * 0.4, "#e8e0cc", p.ink) +
    path(
      `M${x - h * 0.4},${y - h * 0.38}Q${x},${y - h * 0.95} ${x + h * 0.4},${y - h * 0.38}Z`,
      "#d94b4b",
      p.ink,
    ),
};
