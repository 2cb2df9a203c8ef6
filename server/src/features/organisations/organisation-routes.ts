import {
  AcceptInvitationResponseSchema,
  AcceptInvitationSchema,
  InvitationDetailsSchema,
  InviteMemberSchema,
  MyOrganisationsSchema,
  ORGANISATION_MESSAGES,
  OrganisationInputSchema,
  OrganisationListSchema,
  OrganisationOverviewSchema,
  OrganisationUsageSchema,
} from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { json } from '../../http/openapi-responses';
import { requireAdmin } from '../../http/require-admin';
import {
  acceptInvitation,
  assertOrganisationAdmin,
  createOrganisation,
  editOrganisation,
  invitationDetails,
  inviteMember,
  listAllOrganisations,
  myOrganisations,
  type OrganisationDeps,
  organisationOverview,
  organisationUsage,
  removeOrganisationMember,
  revokeOrganisationInvitation,
} from './organisation-service';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const refused = {
  400: { description: 'Invalid input' },
  401: { description: 'Not signed in' },
  403: { description: 'Not allowed' },
};
const Done = z.object({ ok: z.literal(true) });
const IdResponse = z.object({ id: z.string() });
const OrgParams = z.object({ id: z.uuid('Ogiltigt id.') });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/organisations',
  summary: 'Operator: every organisation with its licence, administrators and pending invitations',
  responses: { 200: json(OrganisationListSchema, 'Organisations'), ...refused },
});
const createOrgRoute = createRoute({
  method: 'post',
  path: '/admin/organisations',
  summary: 'Operator: create an organisation (invoiced licence) and invite its administrator',
  request: body(OrganisationInputSchema),
  responses: { 201: json(IdResponse, 'Created'), ...refused },
});
const editOrgRoute = createRoute({
  method: 'put',
  path: '/admin/organisations/{id}',
  summary: 'Operator: edit an organisation; an administrator e-mail invites one more administrator',
  request: { params: OrgParams, ...body(OrganisationInputSchema) },
  responses: { 200: json(IdResponse, 'Saved'), ...refused },
});
const mineRoute = createRoute({
  method: 'get',
  path: '/organisations/mine',
  summary: 'The organisations the signed-in user administers',
  responses: { 200: json(MyOrganisationsSchema, 'Organisations'), ...refused },
});
const acceptRoute = createRoute({
  method: 'post',
  path: '/organisations/invitations/accept',
  summary: 'Use an invitation link (one time, for the invited address only)',
  request: body(AcceptInvitationSchema),
  responses: { 200: json(AcceptInvitationResponseSchema, 'Joined'), ...refused },
});
const invitationDetailsRoute = createRoute({
  method: 'post',
  path: '/organisation-invitations/details',
  summary: "An invitation link's organisation and role, for anyone holding the link (signed in or not)",
  request: body(AcceptInvitationSchema),
  responses: { 200: json(InvitationDetailsSchema, 'The invitation'), 400: refused[400] },
});
const overviewRoute = createRoute({
  method: 'get',
  path: '/organisations/{id}',
  summary: 'Organisation administrator: seats, members and pending invitations',
  request: { params: OrgParams },
  responses: { 200: json(OrganisationOverviewSchema, 'Overview'), ...refused },
});
const inviteRoute = createRoute({
  method: 'post',
  path: '/organisations/{id}/invitations',
  summary: 'Organisation administrator: invite a member by e-mail (needs a free seat)',
  request: { params: OrgParams, ...body(InviteMemberSchema) },
  responses: { 201: json(Done, 'Invited'), ...refused },
});
const revokeRoute = createRoute({
  method: 'delete',
  path: '/organisations/{id}/invitations/{invitationId}',
  summary: 'Organisation administrator: revoke a pending invitation',
  request: { params: OrgParams.extend({ invitationId: z.uuid('Ogiltigt id.') }) },
  responses: { 200: json(Done, 'Revoked'), ...refused },
});
const removeRoute = createRoute({
  method: 'delete',
  path: '/organisations/{id}/members/{userId}',
  summary: 'Organisation administrator: remove a member, freeing the seat',
  request: { params: OrgParams.extend({ userId: z.string().min(1).max(100) }) },
  responses: { 200: json(Done, 'Removed'), ...refused },
});
const usageRoute = createRoute({
  method: 'get',
  path: '/organisations/{id}/usage',
  summary: 'Organisation administrator: questions per week and topic, feedback counts',
  request: { params: OrgParams },
  responses: { 200: json(OrganisationUsageSchema, 'Usage'), ...refused },
});

/**
 * The operator's organisation admin (under /admin, admin role) and the organisation
 * administrator's own pages: every /organisations/{id} route checks that the signed-in user
 * administers that very organisation, whatever else they are.
 */
export const organisationRoutes = (deps: OrganisationDeps & { requireUser: MiddlewareHandler<AppEnv> }) => {
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/admin/organisations', deps.requireUser, requireAdmin);
  routes.use('/admin/organisations/*', deps.requireUser, requireAdmin);
  routes.use('/organisations/*', deps.requireUser);
  // Before the input is validated, so a stranger learns nothing about the input or the id.
  const ownOrganisation: MiddlewareHandler<AppEnv> = async (c, next) => {
    const id = c.req.param('id') ?? '';
    if (!z.uuid().safeParse(id).success) {
      throw new AppError('forbidden', ORGANISATION_MESSAGES.notOrganisationAdmin);
    }
    await assertOrganisationAdmin(deps.db, id, c.get('user').id);
    await next();
  };
  const guarded = <R extends object>(route: R) => ({ ...route, middleware: [ownOrganisation] });
  return routes
    .openapi(listRoute, async (c) => c.json(await listAllOrganisations(deps.db), 200))
    .openapi(createOrgRoute, async (c) =>
      c.json(await createOrganisation(deps, c.req.valid('json'), c.get('user').id), 201),
    )
    .openapi(editOrgRoute, async (c) =>
      c.json(
        await editOrganisation(deps, c.req.valid('param').id, c.req.valid('json'), c.get('user').id),
        200,
      ),
    )
    .openapi(mineRoute, async (c) => c.json(await myOrganisations(deps.db, c.get('user').id), 200))
    .openapi(invitationDetailsRoute, async (c) =>
      c.json(await invitationDetails(deps.db, c.req.valid('json').token), 200),
    )
    .openapi(acceptRoute, async (c) =>
      c.json(await acceptInvitation(deps.db, c.get('user'), c.req.valid('json').token), 200),
    )
    .openapi(guarded(overviewRoute), async (c) =>
      c.json(await organisationOverview(deps.db, c.req.valid('param').id), 200),
    )
    .openapi(guarded(inviteRoute), async (c) => {
      await inviteMember(deps, c.req.valid('param').id, c.req.valid('json').email);
      return c.json({ ok: true as const }, 201);
    })
    .openapi(guarded(revokeRoute), async (c) => {
      const { id, invitationId } = c.req.valid('param');
      await revokeOrganisationInvitation(deps.db, id, invitationId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(guarded(removeRoute), async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeOrganisationMember(deps.db, id, userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(guarded(usageRoute), async (c) =>
      c.json(await organisationUsage(deps.db, c.req.valid('param').id), 200),
    );
};
