import { setImmediate as breath } from "node:timers/promises";
import sharp, { type Sharp } from "sharp";
import type { ImageStyle } from "../../../contract/media";
import { seeded } from "./seeded";

/** A rendered picture: RGBA pixels straight from resvg. */
export type Pixels = { data: Buffer; width: number; height: number };

const raw = (p: Pixels, channels: 3 | 4 = 4) => ({ raw: { width: p.width, height: p.height, channels } });
const png = (img: Sharp) => img.png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();

/**
 * A wash: seeded noise at a sixteenth of the size, smoothly enlarged — blotches like pigment
 * pooling on paper, or the mottle of film. Low-frequency on purpose: per-pixel grain made the
 * PNGs four times larger (≈800 KB) and slower to encode, send and cache.
 */
const washes = new Map<string, Promise<Buffer>>();
function wash(width: number, height: number, strength: number) {
  const key = `${width}x${height}:${strength}`;
  let w = washes.get(key);
  if (!w) {
    const rng = seeded(0x5eed + strength);
    const sw = Math.ceil(width / 16);
    const sh = Math.ceil(height / 16);
    const small = Buffer.alloc(sw * sh);
    for (let i = 0; i < small.length; i++) small[i] = 128 + (rng.next() - 0.5) * 2 * strength;
    // Made once and kept: the blur that rounds the blotches off may take its time.
    w = sharp(small, { raw: { width: sw, height: sh, channels: 1 } })
      .resize(width, height, { kernel: "cubic" })
      .blur(10)
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer();
    washes.set(key, w);
  }
  return w;
}

/** Bloom: the picture blurred, added back with `screen`, so lights bleed into the air. */
async function bloom(p: Pixels, sigma: number, alpha: number) {
  // Blurred small, in its own pipeline, so the enlargement does not blur again for each tile.
  const small = { width: Math.round(p.width / 4), height: Math.round(p.height / 4) };
  const soft = await sharp(p.data, raw(p))
    .resize(small.width, small.height)
    .blur(sigma / 4)
    .raw()
    .toBuffer();
  return sharp(soft, { raw: { ...small, channels: 4 } })
    .resize(p.width, p.height)
    .linear([1, 1, 1, alpha], [0, 0, 0, 0])
    .raw()
    .toBuffer();
}

/**
 * The per-pixel loops here run on the event loop: they stop every SLICE bytes (64 rows) to let
 * other requests through, so a picture never holds the server for more than a few ms at a time.
 */
const SLICE = 768 * 4 * 64;

/**
 * Comic: flat colour (brightness in five steps, each pixel's hue kept) and halftone dots in the
 * shade, sized by how dark each cell is.
 */
async function halftone(p: Pixels): Promise<Buffer> {
  const out = Buffer.from(p.data);
  const cell = 6;
  const d = p.data;
  for (let i = 0; i < d.length; i += 4) {
    if (i % SLICE === 0) await breath();
    const lum = d[i]! * 0.3 + d[i + 1]! * 0.59 + d[i + 2]! * 0.11 + 1;
    const k = ((Math.round((lum / 255) * 5) / 5) * 255 + 12) / lum;
    for (let c = 0; c < 3; c++) out[i + c] = Math.min(255, d[i + c]! * k);
  }
  for (let cy = 0; cy < p.height; cy += cell) {
    if (cy % (cell * 8) === 0) await breath();
    for (let cx = 0; cx < p.width; cx += cell) {
      const centre = ((cy + cell / 2) * p.width + cx + cell / 2) * 4;
      const lum = (d[centre]! * 0.3 + d[centre + 1]! * 0.59 + d[centre + 2]! * 0.11) / 255;
      const radius = lum > 0.7 ? 0 : (0.7 - lum) * cell * 0.85;
      if (!radius) continue;
      for (let y = cy; y < Math.min(cy + cell, p.height); y++) {
        for (let x = cx; x < Math.min(cx + cell, p.width); x++) {
          const dx = x - cx - cell / 2 + 0.5;
          const dy = y - cy - cell / 2 + 0.5;
          if (dx * dx + dy * dy >= radius * radius) continue;
          const i = (y * p.width + x) * 4;
          for (let c = 0; c < 3; c++) out[i + c] = out[i + c]! * 0.6;
        }
      }
    }
  }
  return out;
}

