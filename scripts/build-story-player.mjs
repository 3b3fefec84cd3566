// Bundles the playable HTML file's player (server/features/open-formats/player) into one
// script and one stylesheet, both inlined into every exported file (ADR 023). The server build
// writes them beside main.js; the server run from source (tsx, tests) calls this instead.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ENTRY = fileURLToPath(new URL("../server/features/open-formats/player/player.ts", import.meta.url));

/** { js, css }: minified, for browsers of the last few years. */
export async function buildStoryPlayer() {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    write: false,
    outdir: "out",
    logLevel: "warning",
    // The titles' typeface goes into the stylesheet itself: the file fetches nothing.
    loader: { ".woff2": "dataurl" },
  });
  const text = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? "";
  return { js: text(".js").trim(), css: text(".css").trim() };
}
