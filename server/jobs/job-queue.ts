/**
 * Background work and schedules that outlive a request (ADR 015). Features see only this port;
 * the adapter (pg-boss-queue.ts) keeps jobs in the database, so a job survives a restart and
 * runs once however many instances share the database.
 */

/** What a handler knows of the job it runs. */
export type JobContext = {
  id: string;
  /** 0 on the first run, then 1, 2, … on each retry. */
  retryCount: number;
  /** Aborted when the job is given up (its expiry passed) or the queue stops. */
  signal: AbortSignal;
};

/** Runs one job. Throwing fails this run: it is retried (with backoff) until retryLimit. */
export type JobHandler<T extends object> = (data: T, job: JobContext) => Promise<void>;

export type QueueSettings = {
  /** Retries after a failed run (default 2), each later than the one before. */
  retryLimit?: number;
  /** The first retry's delay; each further one doubles it (default 30 s). */
  retryDelaySeconds?: number;
  /** A run still going after this long is taken as lost and retried (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * A running job proves it is alive this often (at least 10 s; the adapter does it by itself).
   * One whose instance died stops proving it, and is retried once the queue's supervisor next
   * looks (within a minute) instead of after `expireInSeconds`. Unset: no heartbeat.
   */
  heartbeatSeconds?: number;
  /**
   * At most one job of the queue waiting or running, cluster-wide: a schedule that fires while
   * the previous run still goes adds nothing, and a second `send` answers null.
   */
  exclusive?: boolean;
  /** Jobs of this queue that this instance runs at once (default 1). */
  concurrency?: number;
  /** How often an idle instance looks for new jobs of this queue (default 2 s). */
  pollingIntervalSeconds?: number;
};

export type SendOptions = {
  /** While a job with this key waits, no second one is queued (`send` answers null). */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
};

export interface JobQueue {
  /**
   * Connects (creating or migrating the queue's tables) and applies the workers and schedules
   * registered so far; later ones apply at once. Until then nothing runs and nothing is open.
   */
  start(): Promise<void>;
  /**
   * Runs the queue's jobs on this instance. Every instance registers the same workers; each job
   * is taken by one of them.
   */
  work<T extends object>(name: string, handler: JobHandler<T>, settings?: QueueSettings): Promise<void>;
  /** Queues a job (once started); answers its id, or null when a singleton or exclusive queue refused it. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * A cron schedule (five fields, UTC): one job per occurrence across all instances, run by
   * `handler` (registered as by `work`). Scheduling a name again replaces its expression.
   */
  schedule<T extends object>(
    name: string,
    cron: string,
    handler: JobHandler<T>,
    settings?: QueueSettings,
  ): Promise<void>;
  /** The schedules in the database, for tests and operators. */
  schedules(): Promise<Array<{ name: string; cron: string }>>;
  /**
   * Stops taking jobs, lets running ones finish for a while (then fails them, to be retried by
   * whichever instance runs next), and clears every timer. Safe to call twice.
   */
  stop(): Promise<void>;
}
