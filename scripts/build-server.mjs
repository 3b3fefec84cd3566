// Bundles the server into dist/server/main.js. Dependencies are bundled too: Node's module
// loader spends ~0.4 s walking thousands of small files at start-up otherwise (ADR 005).
// PGlite and eSpeak NG stay external because they load their WebAssembly and data files from
// their packages; sharp and resvg too, because they load their native binaries (.node) for this
// platform at run time. The embedded voice's worker thread is a second bundle beside main.js
// (ADR 020), the parsing workers' entry a third (ADR 026), and the playable HTML file's player is
// a script and a stylesheet beside it (ADR 023). Piscina stays external: it starts its workers
// from its own dist/worker.js, found beside its own files.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildStoryPlayer } from "./build-story-player.mjs";

const SPEECH_WORKER = "server/ai/voice/speech-worker.ts";
const PARSE_WORKER = "server/parsing/parse-worker.ts";

/**
 * Bundles `entry` as the server is shipped, with the speech and parsing workers beside it
 * (speech-pool.ts looks for ./speech-worker.js, parse-pool.ts for ./parse-worker.js); the play
 * bench builds its server this way too.
 */
export function buildServer(entry, outfile) {
  const dir = path.dirname(outfile);
  const worker = path.join(dir, "speech-worker.js");
  return Promise.all([
    bundle(entry, outfile),
    bundle(SPEECH_WORKER, worker),
    bundle(PARSE_WORKER, path.join(dir, "parse-worker.js")),
    writeStoryPlayer(dir),
  ]);
}

async function writeStoryPlayer(dir) {
  const { js, css } = await buildStoryPlayer();
  await mkdir(dir, { recursive: true });
  await Promise.all([
    writeFile(path.join(dir, "story-player.js"), js),
    writeFile(path.join(dir, "story-player.css"), css),
  ]);
}

function bundle(entry, outfile) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: [
      "@electric-sql/pglite",
      "@echogarden/espeak-ng-emscripten",
      "pg-native",
      "sharp",
      "@resvg/resvg-js",
      "piscina",
      // word-list names its words.txt by its own import.meta.url (the built-in writer's truecase.ts).
      "word-list",
    ],
    // Bundled CommonJS packages still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer("server/main.ts", "dist/server/main.js");
}
