import { licenceEndedMessage } from '@app/common';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import { subscriptions, userProfiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { termsNotAccepted } from '../account/require-terms';
import { memberLicence } from '../organisations/organisation-repository';
import { isSubscriptionActive } from './subscription-status';

/**
 * The tool is for users who have accepted the terms (spec 1 §4) and subscribe (spec 1 §6) or
 * are members of an organisation whose licence period is running; admins need neither. All
 * three facts come from one query: every question passes here. Runs after requireUser.
 */
export const requireToolAccess =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    const licence = memberLicence(db, userProfiles.userId);
    const [access] = await db
      .select({
        acceptedAt: userProfiles.termsAcceptedAt,
        subscription: subscriptions,
        licenceName: licence.organisationName,
        licenceEnd: licence.periodEnd,
        licenceActive: licence.active,
      })
      .from(userProfiles)
      .leftJoin(subscriptions, eq(subscriptions.userId, userProfiles.userId))
      .leftJoinLateral(licence, sql`true`)
      .where(eq(userProfiles.userId, user.id));
    if (!access?.acceptedAt) {
      throw termsNotAccepted();
    }
    if (user.role !== 'admin' && !isSubscriptionActive(access.subscription) && !access.licenceActive) {
      throw new AppError(
        'subscription_required',
        access.licenceName && access.licenceEnd
          ? licenceEndedMessage({ organisation_name: access.licenceName, period_end: access.licenceEnd })
          : undefined,
      );
    }
    await next();
  };
