import {
  SsoOrganisationsSchema,
  SsoSettingsInputSchema,
  SsoSettingsSchema,
  SsoStartRequestSchema,
  SsoStartResponseSchema,
} from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { json } from '../../http/openapi-responses';
import { requireAdmin } from '../../http/require-admin';
import { listOrganisationsWithSso } from './sso-repository';
import {
  getSsoSettings,
  ownOrganisation,
  removeSsoSettings,
  type SsoActor,
  type SsoDeps,
  saveSsoSettings,
  ssoProviderFor,
} from './sso-service';

const settingsResponses = {
  200: json(SsoSettingsSchema, 'The settings, without the secret'),
  401: { description: 'Not signed in' },
  403: { description: 'Not allowed for this organisation' },
};
const deleted = { 204: { description: 'Removed' }, 401: settingsResponses[401], 403: settingsResponses[403] };
const saveBody = {
  body: { content: { 'application/json': { schema: SsoSettingsInputSchema } }, required: true },
};
const organisationParam = { params: z.object({ id: z.uuid('Ogiltigt id.') }) };

const operatorPath = '/admin/organisations/{id}/sso';
const ownPath = '/organisation/sso';

const operatorList = createRoute({
  method: 'get',
  path: '/admin/sso',
  summary: 'Every organisation and whether it has its own identity provider (operator)',
  responses: { ...settingsResponses, 200: json(SsoOrganisationsSchema, 'Organisations') },
});
const operatorGet = createRoute({
  method: 'get',
  path: operatorPath,
  summary: "An organisation's identity provider (operator)",
  request: organisationParam,
  responses: settingsResponses,
});
const operatorPut = createRoute({
  method: 'put',
  path: operatorPath,
  summary: "Set an organisation's identity provider (operator)",
  request: { ...organisationParam, ...saveBody },
  responses: settingsResponses,
});
const operatorDelete = createRoute({
  method: 'delete',
  path: operatorPath,
  summary: "Remove an organisation's identity provider (operator)",
  request: organisationParam,
  responses: deleted,
});
const ownGet = createRoute({
  method: 'get',
  path: ownPath,
  summary: 'The identity provider of the organisation the caller administers',
  responses: settingsResponses,
});
const ownPut = createRoute({
  method: 'put',
  path: ownPath,
  summary: 'Set the identity provider of the organisation the caller administers',
  request: saveBody,
  responses: settingsResponses,
});
const ownDelete = createRoute({
  method: 'delete',
  path: ownPath,
  summary: 'Remove the identity provider of the organisation the caller administers',
  responses: deleted,
});
const startRoute = createRoute({
  method: 'post',
  path: '/sso/start',
  summary: "Whether an e-mail address signs in at its organisation's identity provider",
  request: { body: { content: { 'application/json': { schema: SsoStartRequestSchema } }, required: true } },
  responses: {
    200: json(
      SsoStartResponseSchema,
      'The provider id to sign in with, the same for every domain (the address is sent as loginHint)',
    ),
    404: { description: 'No organisation signs in this domain' },
  },
});

const operator = (userId: string): SsoActor => ({ userId, as: 'operator' });
const organisationAdmin = (userId: string): SsoActor => ({ userId, as: 'organisation_admin' });

/** The organisation an organisation administrator's request is about, found before its body is read. */
type SsoEnv = { Variables: AppEnv['Variables'] & { organisationId: string } };

/** Single sign-on settings for the operator and for an organisation's own administrator. */
export const ssoRoutes = (deps: SsoDeps & { requireUser: MiddlewareHandler<AppEnv> }) => {
  const routes = new OpenAPIHono<SsoEnv>();
  routes.use('/admin/organisations/*', deps.requireUser, requireAdmin);
  routes.use('/admin/sso', deps.requireUser, requireAdmin);
  routes.use(ownPath, deps.requireUser, async (c, next) => {
    c.set('organisationId', await ownOrganisation(deps.db, c.get('user').id));
    await next();
  });
  return routes
    .openapi(operatorList, async (c) =>
      c.json({ organisations: await listOrganisationsWithSso(deps.db) }, 200),
    )
    .openapi(operatorGet, async (c) => c.json(await getSsoSettings(deps, c.req.valid('param').id), 200))
    .openapi(operatorPut, async (c) =>
      c.json(
        await saveSsoSettings(deps, c.req.valid('param').id, c.req.valid('json'), operator(c.get('user').id)),
        200,
      ),
    )
    .openapi(operatorDelete, async (c) => {
      await removeSsoSettings(deps, c.req.valid('param').id, operator(c.get('user').id));
      return c.body(null, 204);
    })
    .openapi(ownGet, async (c) => c.json(await getSsoSettings(deps, c.get('organisationId')), 200))
    .openapi(ownPut, async (c) =>
      c.json(
        await saveSsoSettings(
          deps,
          c.get('organisationId'),
          c.req.valid('json'),
          organisationAdmin(c.get('user').id),
        ),
        200,
      ),
    )
    .openapi(ownDelete, async (c) => {
      await removeSsoSettings(deps, c.get('organisationId'), organisationAdmin(c.get('user').id));
      return c.body(null, 204);
    })
    .openapi(startRoute, async (c) =>
      c.json({ providerId: await ssoProviderFor(deps.db, c.req.valid('json').email) }, 200),
    );
};
