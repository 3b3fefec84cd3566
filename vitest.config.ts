import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { sharedSuites } from "./scripts/database-suites.mjs";

const ALL = "{server,client,contract}/**/*.test.{ts,tsx}";
/** The test files that open no database and touch no shared state (scripts/database-suites.mjs). */
const shared = sharedSuites();
const common = {
  setupFiles: ["client/test-support/dom-setup.ts"],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Each isolated test file holds an embedded PostgreSQL; two at a time suit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          ...common,
          name: "isolated",
          include: [ALL],
          exclude: shared,
          globalSetup: ["server/test-support/pglite-template.ts"],
        },
      },
      {
        // Pure suites share one module graph per worker: no per-file import of the storyteller,
        // the contract or compromise's lexicon (ADR 037).
        plugins: [react()],
        test: { ...common, name: "shared", include: shared, isolate: false },
      },
    ],
  },
});
