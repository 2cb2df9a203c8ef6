import { licenceEndedMessage } from '@app/common';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { termsNotAccepted } from '../account';
import { toolAccessOf } from './subscription-repository';
import { hasToolAccess } from './subscription-status';

/**
 * The tool is for users who have accepted the terms (spec 1 §4) and subscribe (spec 1 §6) or
 * are members of an organisation whose licence period is running; admins need neither. All
 * three facts come from one query: every question passes here. Runs after requireUser.
 */
export const requireToolAccess =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    const access = await toolAccessOf(db, user.id);
    if (!access?.acceptedAt) {
      throw termsNotAccepted();
    }
    if (
      !hasToolAccess({
        role: user.role,
        subscription: access.subscription,
        licenceActive: access.licenceActive === true,
      })
    ) {
      throw new AppError(
        'subscription_required',
        access.licenceName && access.licenceEnd
          ? licenceEndedMessage({ organisation_name: access.licenceName, period_end: access.licenceEnd })
          : undefined,
      );
    }
    await next();
  };

/**
 * Whether a signed-in user may use the tool now, by the gate's rule (the terms aside: the tool
 * asks for them at the door). For a page that only shows the way to the tool.
 */
export const mayUseTool = async (db: Db, user: { id: string; role: string | null }): Promise<boolean> => {
  const access = await toolAccessOf(db, user.id);
  return (
    access !== undefined &&
    hasToolAccess({
      role: user.role,
      subscription: access.subscription,
      licenceActive: access.licenceActive === true,
    })
  );
};
