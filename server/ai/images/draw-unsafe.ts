import type { Draw } from "./drawing";
import type { PropId } from "./scene-words";
import { circle, ellipse, path, poly, rect } from "./svg-kit";

/**
 * Weapons and gore: drawn only for grown-ups. Child mode never reads their words (read-scene.ts),
 * so nothing here is ever asked for in a child's picture.
 */
export const UNSAFE_DRAW: Partial<Record<PropId, Draw>> = {
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
