// Bundles the server into dist/server/main.js. Dependencies are bundled too: Node's module
// loader spends ~0.4 s walking thousands of small files at start-up otherwise (ADR 005).
// PGlite stays external because it loads its WebAssembly and data files from its package; sharp
// and resvg too, because they load their native binaries (.node) for this platform at run time.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** Bundles `entry` as the server is shipped; the play bench builds its server this way too. */
export function buildServer(entry, outfile) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: ["@electric-sql/pglite", "pg-native", "sharp", "@resvg/resvg-js"],
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
