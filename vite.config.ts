import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // The CSP allows no inline script, so Vite must never inline its module preload helper.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Lucide's icons in one chunk (about 9 KB brotli), not one file each: a screen that
          // shows twenty icons waited on twenty requests, six at a time. The icons only: React,
          // which they import, stays where it is.
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react/, includeDependenciesRecursively: false },
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