/** Brightness → violet, magenta, cyan, white: a neon ramp, with a little of the original hue. */
const NEON = [
  [0, [8, 4, 30]],
  [0.3, [70, 10, 120]],
  [0.55, [220, 40, 190]],
  [0.8, [60, 230, 255]],
  [1, [240, 255, 255]],
] as const;
const NEON_LUT = (() => {
  const lut = new Uint8Array(256 * 3);
  for (let v = 0; v < 256; v++) {
    const t = v / 255;
    let i = 0;
    while (i < NEON.length - 2 && t > NEON[i + 1]![0]) i++;
    const [t0, a] = NEON[i]!;
    const [t1, b] = NEON[i + 1]!;
    const k = (t - t0) / (t1 - t0);
    for (let c = 0; c < 3; c++) lut[v * 3 + c] = a[c]! + (b[c]! - a[c]!) * k;
  }
  return lut;
})();

async function neonMap(p: Pixels): Promise<Buffer> {
  const out = Buffer.alloc(p.data.length);
  for (let i = 0; i < p.data.length; i += 4) {
    if (i % SLICE === 0) await breath();
    const r = p.data[i]!;
    const g = p.data[i + 1]!;
    const b = p.data[i + 2]!;
    const lum = Math.min(255, Math.round(r * 0.3 + g * 0.59 + b * 0.11) * 1.15) | 0;
    for (let c = 0; c < 3; c++) out[i + c] = NEON_LUT[lum * 3 + c]! * 0.8 + p.data[i + c]! * 0.2;
    out[i + 3] = 255;
  }
  return out;
}

type Styler = (p: Pixels) => Promise<Buffer>;

export const STYLERS: Record<ImageStyle, Styler> = {
  // 8-bit: a small picture with a short palette, blown up with hard pixel edges.
  "computer-game": async (p) => {
    const small = await sharp(p.data, raw(p))
      .resize(Math.round(p.width / 5), Math.round(p.height / 5), { kernel: "cubic" })
      .modulate({ saturation: 1.35 })
      .png({ palette: true, colours: 24, dither: 0 })
      .toBuffer();
    return png(sharp(small).resize(p.width, p.height, { kernel: "nearest" }).removeAlpha());
  },
  "comic-book": async (p) => {
    const punchy = await sharp(p.data, raw(p)).modulate({ saturation: 1.3 }).linear(1.1, -8).raw().toBuffer();
    const dotted = await halftone({ ...p, data: punchy });
    // Ink where the picture's edges are strong, on top of the flat colours.
    const edges = await sharp(p.data, raw(p))
      .greyscale()
      .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
      .threshold(60)
      .negate()
      .toColourspace("srgb")
      .png()
      .toBuffer();
    return png(
      sharp(dotted, raw(p))
        .composite([{ input: edges, blend: "multiply" }])
        .removeAlpha(),
    );
  },
  // Painterly: detail melted into patches of colour (median at half size), brush streaks.
  illustration: async (p) => {
    // Two pipelines: libvips would recompute the median for every tile of the enlargement.
    const half = { width: p.width / 2, height: p.height / 2 };
    const patches = await sharp(p.data, raw(p)).resize(half.width, half.height).median(5).raw().toBuffer();
    return png(
      sharp(patches, { raw: { ...half, channels: 4 } })
        .resize(p.width, p.height, { kernel: "cubic" })
        .modulate({ saturation: 1.15, brightness: 1.05 })
        .composite([{ input: await wash(p.width, p.height, 45), raw: raw(p).raw, blend: "soft-light" }])
        .removeAlpha(),
    );
  },
  "photo-realistic": async (p) => {
    const glow = await bloom(p, 14, 0.55);
    return png(
      sharp(p.data, raw(p))
        .composite([
          { input: glow, raw: raw(p).raw, blend: "screen" },
          { input: await wash(p.width, p.height, 30), raw: raw(p).raw, blend: "overlay" },
        ])
        .removeAlpha(),
    );
  },
  // Neon: the picture's brightness mapped onto deep violet, magenta and cyan, then glowing.
  "space-age": async (p) => {
    const neon = await neonMap(p);
    const glow = await bloom({ ...p, data: neon }, 10, 0.7);
    return png(
      sharp(neon, raw(p))
        .composite([{ input: glow, raw: raw(p).raw, blend: "screen" }])
        .removeAlpha(),
    );
  },
};
