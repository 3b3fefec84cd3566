import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import type { JobQueue } from "../jobs/job-queue";
import { pgBossQueue } from "../jobs/pg-boss-queue";

declare module "fastify" {
  interface FastifyInstance {
    /** Durable background jobs and schedules (ADR 015). */
    jobs: JobQueue;
  }
}

/**
 * The job queue as `app.jobs`. Features register workers and schedules while the app is built;
 * the queue starts when the app is ready (so building an app opens nothing) and stops when it
 * closes, before the caller closes the database. A queue passed in is the caller's to start
 * and stop.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { database, jobs }: { database: Database; jobs?: JobQueue }) => {
    const queue = jobs ?? pgBossQueue(database, { log: app.log.child({ module: "jobs" }) });
    app.decorate("jobs", queue);
    if (jobs) return;
    app.addHook("onReady", async () => {
      await queue.start();
    });
    app.addHook("onClose", async () => {
      await queue.stop();
    });
  },
  { name: "jobs" },
);
