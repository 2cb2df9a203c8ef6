import type { AdminActionKey } from '@app/common';
import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '../../db/database';
import { recordAdminAction } from '../../infra/admin-audit-repository';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Fields = Record<string, unknown>;

/** The key under which the before hook hands the after hook a revoked session's owner. */
const REVOKED_SESSION_OWNER = 'revokedSessionOwner';

const IMPERSONATION_CLOSED = 'Det går inte att logga in som en annan användare.';

/**
 * better-auth's admin endpoints that change an account, each with its audit action and the
 * details it keeps: ids, roles and reasons — never a password or a session token.
 */
const AUDITED: Record<string, { action: AdminActionKey; details: (body: Fields, answer: Fields) => Fields }> =
  {
    '/admin/create-user': {
      action: 'create_user',
      details: (_body, answer) => {
        const created = (answer.user ?? {}) as Fields;
        return { targetUserId: created.id, role: created.role ?? null };
      },
    },
    '/admin/update-user': {
      action: 'update_user',
      details: (body) => {
        const data = (body.data ?? {}) as Fields;
        return {
          targetUserId: body.userId,
          fields: Object.keys(data).sort(),
          ...('role' in data ? { role: data.role } : {}),
        };
      },
    },
    '/admin/set-role': {
      action: 'set_role',
      details: (body) => ({ targetUserId: body.userId, role: body.role }),
    },
    '/admin/set-user-password': {
      action: 'set_user_password',
      details: (body) => ({ targetUserId: body.userId }),
    },
    '/admin/ban-user': {
      action: 'ban_user',
      details: (body) => ({
        targetUserId: body.userId,
        banReason: body.banReason ?? null,
        banExpiresIn: body.banExpiresIn ?? null,
      }),
    },
    '/admin/unban-user': { action: 'unban_user', details: (body) => ({ targetUserId: body.userId }) },
    '/admin/revoke-user-session': {
      action: 'revoke_user_session',
      details: (body) => ({ targetUserId: body[REVOKED_SESSION_OWNER] ?? null }),
    },
    '/admin/revoke-user-sessions': {
      action: 'revoke_user_sessions',
      details: (body) => ({ targetUserId: body.userId }),
    },
    '/admin/remove-user': { action: 'remove_user', details: (body) => ({ targetUserId: body.userId }) },
  };

/**
 * Before an admin endpoint runs. Impersonation is closed: it would let an admin act as a user
 * without the user's second factor, and nothing in the product needs it. A session named by its
 * token is gone once revoked, so its owner is looked up first, for the audit entry.
 */
export const beforeAdminEndpoint = async (ctx: HookContext) => {
  if (ctx.path === '/admin/impersonate-user') {
    throw new APIError('FORBIDDEN', { message: IMPERSONATION_CLOSED, code: 'IMPERSONATION_CLOSED' });
  }
  if (ctx.path === '/admin/revoke-user-session' && typeof ctx.body?.sessionToken === 'string') {
    const found = await ctx.context.internalAdapter.findSession(ctx.body.sessionToken);
    return { context: { body: { ...ctx.body, [REVOKED_SESSION_OWNER]: found?.session.userId ?? null } } };
  }
  return undefined;
};

/** After a successful admin endpoint that changed an account: one entry in the admin audit log. */
export const auditAdminEndpoint = async (db: Db, ctx: HookContext): Promise<void> => {
  const audited = AUDITED[ctx.path];
  const answer = ctx.context.returned;
  if (!audited || answer instanceof APIError || !answer || typeof answer !== 'object') {
    return;
  }
  const actor = ctx.context.session ?? (await getSessionFromCtx(ctx));
  if (!actor) {
    // Called by our own server code without a session: no admin acted.
    return;
  }
  await recordAdminAction(db, {
    actorId: actor.user.id,
    action: audited.action,
    result: 'ok',
    details: audited.details((ctx.body ?? {}) as Fields, answer as Fields),
  });
};
