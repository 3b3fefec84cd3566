// Writes brotli (.br) and gzip (.gz) copies of the built client's text assets, once at build
// time, so that the server sends them compressed without compressing on every request
// (@fastify/static's preCompressed). Fonts (woff2) and images are compressed already.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

export function compressClient(root) {
  let raw = 0;
  let brotli = 0;
  for (const file of files(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    raw += bytes.length;
    brotli += br.length;
  }
  return { raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? "dist/client";
  const { raw, brotli } = compressClient(root);
  console.log(
    `compressed ${(raw / 1024).toFixed(0)} KB of client assets to ${(brotli / 1024).toFixed(0)} KB (brotli)`,
  );
}
