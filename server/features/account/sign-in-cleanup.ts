import type { FastifyPluginAsync } from "fastify";
import type { SignInGuard } from "./sign-in-guard";

export const SIGN_IN_CLEANUP_JOB = "account.sign-in-clean-up";
/** Hourly, at a minute of its own. */
export const SIGN_IN_CLEANUP_CRON = "41 * * * *";

/** Forgets old sign-in addresses and idle sign-in budgets (ADR 015), once across all instances. */
export const signInCleanupJob: FastifyPluginAsync<{ guard: SignInGuard }> = async (app, { guard }) => {
  await app.jobs.schedule(
    SIGN_IN_CLEANUP_JOB,
    SIGN_IN_CLEANUP_CRON,
    async () => {
      const report = await guard.cleanUp();
      if (report.addresses || report.budgets) {
        app.log.info({ job: SIGN_IN_CLEANUP_JOB, ...report }, "cleaned up sign-in data");
      }
    },
    { exclusive: true, retryLimit: 3, expireInSeconds: 30 * 60, pollingIntervalSeconds: 30 },
  );
};
