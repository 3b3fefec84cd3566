import type { Scene } from "./backdrop";
import { thing } from "./draw-things";
import { hex, mix } from "./palette";
import { circle, ellipse, H, path, poly, rect, ridge, W } from "./svg-kit";

/** The shapes outdoor places are built of: hills, trees, water, houses, skylines, ruins. */

/** Land colours at full daylight: the light and the haze darken and fade them. */
export const LAND = {
  grass: "#3f6b35",
  forest: "#2c4a2a",
  rock: "#6a6660",
  snow: "#e8eef5",
  sand: "#d8b27a",
  dune: "#c9955a",
  mud: "#4a4a30",
  stone: "#8a8478",
  wood: "#6b4a2e",
  roof: "#7a3b2a",
  plaster: "#c9b99a",
  asphalt: "#3a3d44",
  brick: "#6e4a3f",
  alien: "#5a3d6e",
};

export function hills(c: Scene, base: string, from: number, layers: number, jag: number) {
  for (let i = 0; i < layers; i++) {
    const d = 0.9 - (i * 0.5) / layers;
    c.s.add(
      path(ridge(c.rng, c.horizon - (layers - i) * 14 + i * 6, 30 + jag * 60 - i * 8, jag), c.land(base, d)),
    );
  }
  return from;
}

/** The ground from the horizon down, lighter toward the distance. */
export function ground(c: Scene, base: string) {
  const fill = c.s.linear([
    [0, c.land(base, 0.7)],
    [1, c.land(base, 0)],
  ]);
  c.s.add(path(ridge(c.rng, c.horizon + 8, 6, 0), fill));
}

export function pines(c: Scene, y: number, h: number, distance: number, count: number) {
  const fill = c.land(LAND.forest, distance);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = (i / count) * W + c.rng.range(-8, 8);
    const th = h * c.rng.range(0.6, 1.3);
    const w = th * 0.32;
    d += poly([
      [x - w, y + 4],
      [x - w * 0.45, y - th * 0.45],
      [x - w * 0.7, y - th * 0.45],
      [x, y - th],
      [x + w * 0.7, y - th * 0.45],
      [x + w * 0.45, y - th * 0.45],
      [x + w, y + 4],
    ]);
  }
  c.s.add(path(d, fill));
}

export function water(c: Scene, top: number) {
  const [sky0, sky1, sky2] = c.light.sky;
  c.s.add(
    rect(
      0,
      top,
      W,
      H - top,
      c.s.linear([
        [0, hex(mix(sky2, sky1, 0.3))],
        [0.4, hex(mix(sky1, [10, 30, 50], 0.4))],
        [1, hex(mix(sky0, [0, 10, 20], 0.5))],
      ]),
    ),
  );
  // The sun's or moon's path on the water, broken into ripples.
  const orbX = 560 - (c.r.seed % 200);
  for (let y = top + 3; y < H; y += 7 + (y - top) * 0.05) {
    const w = 20 + (y - top) * 0.5;
    c.s.add(
      rect(
        orbX - w / 2 + c.rng.range(-10, 10),
        y,
        w * c.rng.range(0.4, 1),
        1.5 + (y - top) * 0.015,
        hex(c.light.orb),
        `opacity="${0.5 - ((y - top) / (H - top)) * 0.35}"`,
      ),
    );
  }
}

export function houses(c: Scene, y: number, count: number, size: number, distance: number) {
  const p = c.paint(LAND.plaster, distance);
  const roof = c.land(LAND.roof, distance);
  const lit = c.light.level < 0.8;
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * W + c.rng.range(-20, 20);
    const w = size * c.rng.range(0.9, 1.4);
    const h = size * c.rng.range(0.6, 0.9);
    c.s.add(rect(x - w / 2, y - h, w, h, p.mid, p.ink));
    c.s.add(
      path(
        poly([
          [x - w * 0.6, y - h],
          [x + w * 0.6, y - h],
          [x, y - h - size * 0.55],
        ]),
        roof,
        p.ink,
      ),
    );
    const win = lit ? p.warm : c.land("#2a3440", distance);
    c.s.add(
      rect(x - w * 0.3, y - h * 0.65, w * 0.16, h * 0.25, win) +
        rect(x + w * 0.14, y - h * 0.65, w * 0.16, h * 0.25, win),
    );
    if (lit) c.s.add(circle(x, y - h * 0.5, w * 0.6, c.s.glow(p.warm, 0.25)));
  }
}

