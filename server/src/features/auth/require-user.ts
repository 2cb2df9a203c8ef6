import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import { session as sessions } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { type Auth, SESSION_ABSOLUTE_SECONDS } from './auth';

/** Refuses requests without a valid session (401), and ends sessions older than 12 hours. */
export const requireUser =
  (auth: Auth, db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) {
      throw new AppError('unauthorized', 'Inloggning krävs');
    }
    if (Date.now() - new Date(found.session.createdAt).getTime() > SESSION_ABSOLUTE_SECONDS * 1000) {
      await db.delete(sessions).where(eq(sessions.id, found.session.id));
      throw new AppError('unauthorized', 'Du behöver logga in igen för att fortsätta.');
    }
    const { user } = found;
    c.set('user', {
      id: user.id,
      email: user.email,
      name: user.name,
      role: (user as { role?: string | null }).role ?? null,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    });
    c.set('sessionId', found.session.id);
    await next();
  };
