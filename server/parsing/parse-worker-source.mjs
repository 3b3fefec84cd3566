// Starts parse-worker.ts from its source under tsx and Vitest (parse-pool.ts): Node 20 does
// not run an inherited `--import tsx` in worker threads.
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./parse-worker.ts", import.meta.url);

export default worker.default;
