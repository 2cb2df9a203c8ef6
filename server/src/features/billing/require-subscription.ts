import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { findSubscription } from './subscription-repository';
import { isSubscriptionActive } from './subscription-status';

/** The tool is for subscribers (spec 1 §6); admins always have it. Runs after requireUser. */
export const requireSubscription =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (user.role !== 'admin' && !isSubscriptionActive(await findSubscription(db, user.id))) {
      throw new AppError('subscription_required');
    }
    await next();
  };
