import { Worker } from "node:worker_threads";
import { AiModelError } from "../ai-errors";
import type { EspeakVoice } from "./embedded-voices";
import type { SpeechJob, SpeechResult } from "./speech-worker";
import { narrationAbandoned, type SpeechOptions } from "./voice";

/**
 * The worker: beside this module in the bundle (dist/server/speech-worker.js, a second esbuild
 * entry), or its TypeScript source, started through tsx by speech-worker-source.mjs.
 */
const startWorker = () =>
  new Worker(
    new URL(
      import.meta.url.endsWith(".ts") ? "./speech-worker-source.mjs" : "./speech-worker.js",
      import.meta.url,
    ),
  );

type Pending = {
  job: SpeechJob;
  resolve: (mp3: Buffer) => void;
  reject: (error: Error) => void;
  /** Stops watching the caller's signal once the job is running or settled. */
  unwatch: () => void;
};

/** Refusals of the queue (429): full for everyone, or full for this client. */
export const SpeechPoolMessages = {
  busy: "Narration is busy right now. Please try again in a moment.",
  yours: "You already have narrations waiting. Please wait for them to finish.",
} as const;

/**
 * A small pool of speech workers with a queue. Each worker takes one job at a time (eSpeak is
 * synchronous); the rest wait. Workers start on the first job and are replaced if one dies. On a
 * 2-core machine 1–2 workers leave a core for the server. A waiting job whose caller's signal
 * aborts leaves the queue unrun, so that players skipping scenes do not fill it for others; a
 * running one finishes (and may be cached).
 *
 * The queue is shared, so it is shared fairly (issue 28 F11): each client (an address, an IPv6
 * /64) may have `maxPerClient` jobs waiting, and the workers take one job from each waiting
 * client in turn (round robin), not the oldest job overall. One client sending many requests
 * at once then neither fills the queue for everyone nor makes them wait behind all of its own.
 */
export class SpeechPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  /** Each client's waiting jobs, oldest first; the map's order is the turn order. */
  private readonly queues = new Map<string, Pending[]>();
  private queued = 0;
  private started = 0;
  private nextId = 1;
  private closed = false;

  /**
   * @param maxWaiting jobs allowed to wait in all: beyond, a request is refused (429) at once
   * rather than answered minutes later, when its player has moved on.
   * @param maxPerClient jobs one client may have waiting.
   */
  constructor(
    private readonly size: number,
    private readonly maxWaiting = 64,
    private readonly maxPerClient = 3,
  ) {}

  /** `client`: who asks (an address group, client-address.ts); jobs of one client wait in turn. */
  run(
    text: string,
    voice: EspeakVoice,
    options: SpeechOptions,
    signal?: AbortSignal,
    client = "",
  ): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("The speech pool is closed"));
    if (signal?.aborted) return Promise.reject(narrationAbandoned());
    if ((this.queues.get(client)?.length ?? 0) >= this.maxPerClient)
      return Promise.reject(new AiModelError(SpeechPoolMessages.yours, 429));
    if (this.queued >= this.maxWaiting) return Promise.reject(new AiModelError(SpeechPoolMessages.busy, 429));
    return new Promise((resolve, reject) => {
      const drop = () => {
        const queue = this.queues.get(client);
        const index = queue?.indexOf(pending) ?? -1;
        if (!queue || index < 0) return;
        queue.splice(index, 1);
        this.queued--;
        if (!queue.length) this.queues.delete(client);
        reject(narrationAbandoned());
      };
      const pending: Pending = {
        job: { id: this.nextId++, text, voice, options },
        resolve,
        reject,
        unwatch: () => signal?.removeEventListener("abort", drop),
      };
      signal?.addEventListener("abort", drop, { once: true });
      const queue = this.queues.get(client);
      if (queue) queue.push(pending);
      else this.queues.set(client, [pending]);
      this.queued++;
      this.dispatch();
    });
  }

  /** Jobs waiting for a worker (the bench and the health of the pool). */
  get waiting() {
    return this.queued;
  }

  /** The next job: the oldest of the client whose turn it is; that client then goes last. */
  private next(): Pending | undefined {
    for (const [client, queue] of this.queues) {
      const pending = queue.shift();
      this.queues.delete(client);
      if (queue.length) this.queues.set(client, queue);
      if (!pending) continue;
      this.queued--;
      return pending;
    }
    return undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.queues.values()].flat();
    this.queues.clear();
    this.queued = 0;
    for (const pending of waiting) {
      pending.unwatch();
      pending.reject(new Error("The speech pool is closed"));
    }
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch() {
    while (this.queued) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.next();
      if (!pending) {
        this.idle.push(worker);
        return;
      }
      pending.unwatch();
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker {
    const worker = startWorker();
    this.started++;
    worker.on("message", (result: SpeechResult) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (pending) {
        if ("error" in result) pending.reject(new Error(result.error));
        else pending.resolve(Buffer.from(result.mp3.buffer, result.mp3.byteOffset, result.mp3.byteLength));
      }
      this.idle.push(worker);
      // An idle worker must not keep the process alive; a busy one does, for its caller.
      worker.unref();
      this.dispatch();
    });
    // A worker that crashed or failed to load takes its job down with it; another replaces it.
    worker.on("error", (error) => this.lose(worker, error));
    worker.on("exit", (code) => this.lose(worker, new Error(`speech worker exited with code ${code}`)));
    return worker;
  }

  private lose(worker: Worker, error: Error) {
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    const pending = this.busy.get(worker);
    if (!this.busy.delete(worker) && index < 0) return;
    this.started--;
    pending?.reject(error);
    if (!this.closed) this.dispatch();
  }
}
