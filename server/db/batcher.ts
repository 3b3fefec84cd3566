/**
 * Group commit without a timer: while fewer than `flights` batches are running, an item goes
 * at once, alone; when they are all busy, the items that arrive meanwhile wait and go together
 * in the next batch. An idle server therefore adds no delay, and a busy one pays a round trip,
 * a statement and a commit per batch instead of per item (ADR 011).
 */
export type BatchOptions<T> = {
  /** Runs one batch; answers, for each item in order, its result. */
  run: (items: T[]) => Promise<boolean[]>;
  /** Batches allowed in flight at once (each holds a database connection). */
  flights: number;
  /** Most items in one batch. */
  maxItems: number;
  /** Items with equal keys never share a batch: a later one waits for the next. */
  key: (item: T) => string;
};

type Waiting<T> = { item: T; resolve: (ok: boolean) => void; reject: (error: unknown) => void };

export function batcher<T>(options: BatchOptions<T>): (item: T) => Promise<boolean> {
  const waiting: Waiting<T>[] = [];
  let inFlight = 0;

  /** A failed batch is retried item by item, so that one bad item fails only itself. */
  async function settle(batch: Waiting<T>[]) {
    try {
      const results = await options.run(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(results[i] ?? false);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else
        await Promise.all(
          batch.map((w) =>
            options.run([w.item]).then(
              ([ok]) => w.resolve(ok ?? false),
              (e) => w.reject(e),
            ),
          ),
        );
    }
  }

  function pump() {
    while (inFlight < options.flights && waiting.length) {
      const batch: Waiting<T>[] = [];
      const keys = new Set<string>();
      for (let i = 0; i < waiting.length && batch.length < options.maxItems; ) {
        const next = waiting[i] as Waiting<T>;
        const key = options.key(next.item);
        if (keys.has(key)) {
          i++;
          continue;
        }
        keys.add(key);
        batch.push(next);
        waiting.splice(i, 1);
      }
      inFlight++;
      void settle(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
