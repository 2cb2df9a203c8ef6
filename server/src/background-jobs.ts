import { lt, sql } from 'drizzle-orm';
import type { AppDeps } from './app';
import { session } from './db/schema';
import { processDueDeletions } from './features/account/account-service';
import { SESSION_ABSOLUTE_SECONDS } from './features/auth/auth';

const EVERY_MINUTE = 60_000;

/**
 * Once a minute: retry undelivered mail, carry out due account deletions, and end sessions past
 * their absolute 12-hour life. Each step is safe to run on several instances at once.
 */
export const startBackgroundJobs = (deps: AppDeps) => {
  const tick = async () => {
    try {
      await deps.mailer.deliverDue();
      await processDueDeletions({
        db: deps.database.db,
        mailer: deps.mailer,
        logger: deps.logger,
        billing: deps.billing,
      });
      await deps.database.db
        .delete(session)
        .where(lt(session.createdAt, sql`now() - ${`${SESSION_ABSOLUTE_SECONDS} seconds`}::interval`));
    } catch (error) {
      deps.logger.error({ err: error }, 'background job failed');
    }
  };
  const timer = setInterval(tick, EVERY_MINUTE);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
