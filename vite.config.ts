import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

/** Pages whose code a route's HTML preloads: the file written, and the page's source module. */
const ROUTE_HTML = [{ fileName: "play.html", page: "/features/play/play-page.tsx" }] as const;

function staticImports(bundle: Rolldown.OutputBundle, start: string): Set<string> {
  const seen = new Set<string>();
  const toVisit = [start];
  while (toVisit.length > 0) {
    const file = toVisit.pop() as string;
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== "chunk") continue;
    seen.add(file);
    toVisit.push(...chunk.imports);
  }
  return seen;
}

/**
 * Writes, beside index.html, a copy for each route in ROUTE_HTML that also preloads the route's
 * page code (the lazily loaded chunk and the chunks it imports), which the server sends for that
 * route (server/plugins/static-client.ts). The page's code then downloads beside the start-up
 * script rather than after it has run, the first view's longest chain; at low priority, so that
 * the stylesheet and the start-up script, which the first paint needs, still come first.
 */
function routeHtml(): Plugin {
  return {
    name: "taleforge-route-html",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset" || typeof index.source !== "string") {
        this.error("index.html is not in the bundle");
      }
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error("no entry chunk");
      const atStartUp = staticImports(bundle, entry.fileName);
      for (const route of ROUTE_HTML) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(route.page));
        if (!page) this.error(`no chunk for ${route.page}`);
        const files = [...staticImports(bundle, page.fileName)].filter((f) => !atStartUp.has(f));
        const links = files
          .map((f) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">\n`)
          .join("");
        this.emitFile({
          type: "asset",
          fileName: route.fileName,
          source: index.source.replace("  </head>", `${links}  </head>`),
        });
      }
    },
  };
}

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss(), routeHtml()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // The CSP allows no inline script, so Vite must never inline its module preload helper.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Lucide's icons in one chunk (about 9 KB brotli), not one file each: a screen that
            // shows twenty icons waited on twenty requests, six at a time. The icons only: React,
            // which they import, stays where it is.
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // Everything the start-up script imports in the one file index.html loads, rather than
            // split into small shared chunks (React's runtime, `cn`) that cost a request each.
            { name: "index", tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000", "/healthz": "http://localhost:5000" },
  },
});
