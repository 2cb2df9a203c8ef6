import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';

export const termsNotAccepted = () =>
  new AppError('forbidden', 'Du behöver godkänna användarvillkoren innan du kan använda verktyget.');

/** The tool is for users who have accepted the terms of use (spec 1 §4); after requireUser. */
export const requireTermsAccepted =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const [profile] = await db
      .select({ acceptedAt: userProfiles.termsAcceptedAt })
      .from(userProfiles)
      .where(eq(userProfiles.userId, c.get('user').id));
    if (!profile?.acceptedAt) {
      throw termsNotAccepted();
    }
    await next();
  };
