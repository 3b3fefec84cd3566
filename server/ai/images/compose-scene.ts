import { type Scene, type Spot, sceneKit } from "./backdrop";
import { figure } from "./draw-figure";
import { INDOOR_DRAW } from "./draw-indoor";
import { OUTDOOR } from "./draw-outdoor";
import { thing } from "./draw-things";
import { hex, lightFor, mix, rgb } from "./palette";
import type { SceneReading } from "./read-scene";
import type { PropId } from "./scene-words";
import { seeded } from "./seeded";
import { circle, ellipse, H, path, rect, Svg, W } from "./svg-kit";

/** Things that hang on a wall indoors, fly in the sky, or stand on the horizon. */
const ON_WALL = new Set<PropId>(["door", "window", "banner", "torch", "screen", "lantern"]);
const IN_SKY = new Set<PropId>(["bird", "dragon"]);
const FAR = new Set<PropId>(["tower", "ship"]);

export type ComposeOptions = {
  /** Ink outline width for the comic style; 0 for none. */
  ink: number;
};

/**
 * The embedded illustrator's picture as SVG: sky, far land, middle, the things and people of
 * the scene, the player seen from behind, then weather, haze and a vignette. Everything random
 * comes from the scene's seed, so one scene is always one picture.
 */
export function composeScene(r: SceneReading, options: ComposeOptions): string {
  const s = new Svg(options.ink);
  const rng = seeded(r.seed);
  const light = lightFor(r.time, r.mood);
  const horizon = r.indoor ? 330 : rng.range(270, 320);
  const c = sceneKit(s, r, light, rng, horizon, options.ink);

  if (!r.indoor) sky(c);
  const draw = (r.indoor ? INDOOR_DRAW : OUTDOOR)[r.backdrop];
  const spots = draw ? draw(c) : [];
  placeThings(c, spots);
  if (r.weather !== "clear") weather(c);
  // Distance fades into the air; the corners fall into shadow.
  if (!r.indoor)
    s.add(
      rect(
        0,
        horizon - 90,
        W,
        180,
        s.linear([
          [0, hex(light.haze), 0],
          [0.5, hex(light.haze), r.weather === "fog" ? 0.55 : 0.18],
          [1, hex(light.haze), 0],
        ]),
      ),
    );
  // (Comic colours are flat: a vignette's gradient would posterise into rings.)
  if (!options.ink)
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.radial(
          [
            [0.55, "#000", 0],
            [1, "#000", 0.55],
          ],
          0.5,
          0.5,
          0.75,
        ),
      ),
    );
  return s.toString();
}

function sky(c: Scene) {
  const { s, light, rng, r } = c;
  s.add(
    rect(
      0,
      0,
      W,
      c.horizon + 40,
      s.linear([
        [0, hex(light.sky[0])],
        [0.6, hex(light.sky[1])],
        [1, hex(light.sky[2])],
      ]),
    ),
  );
  if (r.time === "night" || r.time === "dusk") {
    const n = r.time === "night" ? 140 : 30;
    let stars = "";
    for (let i = 0; i < n; i++)
      stars += circle(
        rng.range(0, W),
        rng.range(0, c.horizon - 40) ** 1.1 / 1.6,
        rng.range(0.4, 1.5),
        "#fff",
        `opacity="${rng.range(0.3, 0.95).toFixed(2)}"`,
      );
    s.add(stars);
  }
  const orbX = 560 - (r.seed % 200);
  const orbY = { dawn: c.horizon - 30, day: 90, dusk: c.horizon - 40, night: 110 }[r.time];
  const orb = hex(light.orb);
  s.add(circle(orbX, orbY, r.time === "day" ? 220 : 170, s.glow(orb, r.time === "night" ? 0.35 : 0.6)));
  s.add(circle(orbX, orbY, r.time === "night" ? 26 : 34, orb));
  // Clouds: soft stacks of ellipses lit from below by the horizon's colour.
  const cloud = hex(mix(light.sky[1], rgb("#ffffff"), r.time === "night" ? 0.1 : 0.45));
  const under = hex(mix(light.sky[2], light.orb, 0.3));
  for (let i = 0; i < rng.int(2, 5); i++) {
    const cx = rng.range(-50, W + 50);
    const cy = rng.range(40, c.horizon - 80);
    const w = rng.range(80, 200);
    let puffs = "";
    for (let j = 0; j < 5; j++)
      puffs += ellipse(cx + (j - 2) * w * 0.22, cy - (j % 2) * 8, w * 0.28, w * 0.1, cloud);
    s.add(
      `<g opacity="${r.time === "night" ? 0.35 : 0.75}">${ellipse(cx, cy + 6, w * 0.6, w * 0.07, under)}${puffs}</g>`,
    );
  }
}

