import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import type { Auth } from './auth';

/**
 * Refuses requests without a valid session (401). Idle and 12-hour limits are part of the
 * session's stored end (see drizzle/0007), so better-auth's own read already refuses them.
 */
export const requireUser =
  (auth: Auth): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) {
      const hadSession = /session_token=/.test(c.req.header('cookie') ?? '');
      throw new AppError(
        'unauthorized',
        hadSession ? 'Du behöver logga in igen för att fortsätta.' : 'Inloggning krävs',
      );
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
