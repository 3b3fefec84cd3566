// Bundles the server into dist/server/main.js. Dependencies are bundled too: Node's module
// loader spends ~0.4 s walking thousands of small files at start-up otherwise (ADR 005).
// PGlite stays external because it loads its WebAssembly and data files from its package.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["@electric-sql/pglite", "pg-native"],
  // Bundled CommonJS packages still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
