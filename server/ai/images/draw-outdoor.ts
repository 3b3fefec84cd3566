import { groundSpots, type Scene, type Spot } from "./backdrop";
import { thing } from "./draw-things";
import { arches, castle, deadTree, ground, hills, houses, LAND, pines, skyline, water } from "./land-shapes";
import { hex } from "./palette";
import type { Backdrop } from "./scene-words";
import { circle, ellipse, H, path, poly, rect, ridge, W } from "./svg-kit";

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
