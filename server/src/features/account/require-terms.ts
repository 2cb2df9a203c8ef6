import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { termsAcceptedAt } from './account-repository';

export const termsNotAccepted = () =>
  new AppError('forbidden', 'Du behöver godkänna användarvillkoren innan du kan använda verktyget.');

/** The tool is for users who have accepted the terms of use (spec 1 §4); after requireUser. */
export const requireTermsAccepted =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!(await termsAcceptedAt(db, c.get('user').id))) {
      throw termsNotAccepted();
    }
    await next();
  };
