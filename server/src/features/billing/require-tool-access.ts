import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import { subscriptions, userProfiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { termsNotAccepted } from '../account/require-terms';
import { isSubscriptionActive } from './subscription-status';

/**
 * The tool is for users who have accepted the terms (spec 1 §4) and subscribe (spec 1 §6);
 * admins need no subscription. Both facts come from one query: every question passes here.
 * Runs after requireUser.
 */
export const requireToolAccess =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    const [access] = await db
      .select({ acceptedAt: userProfiles.termsAcceptedAt, subscription: subscriptions })
      .from(userProfiles)
      .leftJoin(subscriptions, eq(subscriptions.userId, userProfiles.userId))
      .where(eq(userProfiles.userId, user.id));
    if (!access?.acceptedAt) {
      throw termsNotAccepted();
    }
    if (user.role !== 'admin' && !isSubscriptionActive(access.subscription)) {
      throw new AppError('subscription_required');
    }
    await next();
  };
