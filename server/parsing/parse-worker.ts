import { runParseTask } from "./parse-tasks";

/**
 * The parsing workers' entry point (piscina calls the default export with each task). Bundled
 * as dist/server/parse-worker.js beside the server (scripts/build-server.mjs); under tsx and
 * Vitest, parse-worker-source.mjs loads this source.
 */
export default runParseTask;
