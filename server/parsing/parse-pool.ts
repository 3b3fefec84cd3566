import { availableParallelism } from "node:os";
import type { ResourceLimits } from "node:worker_threads";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Piscina } from "piscina";
import { HttpError } from "../errors";
import type { ParseOutcome, ParseResults, ParseTask } from "./parse-tasks";

/**
 * The parsing workers' bounds (ADR 026). Each worker's heap is capped: a file that would need
 * more kills its worker, answered as the caller's 4xx, never the server (issue 28, F1). One
 * worker on a 2-core machine leaves a core to the server; tasks wait in a short queue beyond.
 */
export const PARSE_LIMITS = {
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  /** Tasks waiting beyond the running ones; more is a 503 at once. */
  maxQueue: 32,
  /** A task running longer is stopped (its worker terminated), answered as the caller's 4xx. */
  timeoutMs: 30_000,
  /** An idle worker exits after this; the next task starts one again (~0.1 s bundled). */
  idleMs: 60_000,
  /**
   * Workers run at a lower priority (Linux, through piscina's optional @napi-rs/nice): on a
   * busy machine a worker's long task gives way to the server's event loop, not the reverse.
   */
  niceIncrement: 10,
  /** Room for the largest legal game file (48 MB of JSON, read and checked): backup-archive.ts. */
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
} as const;

export const ParseMessages = {
  busy: "The server is busy reading other files. Please try again in a moment.",
} as const;

/**
 * The worker: beside the bundled server (dist/server/parse-worker.js, a second esbuild entry),
 * or its TypeScript source, loaded through tsx by parse-worker-source.mjs.
 */
const workerFile = () =>
  new URL(
    new URL(import.meta.url).pathname.endsWith(".ts") ? "./parse-worker-source.mjs" : "./parse-worker.js",
    import.meta.url,
  ).href;

type Kind = ParseTask["kind"];

/**
 * Parsing and serialising of user files off the event loop: restores, imports, exports
 * (parse-tasks.ts), in a piscina pool started on the first task and closed with the app.
 */
export class ParsePool {
  private pool: Piscina | null = null;
  private closed = false;
  /** Tasks submitted and not yet settled: running or waiting. */
  private inFlight = 0;
  /** How long a task may run (PARSE_LIMITS.timeoutMs); tests shorten it. */
  timeoutMs: number = PARSE_LIMITS.timeoutMs;

  /** `resourceLimits`: PARSE_LIMITS' by default; tests make them small. */
  constructor(private readonly resourceLimits: ResourceLimits = PARSE_LIMITS.resourceLimits) {}

  /**
   * Runs a task in a worker. A refusal meant for the user comes back as its HttpError; a worker
   * that ran out of memory or time comes back as `tooDemanding()` (the input's fault: a 4xx),
   * a full queue as a 503.
   */
  async run<K extends Kind>(
    task: Extract<ParseTask, { kind: K }>,
    tooDemanding: () => HttpError,
  ): Promise<ParseResults[K]> {
    if (this.closed) throw new HttpError(503, ParseMessages.busy);
    const pool = this.start();
    const ahead = this.inFlight;
    if (ahead >= PARSE_LIMITS.threads + PARSE_LIMITS.maxQueue)
      throw new HttpError(503, ParseMessages.busy, { "retry-after": "5" });
    // The limit is on a task's own running time, but the signal counts its wait too: each task
    // ahead runs at most timeoutMs, so waiting takes at most that per round of threads.
    const deadline = this.timeoutMs * (1 + Math.ceil(ahead / PARSE_LIMITS.threads));
    let outcome: ParseOutcome<ParseResults[K]>;
    this.inFlight++;
    try {
      outcome = await pool.run(task, { signal: AbortSignal.timeout(deadline) });
    } catch (error) {
      if (isOutOfBounds(error)) throw tooDemanding();
      throw error;
    } finally {
      this.inFlight--;
    }
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    return outcome.value;
  }

  /** Workers running now (tests, the bench). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private start(): Piscina {
    this.pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: PARSE_LIMITS.threads,
      idleTimeout: PARSE_LIMITS.idleMs,
      resourceLimits: this.resourceLimits,
      niceIncrement: PARSE_LIMITS.niceIncrement,
    });
    return this.pool;
  }
}

/** A worker killed by its heap limit, or a task stopped at its time limit. */
function isOutOfBounds(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === "ERR_WORKER_OUT_OF_MEMORY" || error.name === "AbortError";
}

declare module "fastify" {
  interface FastifyInstance {
    parsing: ParsePool;
  }
}

/** One pool per app, its workers started on the first task and stopped by app.close(). */
export const parsingPlugin = fp(async (app: FastifyInstance) => {
  const pool = new ParsePool();
  app.decorate("parsing", pool);
  app.addHook("onClose", async () => {
    await pool.close();
  });
});
