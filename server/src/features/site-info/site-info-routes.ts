import { ChangelogSchema, SupplierSchema, VersionInfoSchema } from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import type { SiteInfo } from './site-info-service';

// Public and the same for everyone until the next deployment; a few minutes keeps a new release visible soon.
const CACHE_CONTROL = 'public, max-age=300';

const versionRoute = createRoute({
  method: 'get',
  path: '/version',
  summary: 'The running version and the models behind the answers',
  responses: {
    200: {
      description: 'Version information',
      content: { 'application/json': { schema: VersionInfoSchema } },
    },
  },
});

const changelogRoute = createRoute({
  method: 'get',
  path: '/changelog',
  summary: 'The releases from CHANGELOG.md, newest first, with their database migrations',
  responses: {
    200: { description: 'The changelog', content: { 'application/json': { schema: ChangelogSchema } } },
  },
});

const supplierRoute = createRoute({
  method: 'get',
  path: '/supplier',
  summary: 'The company that runs the service: contracting party, controller and seller',
  responses: {
    200: { description: 'The supplier', content: { 'application/json': { schema: SupplierSchema } } },
  },
});

export const siteInfoRoutes = (siteInfo: SiteInfo) =>
  new OpenAPIHono<AppEnv>()
    .openapi(versionRoute, (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(siteInfo.version, 200);
    })
    .openapi(changelogRoute, (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(siteInfo.changelog, 200);
    })
    .openapi(supplierRoute, (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(siteInfo.supplier, 200);
    });