function placeThings(c: Scene, spots: Spot[]) {
  const { s, r, rng } = c;
  const free = [...spots].sort((a, b) => a.depth - b.depth);
  const paintAt = (d: number) => c.paint("#5a4a3a", d);
  const drawn: string[] = [];
  // Wizard hats and robes belong to older worlds; the future wears suits.
  const kinds = r.futuristic ? [0, 0, 2] : [0, 1, 2, 3];
  let wallIndex = 0;
  for (const id of r.props) {
    if (IN_SKY.has(id)) {
      if (r.indoor) continue;
      s.add(
        thing(
          s,
          id,
          rng.range(150, 620),
          rng.range(70, c.horizon - 120),
          id === "dragon" ? 90 : 16,
          paintAt(0.4),
          rng,
        ),
      );
    } else if (FAR.has(id)) {
      if (r.indoor) continue;
      s.add(thing(s, id, rng.range(80, 690), c.horizon + 6, id === "tower" ? 140 : 70, paintAt(0.6), rng));
    } else if (r.indoor && ON_WALL.has(id)) {
      const x = [W / 2 - 120, W / 2 + 120, W / 2, W / 2 - 60][wallIndex++ % 4] as number;
      const h = id === "door" ? 150 : id === "torch" ? 60 : 80;
      s.add(thing(s, id, x, id === "door" ? 330 : 240, h, paintAt(0.3), rng));
    } else {
      const spot = free.shift();
      if (!spot) continue;
      const size =
        id === "campfire" || id === "chest" || id === "barrel"
          ? 0.45
          : id === "flower"
            ? 0.12
            : id === "tree"
              ? 1.6
              : 0.7;
      drawn.push(thing(s, id, spot.x, spot.y, spot.h * size, paintAt(spot.depth * 0.5), rng));
    }
  }
  // People stand in the middle distance; the player up close, seen from behind.
  for (let i = 0; i < r.people; i++) {
    const spot = free.shift();
    if (!spot) break;
    drawn.push(figure(s, spot.x, spot.y, spot.h, c.paint("#2a2a30", spot.depth * 0.5), rng, rng.pick(kinds)));
  }
  s.add(drawn.reverse().join(""));
  const px = rng.chance(0.5) ? rng.range(180, 280) : rng.range(490, 590);
  const hero = c.paint("#1c1c22", 0);
  s.add(ellipse(px, H - 16, 60, 10, "#000", 'opacity="0.35"'));
  s.add(figure(s, px, H - 14, r.indoor ? 250 : 220, hero, rng, rng.pick(kinds)));
  const held = r.props.find(
    (p) => p === "sword" || p === "axe" || p === "bow" || p === "torch" || p === "lantern",
  );
  if (held) s.add(thing(s, held, px + 44, H - 90, held === "lantern" ? 60 : 120, hero, rng));
}

function weather(c: Scene) {
  const { s, rng, r } = c;
  if (r.weather === "rain") {
    let d = "";
    for (let i = 0; i < 220; i++) {
      const x = rng.range(-40, W);
      const y = rng.range(0, H);
      d += `M${x.toFixed(0)},${y.toFixed(0)}l6,${rng.range(14, 26).toFixed(0)}`;
    }
    s.add(path(d, "none", 'stroke="#cfe0ff" stroke-width="1" opacity="0.45"'));
  } else if (r.weather === "snow") {
    let flakes = "";
    for (let i = 0; i < 180; i++)
      flakes += circle(rng.range(0, W), rng.range(0, H), rng.range(0.8, 2.6), "#fff", 'opacity="0.85"');
    s.add(flakes);
  } else {
    for (let i = 0; i < 3; i++)
      s.add(
        ellipse(
          rng.range(0, W),
          c.horizon + rng.range(-20, 120),
          rng.range(300, 500),
          rng.range(30, 60),
          hex(c.light.haze),
          'opacity="0.35"',
        ),
      );
  }
}
