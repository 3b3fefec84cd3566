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
  /**
   * Items with equal keys are never in flight together, in one batch or in two: a later one
   * waits until the earlier one has settled.
   */
  key: (item: T) => string;
  /**
   * Whether a failed batch may have failed because of one of its items (bad data, a deadlock):
   * then each item is tried alone, one after another, so that only the bad one fails. Any other
   * error (a lost connection) fails the whole batch.
   */
  retryAlone: (error: unknown) => boolean;
};

type Waiting<T> = { item: T; resolve: (ok: boolean) => void; reject: (error: unknown) => void };

export function batcher<T>(options: BatchOptions<T>): (item: T) => Promise<boolean> {
  const waiting: Waiting<T>[] = [];
  const busy = new Set<string>();
  let inFlight = 0;

  // A runner that throws instead of rejecting still settles every item.
  const run = (items: T[]): Promise<boolean[]> => {
    try {
      return options.run(items);
    } catch (error) {
      return Promise.reject(error);
    }
  };

  async function settle(batch: Waiting<T>[]) {
    try {
      const results = await run(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(results[i] ?? false);
    } catch (error) {
      if (batch.length === 1 || !options.retryAlone(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      for (const w of batch) {
        try {
          const [ok] = await run([w.item]);
          w.resolve(ok ?? false);
        } catch (alone) {
          w.reject(alone);
        }
      }
    }
  }

  function pump() {
    while (inFlight < options.flights && waiting.length) {
      const batch: Waiting<T>[] = [];
      const keys: string[] = [];
      for (let i = 0; i < waiting.length && batch.length < options.maxItems; ) {
        const next = waiting[i] as Waiting<T>;
        const key = options.key(next.item);
        if (busy.has(key)) {
          i++;
          continue;
        }
        busy.add(key);
        keys.push(key);
        batch.push(next);
        waiting.splice(i, 1);
      }
      // Everything waiting belongs to a session already in flight: its settling pumps again.
      if (!batch.length) return;
      inFlight++;
      void settle(batch).finally(() => {
        inFlight--;
        for (const key of keys) busy.delete(key);
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
