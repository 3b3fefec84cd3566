import { groundSpots, type Scene, type Spot } from "./backdrop";
import { thing } from "./draw-things";
import { hex, mix } from "./palette";
import type { Backdrop } from "./scene-words";
import { circle, ellipse, H, path, poly, rect, ridge, W } from "./svg-kit";

/** Land colours at full daylight: the light and the haze darken and fade them. */
const LAND = {
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

function hills(c: Scene, base: string, from: number, layers: number, jag: number) {
  for (let i = 0; i < layers; i++) {
    const d = 0.9 - (i * 0.5) / layers;
    c.s.add(
      path(ridge(c.rng, c.horizon - (layers - i) * 14 + i * 6, 30 + jag * 60 - i * 8, jag), c.land(base, d)),
    );
  }
  return from;
}

/** The ground from the horizon down, lighter toward the distance. */
function ground(c: Scene, base: string) {
  const fill = c.s.linear([
    [0, c.land(base, 0.7)],
    [1, c.land(base, 0)],
  ]);
  c.s.add(path(ridge(c.rng, c.horizon + 8, 6, 0), fill));
}

function pines(c: Scene, y: number, h: number, distance: number, count: number) {
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

function water(c: Scene, top: number) {
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

function houses(c: Scene, y: number, count: number, size: number, distance: number) {
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

function skyline(c: Scene, y: number, distance: number, tall: number) {
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

function deadTree(c: Scene, x: number, y: number, h: number, fill: string) {
  let d = `M${x - h * 0.04},${y}L${x - h * 0.02},${y - h}L${x + h * 0.02},${y - h}L${x + h * 0.04},${y}Z`;
  for (let i = 0; i < 5; i++) {
    const by = y - h * c.rng.range(0.4, 0.95);
    const dir = i % 2 ? 1 : -1;
    const len = h * c.rng.range(0.2, 0.4);
    d += `M${x},${by}L${x + dir * len},${by - len * 0.6}L${x + dir * len},${by - len * 0.6 - 3}L${x},${by - 6}Z`;
  }
  c.s.add(path(d, fill));
}

function arches(c: Scene, y: number, distance: number) {
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

function castle(c: Scene, y: number) {
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

/** Outdoor places: sky already drawn; each adds its land, far to near, and answers its spots. */
export const OUTDOOR: Partial<Record<Backdrop, (c: Scene) => Spot[]>> = {
  forest: (c) => {
    hills(c, LAND.forest, 0, 1, 0.2);
    pines(c, c.horizon + 4, 90, 0.6, 26);
    ground(c, LAND.grass);
    pines(c, c.horizon + 40, 170, 0.3, 9);
    // Big dark trunks framing the picture up close, under a canopy of leaves.
    const bark = c.paint("#3b2a1e", 0);
    const leaves = c.land(LAND.forest, 0.05);
    for (const x of [c.rng.range(20, 70), c.rng.range(700, 750)]) {
      c.s.add(
        path(
          `M${x - 30},${H}Q${x - 14},${H / 2} ${x - 20},0H${x + 20}Q${x + 14},${H / 2} ${x + 30},${H}Z`,
          c.s.linear(
            [
              [0, bark.dark],
              [0.7, bark.mid],
              [1, bark.dark],
            ],
            [0, 0, 1, 0],
          ),
          bark.ink,
        ),
      );
    }
    let canopy = "";
    for (let i = 0; i < 16; i++)
      canopy += ellipse(
        c.rng.range(-40, W + 40),
        c.rng.range(-30, 40) + Math.abs(i - 8) * 4,
        c.rng.range(50, 110),
        c.rng.range(30, 50),
        leaves,
      );
    c.s.add(`<g opacity="0.95">${canopy}</g>`);
    return groundSpots(c.rng, H - 40, c.horizon + 60, 5, 130);
  },
  mountains: (c) => {
    const snowy = c.r.weather === "snow" || c.rng.chance(0.6);
    c.s.add(
      path(
        ridge(c.rng, c.horizon - 110, 90, 1),
        c.s.linear([
          [0, c.land(snowy ? LAND.snow : LAND.rock, 0.5)],
          [0.5, c.land(LAND.rock, 0.75)],
        ]),
      ),
    );
    c.s.add(path(ridge(c.rng, c.horizon - 40, 60, 1), c.land(LAND.rock, 0.55)));
    c.s.add(path(ridge(c.rng, c.horizon + 10, 30, 0.3), c.land(snowy ? LAND.snow : LAND.grass, 0.3)));
    pines(c, c.horizon + 50, 60, 0.35, 14);
    ground(c, snowy ? LAND.snow : LAND.grass);
    return groundSpots(c.rng, H - 40, c.horizon + 70, 4, 120);
  },
  desert: (c) => {
    const mesa = c.land(LAND.dune, 0.7);
    c.s.add(
      path(
        poly([
          [80, c.horizon + 4],
          [110, c.horizon - 70],
          [260, c.horizon - 75],
          [290, c.horizon + 4],
        ]),
        mesa,
      ),
    );
    c.s.add(
      path(
        poly([
          [520, c.horizon + 4],
          [540, c.horizon - 45],
          [640, c.horizon - 50],
          [660, c.horizon + 4],
        ]),
        mesa,
      ),
    );
    c.s.add(path(ridge(c.rng, c.horizon + 10, 14, 0), c.land(LAND.sand, 0.5)));
    c.s.add(
      path(
        ridge(c.rng, c.horizon + 70, 30, 0),
        c.s.linear([
          [0, c.land(LAND.sand, 0.1)],
          [1, c.land(LAND.dune, 0.1)],
        ]),
      ),
    );
    return groundSpots(c.rng, H - 30, c.horizon + 80, 4, 120);
  },
  beach: (c) => {
    water(c, c.horizon);
    const cliff = c.paint(LAND.rock, 0.4);
    c.s.add(
      path(
        poly([
          [W, c.horizon - 120],
          [W - 90, c.horizon - 110],
          [W - 150, c.horizon - 30],
          [W - 180, c.horizon + 20],
          [W, c.horizon + 30],
        ]),
        cliff.dark,
        cliff.ink,
      ),
    );
    c.s.add(
      path(
        ridge(c.rng, H - 90, 20, 0),
        c.s.linear([
          [0, c.land(LAND.sand, 0.2)],
          [1, c.land(LAND.sand, 0)],
        ]),
      ),
    );
    return groundSpots(c.rng, H - 20, H - 70, 3, 120);
  },
  swamp: (c) => {
    hills(c, LAND.forest, 0, 1, 0.1);
    water(c, c.horizon + 10);
    for (let i = 0; i < 6; i++)
      deadTree(
        c,
        c.rng.range(0, W),
        c.horizon + c.rng.range(20, 120),
        c.rng.range(120, 260),
        c.land(LAND.mud, 0.2 + i * 0.05),
      );
    c.s.add(path(ridge(c.rng, H - 40, 14, 0.4), c.land(LAND.mud, 0)));
    return groundSpots(c.rng, H - 20, H - 50, 3, 120);
  },
  village: (c) => {
    hills(c, LAND.grass, 0, 2, 0.2);
    houses(c, c.horizon + 20, 5, 50, 0.45);
    ground(c, LAND.grass);
    houses(c, c.horizon + 110, 2, 110, 0.15);
    return groundSpots(c.rng, H - 30, c.horizon + 130, 4, 130);
  },
  city: (c) => {
    skyline(c, c.horizon, 0.7, 200);
    skyline(c, c.horizon + 30, 0.35, 260);
    c.s.add(
      rect(
        0,
        c.horizon + 30,
        W,
        H,
        c.s.linear([
          [0, c.land(LAND.asphalt, 0.4)],
          [1, c.land(LAND.asphalt, 0)],
        ]),
      ),
    );
    // Wet street: the lights' reflections.
    for (let i = 0; i < 8; i++)
      c.s.add(
        rect(
          c.rng.range(0, W),
          c.rng.range(c.horizon + 60, H),
          c.rng.range(30, 120),
          2,
          hex(c.light.warm),
          'opacity="0.35"',
        ),
      );
    for (const x of [150, 620])
      c.s.add(thing(c.s, "lamp", x, H - 60 + (x % 7), 230, c.paint(LAND.asphalt, 0.05), c.rng));
    return groundSpots(c.rng, H - 30, c.horizon + 80, 4, 140);
  },
  ruins: (c) => {
    hills(c, LAND.grass, 0, 2, 0.3);
    ground(c, LAND.mud);
    arches(c, c.horizon + 90, 0.35);
    return groundSpots(c.rng, H - 30, c.horizon + 110, 4, 130);
  },
  deck: (c) => {
    water(c, c.horizon);
    const wood = c.paint(LAND.wood, 0);
    c.s.add(
      path(
        poly([
          [0, H],
          [0, H - 150],
          [W, H - 120],
          [W, H],
        ]),
        c.s.linear([
          [0, wood.mid],
          [1, wood.dark],
        ]),
        wood.ink,
      ),
    );
    for (let i = 0; i < 10; i++)
      c.s.add(
        `<path d="M${-200 + i * 130},${H}L${300 + i * 20},${H - 140}" stroke="${wood.dark}" stroke-width="2"/>`,
      );
    c.s.add(rect(0, H - 185, W, 10, wood.dark, wood.ink) + rect(0, H - 150, W, 6, wood.dark));
    for (let x = 20; x < W; x += 60) c.s.add(rect(x, H - 180, 6, 40, wood.dark));
    c.s.add(rect(620, 0, 22, H - 120, wood.dark, wood.ink));
    c.s.add(path(`M642,30Q760,160 642,300Z`, c.land("#e9e0c8", 0.1), wood.ink));
    c.s.add(`<path d="M631,20L0,${H - 180}M631,60L120,${H - 180}" stroke="${wood.dark}" stroke-width="2"/>`);
    return groundSpots(c.rng, H - 15, H - 60, 3, 140);
  },
  castle: (c) => {
    hills(c, LAND.grass, 0, 2, 0.3);
    castle(c, c.horizon + 30);
    ground(c, LAND.grass);
    return groundSpots(c.rng, H - 30, c.horizon + 100, 4, 130);
  },
  planet: (c) => {
    const px = c.rng.range(150, 600);
    c.s.add(
      circle(
        px,
        c.horizon - 170,
        90,
        c.s.radial(
          [
            [0, "#f3b7ff"],
            [0.7, "#7e4bb8"],
            [1, "#2d1550"],
          ],
          0.35,
          0.35,
          0.75,
        ),
      ),
    );
    c.s.add(
      ellipse(
        px,
        c.horizon - 170,
        150,
        22,
        "none",
        `stroke="#e6c9ff" stroke-width="5" opacity="0.6" transform="rotate(-12 ${px} ${c.horizon - 170})"`,
      ),
    );
    c.s.add(path(ridge(c.rng, c.horizon, 50, 1), c.land(LAND.alien, 0.6)));
    ground(c, LAND.alien);
    for (let i = 0; i < 5; i++) {
      const x = c.rng.range(0, W);
      const h = c.rng.range(60, 180);
      c.s.add(
        path(
          poly([
            [x - 20, c.horizon + 120],
            [x - 6, c.horizon + 120 - h],
            [x + 8, c.horizon + 120 - h * 0.8],
            [x + 22, c.horizon + 120],
          ]),
          c.land(LAND.alien, 0.25),
        ),
      );
    }
    for (let i = 0; i < 6; i++)
      c.s.add(
        ellipse(
          c.rng.range(0, W),
          c.rng.range(c.horizon + 140, H),
          c.rng.range(30, 70),
          c.rng.range(6, 14),
          c.land(LAND.alien, 0.05),
          'opacity="0.8"',
        ),
      );
    return groundSpots(c.rng, H - 30, c.horizon + 120, 4, 130);
  },
};
