import type { Paint } from "./drawing";
import type { Rng } from "./seeded";
import { circle, path, poly, type Svg } from "./svg-kit";

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
