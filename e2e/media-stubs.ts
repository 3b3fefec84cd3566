import { deflateSync } from "node:zlib";
import type { Page, Route } from "@playwright/test";

/**
 * Media files small enough to make in a test, and real enough for Chromium to play and draw.
 */

/**
 * A silent MP3: MPEG-1 Layer III frames, 128 kb/s, 44.1 kHz, mono (header FF FB 90 C4), each
 * 417 bytes of which all but the header are zero (no coded sound: silence), 26 ms apiece.
 */
export function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  const frames = Math.max(1, Math.round((seconds * 44_100) / 1152));
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of the given size: a vertical blend from one colour to another. */
export function gradientPng(width: number, height: number, top: number[], bottom: number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const rgb = top.map((c, i) => Math.round(c + ((bottom[i] as number) - c) * t));
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const STYLE_COLOURS: Record<string, [number[], number[]]> = {
  "computer-game": [
    [20, 160, 60],
    [10, 40, 20],
  ],
  illustration: [
    [240, 200, 150],
    [120, 80, 160],
  ],
  "comic-book": [
    [250, 220, 40],
    [200, 40, 40],
  ],
  "photo-realistic": [
    [120, 170, 220],
    [40, 60, 40],
  ],
  "space-age": [
    [30, 10, 60],
    [0, 220, 255],
  ],
};

export const STAND_IN_VOICES = [
  {
    id: "en-GB-Wavenet-A",
    name: "Wavenet A",
    languageCode: "en-GB",
    ssmlGender: "FEMALE",
    description: "A clear, warm British voice.",
  },
  {
    id: "en-GB-Wavenet-B",
    name: "Wavenet B",
    languageCode: "en-GB",
    ssmlGender: "MALE",
    description: "A low, steady British voice.",
  },
  {
    id: "en-US-Wavenet-C",
    name: "Wavenet C",
    languageCode: "en-US",
    ssmlGender: "FEMALE",
    description: "A bright American voice.",
  },
  {
    id: "en-US-Wavenet-D",
    name: "Wavenet D",
    languageCode: "en-US",
    ssmlGender: "MALE",
    description: "A deep American voice.",
  },
];

const fulfilJson = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

/**
 * STAND-IN for the server's media routes (issue 21, items 2–4), which are being built on other
 * branches. Once GET /api/tts/voices, POST /api/tts/synthesize and POST /api/images/generate are
 * merged, delete this function and its one call in play-media.spec.ts: the journey is written to
 * pass against the real routes too (it picks voices from the list it is shown, and compares files
 * rather than expecting these exact ones).
 */
export async function standInMediaServer(page: Page) {
  await page.route("**/api/tts/voices", (route) => fulfilJson(route, { voices: STAND_IN_VOICES }));
  await page.route("**/api/tts/synthesize", (route) => {
    const body = route.request().postDataJSON() as { text: string };
    // About as long as the words take to say; the preview's sample is a sentence, about 2 s.
    const seconds = Math.min(8, Math.max(1, body.text.split(/\s+/).length / 8));
    return fulfilJson(route, { audioContent: silentMp3(seconds).toString("base64") });
  });
  await page.route("**/api/images/generate", (route) => {
    const { imageStyle } = route.request().postDataJSON() as { imageStyle: string };
    const [top, bottom] = STYLE_COLOURS[imageStyle] ?? [
      [128, 128, 128],
      [0, 0, 0],
    ];
    return fulfilJson(route, { imageData: gradientPng(768, 512, top, bottom).toString("base64") });
  });
}

/** The media routes answering 500, as a failing server would (these stay after the server lands). */
export async function failingMediaServer(page: Page) {
  for (const path of ["**/api/tts/synthesize", "**/api/images/generate"]) {
    await page.route(path, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal Server Error"}',
      }),
    );
  }
}
