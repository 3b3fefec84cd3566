import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../db/client";
import type { JobHandler, JobQueue, QueueSettings, SendOptions } from "./job-queue";

/** pg-boss keeps its tables in a schema of its own, beside ours and never in our migrations. */
export const JOBS_SCHEMA = "pgboss";

/** How long stop() lets running jobs finish before failing them (they are retried later). */
const STOP_GRACE_MS = 5_000;

/** Where failures are told (the app's pino logger, or anything with its two methods). */
export type JobLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type PgBossQueueOptions = {
  log: JobLog;
  /** How long stop() lets running jobs finish (default 5 s). */
  stopGraceMs?: number;
};

/**
 * The job queue on pg-boss 12, on either database (ADR 015). On PostgreSQL pg-boss has a small
 * pool of its own on the same database; on the embedded PGlite it shares the one connection
 * through pg-boss's `fromPglite` adapter with `backend: 'pglite'` (PGlite serialises statements
 * and transactions, so pg-boss's statements simply queue between the app's). pg-boss creates
 * and migrates its own schema at start, under an advisory lock, so instances may start together.
 */
export function pgBossQueue(
  database: Database,
  { log, stopGraceMs = STOP_GRACE_MS }: PgBossQueueOptions,
): JobQueue {
  let boss: PgBoss;
  if (database.kind === "pglite") {
    if (!database.pglite) throw new Error("the embedded database has no PGlite instance");
    boss = new PgBoss({ schema: JOBS_SCHEMA, db: fromPglite(database.pglite), backend: "pglite" });
  } else {
    if (!database.url) throw new Error("the PostgreSQL database has no connection string");
    boss = new PgBoss({
      schema: JOBS_SCHEMA,
      connectionString: database.url,
      max: 3,
      application_name: "taleforge-jobs",
    });
  }
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  boss.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
  return new PgBossQueue(boss, log, stopGraceMs);
}

type Registration = () => Promise<void>;

class PgBossQueue implements JobQueue {
  /** Queues this instance has created or updated, so send() need not ask again. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Workers and schedules registered before start(), applied by it in order. */
  private readonly pending: Registration[] = [];
  /** Queues this instance works on, with pg-boss's ids of its workers on each. */
  private readonly workers = new Map<string, string[]>();
  private state: "new" | "starting" | "started" | "stopped" = "new";
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly log: JobLog,
    private readonly stopGraceMs: number,
  ) {}

  start(): Promise<void> {
    this.starting ??= (async () => {
      if (this.state === "stopped") throw new Error("the job queue was stopped");
      this.state = "starting";
      await this.boss.start();
      // A stop() that came while pg-boss started wins: nothing more is registered.
      for (let register = this.pending.shift(); register; register = this.pending.shift()) {
        if (this.stopping) return;
        await register();
      }
      if (!this.stopping) this.state = "started";
    })();
    return this.starting;
  }

  /** Runs now when started, else at start(). */
  private whenStarted(register: Registration): Promise<void> {
    if (this.state === "stopped") return Promise.reject(new Error("the job queue was stopped"));
    if (this.state === "started") return register();
    this.pending.push(register);
    return Promise.resolve();
  }

  private ensureQueue(name: string, settings: QueueSettings = {}): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      const retry = {
        retryLimit: settings.retryLimit ?? 2,
        retryDelay: settings.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds ?? 15 * 60,
      };
      created = (async () => {
        // createQueue leaves an existing queue as it is; updateQueue brings its settings up to
        // date with this version of the code (a queue's policy cannot change once created).
        const heartbeat = settings.heartbeatSeconds;
        await this.boss.createQueue(name, {
          ...retry,
          ...(heartbeat !== undefined && { heartbeatSeconds: heartbeat }),
          policy: settings.exclusive ? "exclusive" : "standard",
        });
        await this.boss.updateQueue(name, { ...retry, heartbeatSeconds: heartbeat ?? null });
      })();
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }

  private async startWorker<T extends object>(name: string, handler: JobHandler<T>, settings: QueueSettings) {
    await this.ensureQueue(name, settings);
    if (!this.workers.has(name)) this.workers.set(name, []);
    const workerId = await this.boss.work<T>(
      name,
      {
        localConcurrency: settings.concurrency ?? 1,
        pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 2,
      },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data ?? ({} as T), {
            id: job.id,
            retryCount: job.retryCount,
            signal: job.signal,
          });
        } catch (err) {
          this.log.warn({ err, job: name, jobId: job.id, retryCount: job.retryCount }, "job failed");
          throw err;
        }
      },
    );
    this.workers.get(name)?.push(workerId);
  }

  work<T extends object>(name: string, handler: JobHandler<T>, settings: QueueSettings = {}) {
    return this.whenStarted(() => this.startWorker(name, handler, settings));
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}) {
    if (this.state !== "started") throw new Error(`job queue not started: cannot send ${name}`);
    await this.ensureQueue(name);
    const id = await this.boss.send(name, data, {
      ...(options.singletonKey !== undefined && { singletonKey: options.singletonKey }),
      ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
    });
    // A job due now starts at once on this instance when it works the queue, not at its next
    // poll (another instance's workers still find it at theirs).
    if (id && !options.startAfterSeconds)
      for (const workerId of this.workers.get(name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  schedule<T extends object>(
    name: string,
    cron: string,
    handler: JobHandler<T>,
    settings: QueueSettings = {},
  ) {
    return this.whenStarted(async () => {
      await this.ensureQueue(name, settings);
      await this.boss.schedule(name, cron, null, { tz: "UTC" });
      await this.startWorker(name, handler, settings);
    });
  }

  async schedules() {
    const rows = await this.boss.getSchedules();
    return rows.map((s) => ({ name: s.name, cron: s.cron }));
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const wasNew = this.state === "new";
      this.state = "stopped";
      this.pending.length = 0;
      if (wasNew) return;
      // A start() in flight finishes first (pg-boss waits for it too), then everything stops:
      // workers, the cron pass, maintenance, and on PostgreSQL pg-boss's own pool. On PGlite it
      // closes nothing of ours: the database is closed after the app.
      await this.starting?.catch(() => {});
      // Each worker stops taking jobs and finishes the one it runs, for stopGraceMs at most.
      // pg-boss's own graceful stop polls for that every 500 ms, which an idle queue (every
      // test's) would pay in full; this returns the moment the workers are done.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.workers.keys()].map((name) => this.boss.offWork(name, { wait: true }))),
        new Promise((resolve) => {
          timer = setTimeout(resolve, this.stopGraceMs);
        }),
      ]);
      clearTimeout(timer);
      // Jobs still running now are failed, to be retried by whichever instance runs next, and
      // their signals aborted.
      await this.boss.stop({ graceful: false, close: true });
    })();
    return this.stopping;
  }
}