export function skyline(c: Scene, y: number, distance: number, tall: number) {
  const fill = c.land(LAND.asphalt, distance);
  const lit = hex(mix(c.light.warm, [255, 255, 255], 0.3));
  let x = -10;
  while (x < W) {
    const w = c.rng.range(30, 70);
    const h = tall * c.rng.range(0.4, 1);
    c.s.add(rect(x, y - h, w, h + 2, fill));
    if (c.light.level < 0.85)
      for (let wy = y - h + 8; wy < y - 6; wy += 11)
        for (let wx = x + 5; wx < x + w - 6; wx += 9)
          if (c.rng.chance(0.35)) c.s.add(rect(wx, wy, 4, 5, lit, 'opacity="0.8"'));
    x += w + c.rng.range(0, 6);
  }
}

export function deadTree(c: Scene, x: number, y: number, h: number, fill: string) {
  let d = `M${x - h * 0.04},${y}L${x - h * 0.02},${y - h}L${x + h * 0.02},${y - h}L${x + h * 0.04},${y}Z`;
  for (let i = 0; i < 5; i++) {
    const by = y - h * c.rng.range(0.4, 0.95);
    const dir = i % 2 ? 1 : -1;
    const len = h * c.rng.range(0.2, 0.4);
    d += `M${x},${by}L${x + dir * len},${by - len * 0.6}L${x + dir * len},${by - len * 0.6 - 3}L${x},${by - 6}Z`;
  }
  c.s.add(path(d, fill));
}

export function arches(c: Scene, y: number, distance: number) {
  const p = c.paint(LAND.stone, distance);
  for (let i = 0; i < 4; i++) {
    const x = 120 + i * 170 + c.rng.range(-30, 30);
    const h = c.rng.range(90, 200) * (1 - distance * 0.4);
    c.s.add(rect(x - 14, y - h, 28, h, p.mid, p.ink));
    c.s.add(rect(x - 18, y - h - 8, 36, 10, p.dark, p.ink));
    if (i % 2 === 0)
      c.s.add(
        path(
          `M${x + 14},${y - h * 0.7}Q${x + 75},${y - h * 1.05} ${x + 130},${y - h * 0.55}L${x + 130},${y - h * 0.45}Q${x + 75},${y - h * 0.9} ${x + 14},${y - h * 0.6}Z`,
          p.mid,
          p.ink,
        ),
      );
  }
  for (let i = 0; i < 14; i++)
    c.s.add(
      ellipse(
        c.rng.range(0, W),
        y + c.rng.range(4, 60),
        c.rng.range(8, 24),
        c.rng.range(4, 10),
        p.dark,
        p.ink,
      ),
    );
}

export function castle(c: Scene, y: number) {
  const p = c.paint(LAND.stone, 0.45);
  const cx = c.rng.range(260, 500);
  c.s.add(rect(cx - 170, y - 120, 340, 120, p.dark, p.ink));
  for (let x = cx - 170; x < cx + 170; x += 20) c.s.add(rect(x, y - 132, 11, 14, p.dark));
  for (const [dx, th] of [
    [-190, 200],
    [190, 190],
    [-60, 250],
    [70, 230],
  ] as const)
    c.s.add(thing(c.s, "tower", cx + dx, y, th, p, c.rng).replace('data-thing="tower"', 'data-thing="keep"'));
  c.s.add(
    path(
      `M${cx - 24},${y}V${y - 50}A24,24 0 0 1 ${cx + 24},${y - 50}V${y}Z`,
      c.light.level < 0.8 ? p.warm : "#1a1612",
    ),
  );
}
