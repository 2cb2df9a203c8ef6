import type { AppDeps } from './app';
import { processDueDeletions, requestRetentionDeletions } from './features/account';
import { deleteSessionsOlderThan, pruneAuthEvents, SESSION_ABSOLUTE_SECONDS } from './features/auth';
import { pruneContactMessages } from './features/contact';

const EVERY_MINUTE = 60_000;

/**
 * Retries undelivered mail, prunes the security log past 90 days and contact messages past 12
 * months, requests deletion of accounts 12 months after their subscription ended, carries out due
 * account deletions, and ends sessions past their absolute 12-hour life. Each step is safe to run on several instances at once.
 */
export const runBackgroundJobs = async (deps: AppDeps): Promise<void> => {
  const db = deps.database.db;
  await deps.mailer.deliverDue();
  await pruneAuthEvents(db);
  await pruneContactMessages(db);
  await requestRetentionDeletions({ db, logger: deps.logger });
  await processDueDeletions({ db, mailer: deps.mailer, logger: deps.logger, billing: deps.billing });
  await deleteSessionsOlderThan(db, SESSION_ABSOLUTE_SECONDS);
};

/** Runs the background jobs once a minute. */
export const startBackgroundJobs = (deps: AppDeps) => {
  const tick = async () => {
    try {
      await runBackgroundJobs(deps);
    } catch (error) {
      deps.logger.error({ err: error }, 'background job failed');
    }
  };
  const timer = setInterval(tick, EVERY_MINUTE);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
