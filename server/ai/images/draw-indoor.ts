import { groundSpots, type Scene, type Spot } from "./backdrop";
import { thing } from "./draw-things";
import { flame } from "./drawing";
import { hex, mix, rgb } from "./palette";
import type { Backdrop } from "./scene-words";
import { circle, H, path, poly, rect, W } from "./svg-kit";

/** The back wall of a room seen down its length (one-point perspective). */
type Room = { left: number; right: number; top: number; bottom: number };

const MATERIAL: Partial<Record<Backdrop, { wall: string; floor: string; trim: string }>> = {
  hall: { wall: "#6d675f", floor: "#4a4038", trim: "#3b352f" },
  tavern: { wall: "#6b4a2e", floor: "#4b3320", trim: "#2e1f12" },
  library: { wall: "#5a3b26", floor: "#3f2a1b", trim: "#2a1a10" },
  corridor: { wall: "#4a5668", floor: "#2b323d", trim: "#1b2029" },
  cave: { wall: "#4d453d", floor: "#3a332c", trim: "#221d19" },
};

/** Indoors the sky matters only through windows; the room is lit by its own fires a little. */
function room(c: Scene, kind: Backdrop): Room {
  const m = MATERIAL[kind] ?? MATERIAL.hall!;
  const r: Room = {
    left: 230 + c.rng.range(-40, 40),
    right: 540 + c.rng.range(-40, 40),
    top: 120,
    bottom: 330,
  };
  const wall = (d: number) => c.land(m.wall, d);
  c.s.add(
    path(
      poly([
        [0, 0],
        [W, 0],
        [r.right, r.top],
        [r.left, r.top],
      ]),
      c.s.linear([
        [0, c.land(m.trim, 0)],
        [1, wall(0.5)],
      ]),
    ),
  );
  c.s.add(
    path(
      poly([
        [0, 0],
        [r.left, r.top],
        [r.left, r.bottom],
        [0, H],
      ]),
      c.s.linear(
        [
          [0, wall(0.1)],
          [1, wall(0.45)],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  c.s.add(
    path(
      poly([
        [W, 0],
        [r.right, r.top],
        [r.right, r.bottom],
        [W, H],
      ]),
      c.s.linear(
        [
          [0, wall(0.45)],
          [1, wall(0.1)],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  c.s.add(rect(r.left, r.top, r.right - r.left, r.bottom - r.top, wall(0.55)));
  c.s.add(
    path(
      poly([
        [r.left, r.bottom],
        [r.right, r.bottom],
        [W, H],
        [0, H],
      ]),
      c.s.linear([
        [0, c.land(m.floor, 0.5)],
        [1, c.land(m.floor, 0)],
      ]),
    ),
  );
  // Floor boards or flagstones running to the back wall.
  const lines = c.land(m.trim, 0.2);
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    c.s.add(
      `<path d="M${r.left + (r.right - r.left) * t},${r.bottom}L${W * t},${H}" stroke="${lines}" stroke-width="1.5" opacity="0.6"/>`,
    );
  }
  return r;
}

/** A light inside: a warm pool on the floor beneath, and the flame itself. */
function wallTorch(c: Scene, x: number, y: number, h: number) {
  c.s.add(thing(c.s, "torch", x, y, h, c.paint("#3a2a1a", 0.1), c.rng));
}

function arched(c: Scene, x: number, y: number, w: number, h: number) {
  const sky = c.s.linear([
    [0, hex(c.light.sky[0])],
    [0.6, hex(c.light.sky[1])],
    [1, hex(c.light.sky[2])],
  ]);
  c.s.add(
    `<g data-thing="window">${path(`M${x - w / 2},${y}V${y - h + w / 2}A${w / 2},${w / 2} 0 0 1 ${x + w / 2},${y - h + w / 2}V${y}Z`, sky, c.paint("#000", 0).ink)}${rect(x - 1.5, y - h, 3, h, "#1a1612")}${rect(x - w / 2, y - h * 0.5, w, 3, "#1a1612")}</g>`,
  );
  // Light falling in through it.
  c.s.add(
    path(
      poly([
        [x - w / 2, y - h * 0.7],
        [x + w / 2, y - h * 0.7],
        [x + w * 2.4, H],
        [x + w * 0.4, H],
      ]),
      hex(c.light.sky[2]),
      `opacity="${0.06 + c.light.level * 0.1}"`,
    ),
  );
}

export const INDOOR_DRAW: Partial<Record<Backdrop, (c: Scene) => Spot[]>> = {
  hall: (c) => {
    const r = room(c, "hall");
    const mid = (r.left + r.right) / 2;
    arched(c, mid - 70, r.bottom - 70, 46, 130);
    arched(c, mid + 70, r.bottom - 70, 46, 130);
    c.s.add(
      path(
        poly([
          [mid - 40, r.bottom],
          [mid + 40, r.bottom],
          [mid + 170, H],
          [mid - 170, H],
        ]),
        c.land("#7a1f28", 0.2),
      ),
    );
    const stone = c.paint("#777066", 0.15);
    for (const [x, w] of [
      [70, 60],
      [170, 36],
      [W - 70, 60],
      [W - 170, 36],
    ] as const) {
      c.s.add(rect(x - w / 2, 0, w, H - (w > 40 ? 20 : 100), stone.mid, stone.ink));
      c.s.add(rect(x - w / 2, 0, w * 0.25, H - (w > 40 ? 20 : 100), stone.dark));
      wallTorch(c, x + (x < W / 2 ? w / 2 + 12 : -w / 2 - 12), 250 - (w > 40 ? 0 : 40), w > 40 ? 70 : 45);
    }
    return groundSpots(c.rng, H - 30, r.bottom + 30, 4, 150);
  },
  tavern: (c) => {
    const r = room(c, "tavern");
    const mid = (r.left + r.right) / 2;
    const wood = c.paint("#4a3020", 0.1);
    for (let i = 0; i < 4; i++) c.s.add(rect(0, 20 + i * 28, W, 8, wood.dark));
    const fx = mid + c.rng.range(-60, 60);
    c.s.add(rect(fx - 70, r.bottom - 110, 140, 110, c.land("#5a5550", 0.4), wood.ink));
    c.s.add(rect(fx - 45, r.bottom - 70, 90, 70, "#140c08"));
    c.s.add(`<g data-thing="campfire">${flame(c.s, fx, r.bottom - 12, 40, hex(c.light.warm), 140)}</g>`);
    arched(c, r.left + 40, r.bottom - 60, 36, 70);
    for (const x of [110, W - 120])
      c.s.add(
        thing(c.s, "table", x, H - 60, 120, wood, c.rng) + thing(c.s, "candle", x, H - 120, 40, wood, c.rng),
      );
    return groundSpots(c.rng, H - 40, r.bottom + 40, 3, 150);
  },
  library: (c) => {
    const r = room(c, "library");
    const colours = ["#7a2a2a", "#2a4a6a", "#3d5a2a", "#6a5a2a", "#4a2a5a"].map((k) => c.land(k, 0.25));
    const shelf = c.paint("#3a2416", 0.2);
    for (const [x0, x1] of [
      [10, 190],
      [W - 190, W - 10],
    ] as const) {
      c.s.add(rect(x0, 40, x1 - x0, H - 80, shelf.dark, shelf.ink));
      for (let y = 60; y < H - 60; y += 52) {
        let x = x0 + 8;
        while (x < x1 - 14) {
          const w = c.rng.range(6, 12);
          c.s.add(rect(x, y + c.rng.range(0, 8), w, 40, c.rng.pick(colours)));
          x += w + 1;
        }
        c.s.add(rect(x0, y + 42, x1 - x0, 8, shelf.mid));
      }
    }
    arched(c, (r.left + r.right) / 2, r.bottom - 40, 70, 160);
    c.s.add(
      thing(c.s, "table", W / 2, H - 50, 130, shelf, c.rng) +
        thing(c.s, "book", W / 2 - 40, H - 115, 50, shelf, c.rng) +
        thing(c.s, "candle", W / 2 + 60, H - 115, 50, shelf, c.rng),
    );
    return groundSpots(c.rng, H - 30, r.bottom + 30, 3, 140).map((s) => ({
      ...s,
      x: Math.min(Math.max(s.x, 230), W - 230),
    }));
  },
  corridor: (c) => {
    const r = room(c, "corridor");
    const neon = "#49e3ff";
    c.s.add(
      rect(
        r.left + 40,
        r.top + 30,
        r.right - r.left - 80,
        r.bottom - r.top - 30,
        c.s.linear([
          [0, "#bff6ff"],
          [1, "#2a8bb0"],
        ]),
        'opacity="0.85"',
      ),
    );
    c.s.add(circle((r.left + r.right) / 2, (r.top + r.bottom) / 2, 170, c.s.glow(neon, 0.3)));
    for (let i = 0; i < 5; i++) {
      const t = i / 5;
      const lx = r.left * t;
      const rx = W - (W - r.right) * t;
      const ty = r.top * t;
      const by = H - (H - r.bottom) * t;
      c.s.add(
        `<path d="M${lx},${ty}L${lx},${by}M${rx},${ty}L${rx},${by}" stroke="#1a212b" stroke-width="${6 - i}"/>`,
      );
      c.s.add(
        `<path d="M${lx + 4},${ty + 4}L${rx - 4},${ty + 4}" stroke="${neon}" stroke-width="${3 - i * 0.4}" opacity="0.9"/>`,
      );
    }
    c.s.add(thing(c.s, "screen", 90, 240, 90, c.paint("#222", 0), c.rng));
    c.s.add(thing(c.s, "screen", W - 100, 260, 80, c.paint("#222", 0), c.rng));
    return groundSpots(c.rng, H - 30, r.bottom + 30, 3, 150);
  },
  cave: (c) => {
    const rock = c.paint("#4d453d", 0.05);
    const mouthX = c.rng.range(300, 470);
    const sky = c.s.linear([
      [0, hex(c.light.sky[1])],
      [1, hex(c.light.sky[2])],
    ]);
    c.s.add(rect(0, 0, W, H, c.land("#3a332c", 0.4)));
    c.s.add(
      path(
        `M${mouthX - 120},330Q${mouthX - 110},120 ${mouthX},110Q${mouthX + 120},130 ${mouthX + 130},330Z`,
        sky,
      ),
    );
    c.s.add(circle(mouthX, 230, 260, c.s.glow(hex(mix(c.light.sky[2], rgb("#ffffff"), 0.3)), 0.4)));
    let d = `M0,0H${W}V${H}H0Z M${mouthX - 150},360`;
    d += `Q${mouthX - 160},60 ${mouthX},70Q${mouthX + 170},80 ${mouthX + 160},360Z`;
    c.s.add(
      path(
        d,
        c.s.linear(
          [
            [0, rock.dark],
            [1, rock.mid],
          ],
          [0, 0, 1, 1],
        ),
        `fill-rule="evenodd" ${rock.ink}`,
      ),
    );
    for (let i = 0; i < 12; i++) {
      const x = c.rng.range(0, W);
      const h = c.rng.range(30, 110);
      c.s.add(
        path(
          poly([
            [x - 16, 0],
            [x + 16, 0],
            [x + 2, h],
          ]),
          rock.dark,
        ),
      );
    }
    c.s.add(
      path(
        poly([
          [0, H],
          [0, 380],
          [mouthX - 150, 350],
          [mouthX + 160, 350],
          [W, 390],
          [W, H],
        ]),
        c.s.linear([
          [0, rock.mid],
          [1, rock.dark],
        ]),
      ),
    );
    return groundSpots(c.rng, H - 30, 380, 3, 150);
  },
};
