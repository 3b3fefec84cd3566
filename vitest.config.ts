import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["{server,client,contract}/**/*.test.{ts,tsx}"],
    globalSetup: ["server/test-support/pglite-template.ts"],
    setupFiles: ["client/test-support/dom-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each test file holds an embedded PostgreSQL; two at a time suit the 2-core machine.
    maxWorkers: 2,
  },
});
