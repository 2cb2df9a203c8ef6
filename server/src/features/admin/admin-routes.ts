import {
  AdminAccessResponseSchema,
  AdminAuditQuerySchema,
  AdminAuditResponseSchema,
  AdminFeedbackQuerySchema,
  AdminFeedbackResponseSchema,
  AdminUserFeedbackResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  ClearFeedbackResponseSchema,
  printableText,
} from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { adminRefused, json } from '../../http/openapi-responses';
import { requireAdmin } from '../../http/require-admin';
import { clearFeedback, getAuditLog, getFeedback, getUserFeedback, getUsers } from './admin-service';

const accessRoute = createRoute({
  method: 'get',
  path: '/admin/access',
  summary: 'Whether the session is an admin, decided on the server (spec 2 is_admin)',
  responses: { 200: json(AdminAccessResponseSchema, 'An admin'), ...adminRefused },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  summary: 'One page of users, sorted, with the stats total, subscribed and free',
  request: { query: AdminUsersQuerySchema },
  responses: { 200: json(AdminUsersResponseSchema, 'Users'), ...adminRefused },
});

const userFeedbackRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}/feedback',
  summary: "A user's last 10 feedback items",
  request: { params: z.object({ id: printableText().min(1).max(100) }) },
  responses: { 200: json(AdminUserFeedbackResponseSchema, 'Feedback'), ...adminRefused },
});

const feedbackRoute = createRoute({
  method: 'get',
  path: '/admin/feedback',
  summary: 'One page of feedback, newest first, optionally of one type',
  request: { query: AdminFeedbackQuerySchema },
  responses: { 200: json(AdminFeedbackResponseSchema, 'Feedback'), ...adminRefused },
});

const clearFeedbackRoute = createRoute({
  method: 'post',
  path: '/admin/feedback/clear',
  summary: 'Delete all feedback (written to the admin audit log)',
  responses: { 200: json(ClearFeedbackResponseSchema, 'Deleted'), ...adminRefused },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  summary: 'One page of the admin audit log, newest first',
  request: { query: AdminAuditQuerySchema },
  responses: { 200: json(AdminAuditResponseSchema, 'Entries'), ...adminRefused },
});

/** The admin panel's API; every route needs a session with the admin role. */
export const adminRoutes = (deps: { db: Db; requireUser: MiddlewareHandler<AppEnv> }) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/admin/*', deps.requireUser, requireAdmin);
  return routes
    .openapi(accessRoute, (c) => c.json({ is_admin: true as const }, 200))
    .openapi(usersRoute, async (c) => c.json(await getUsers(deps.db, c.req.valid('query')), 200))
    .openapi(userFeedbackRoute, async (c) =>
      c.json(await getUserFeedback(deps.db, c.req.valid('param').id), 200),
    )
    .openapi(feedbackRoute, async (c) => c.json(await getFeedback(deps.db, c.req.valid('query')), 200))
    .openapi(clearFeedbackRoute, async (c) => c.json(await clearFeedback(deps.db, c.get('user').id), 200))
    .openapi(auditRoute, async (c) => c.json(await getAuditLog(deps.db, c.req.valid('query').page), 200));
};
