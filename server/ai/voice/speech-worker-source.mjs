// Starts speech-worker.ts from its source under tsx and Vitest (speech-pool.ts): Node 20 does
// not run an inherited `--import tsx` in worker threads.
import { tsImport } from "tsx/esm/api";

await tsImport("./speech-worker.ts", import.meta.url);
