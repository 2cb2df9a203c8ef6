import { join } from 'node:path';
import { aboutPath, siteAreaOf } from '@app/common';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Config } from './config';
import type { Database } from './db/database';
import { databaseAnswers } from './db/database-errors';
import { migrationsFolder } from './db/migrate';
import { accountRoutes, requireTermsAccepted } from './features/account';
import { adminRoutes, debugTestRoutes, enhancedSearchRoutes } from './features/admin';
import type { Auth } from './features/auth';
import { authEventContext, requireUser } from './features/auth';
import type { BillingDeps, BillingProvider } from './features/billing';
import { billingRoutes, requireToolAccess } from './features/billing';
import type { ChatDeps } from './features/chat';
import { chatRateLimit, chatRoutes, createModelBudget } from './features/chat';
import { contactRoutes } from './features/contact';
import { feedbackRoutes } from './features/feedback';
import { healthRoutes } from './features/health';
import { createAnonymousModelBudget, infoChatRoutes } from './features/info-chat';
import type { Knowledge } from './features/knowledge';
import {
  countCorpusSources,
  createEmbeddingAdmin,
  embeddingAdminRoutes,
  embeddingRoutes,
  migrationTarget,
  retrieveRoutes,
} from './features/knowledge';
import type { LawAreas } from './features/law-areas';
import { lawAreaRoutes } from './features/law-areas';
import type { ScrapeJobs } from './features/legal-cases';
import {
  legalCasePageHead,
  legalCaseRoutes,
  legalCaseSitemapEntries,
  publicLegalCaseRoutes,
} from './features/legal-cases';
import type { Mailer } from './features/mail';
import { devMailRoutes } from './features/mail';
import { organisationRoutes } from './features/organisations';
import { loadSiteInfo, siteInfoRoutes } from './features/site-info';
import { createSecretBox, ssoRoutes } from './features/sso';
import type { AppEnv } from './http/app-env';
import { AppError } from './http/app-error';
import { clientAddress } from './http/client-address';
import { compressJson } from './http/compress-json';
import { handleApiNotFound, handleError } from './http/error-handler';
import { jsonBodiesOnly } from './http/json-bodies';
import { requestContext } from './http/request-context';
import { requireAdmin } from './http/require-admin';
import { sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { mountSeoFiles } from './http/seo-files';
import { mountSpa } from './http/spa';
import type { LlmClient } from './infra/llm/llm-client';
import type { RateLimiter } from './infra/rate-limit-repository';
import type { Logger } from './logger';

export type AppDeps = {
  database: Database;
  logger: Logger;
  /** The law areas the chat answers about, from their data packs (data/areas). */
  lawAreas: LawAreas;
  knowledge: Knowledge;
  auth: Auth;
  mailer: Mailer;
  billing: BillingProvider;
  limiter: RateLimiter;
  /** An OpenAI-compatible chat model; absent means extractive answers. */
  llm: LlmClient | undefined;
  stripe: BillingDeps['stripe'];
  /** The legal-case database's background scrapes. */
  scrapeJobs: ScrapeJobs;
};

const MAX_API_BODY_BYTES = 1024 * 1024;
// Stripe signs its webhook; it comes from Stripe's servers, with no Origin of ours.
const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';
// The demo checkout and portal are server pages whose buttons are HTML form posts.
const DEMO_BILLING_FORMS = '/api/billing/demo/';
const COMPRESS_JSON_FROM_BYTES = 1024;

/** Builds the whole HTTP app without listening, so tests can call `app.request()` in-process. */
export const buildApp = (config: Config, deps: AppDeps): Hono<AppEnv> => {
  const app = new OpenAPIHono<AppEnv>();

  app.use(
    '*',
    requestId(),
    requestContext(deps.logger),
    clientAddress({ trustProxy: config.trustProxy }),
    authEventContext(),
  );
  app.use('*', securityHeaders({ https: config.publicUrl.startsWith('https:') }));
  // JSON of 1 KB or more (the OpenAPI document included); the SPA's files come pre-compressed.
  app.use('/api/*', compressJson(COMPRESS_JSON_FROM_BYTES));

  // The loaded law areas' words for the site's texts: the SEO heads, the page the web starts from,
  // the sitemap and the info chatbot.
  const site = { ...config, areas: deps.lawAreas.all.map(siteAreaOf) };
  // The legal-case database holds the first area's rulings (loadLawAreas refuses an empty folder).
  const firstArea = deps.lawAreas.all[0]!;

  const api = new OpenAPIHono<AppEnv>({
    // Invalid requests reach the one error handler as a ZodError → `validation`.
    defaultHook: (result) => {
      if (!result.success) {
        throw result.error;
      }
    },
  });
  // Nothing from the API is cached unless its route says so (the public version and changelog).
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-store');
    }
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: () => {
        throw new AppError('payload_too_large');
      },
    }),
  );
  api.use('*', sameOriginOnly({ trustedOrigins: config.trustedOrigins, exempt: [STRIPE_WEBHOOK_PATH] }));
  api.use('*', jsonBodiesOnly({ exemptPrefixes: [DEMO_BILLING_FORMS] }));
  api.route('/', healthRoutes({ database: deps.database, version: config.version }));
  api.route(
    '/',
    siteInfoRoutes(
      loadSiteInfo({
        version: config.version,
        llm: config.llm,
        embeddingModel: deps.knowledge.embedder.model,
        changelogFile: config.changelogFile,
        journalFile: `${migrationsFolder}/meta/_journal.json`,
        sources: countCorpusSources(config.corpusDir),
        supplier: config.supplier,
      }),
    ),
  );
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const res = await deps.auth.handler(c.req.raw);
    // better-auth answers its own failures with a bare 500; an outage deserves our 503.
    if (res.status >= 500 && !(await databaseAnswers(deps.database.db))) {
      throw new AppError('service_unavailable');
    }
    return res;
  });
  const signedIn = requireUser(deps.auth);
  api.route(
    '/',
    accountRoutes({
      db: deps.database.db,
      auth: deps.auth,
      mailer: deps.mailer,
      logger: deps.logger,
      limiter: deps.limiter,
      publicUrl: config.publicUrl,
      signUpLimitPerAddress: config.signUpLimitPerAddress,
      requireUser: signedIn,
    }),
  );
  const toolAccess = [signedIn, requireToolAccess(deps.database.db)];
  api.route('/', retrieveRoutes({ engine: deps.knowledge.engine, access: toolAccess }));
  api.route('/', embeddingRoutes({ embedder: deps.knowledge.embedder, access: toolAccess }));
  api.route(
    '/',
    billingRoutes({
      db: deps.database.db,
      logger: deps.logger,
      provider: deps.billing,
      stripe: deps.stripe,
      publicUrl: config.publicUrl,
      productName: config.productName,
      supplier: config.supplier,
      requireUser: signedIn,
    }),
  );
  const chatDeps: ChatDeps = {
    db: deps.database.db,
    engines: { roles: deps.lawAreas.roles, forRole: deps.knowledge.engineFor },
    modelBudget: config.llm ? createModelBudget(deps.limiter, config.llm) : undefined,
    logger: deps.logger,
  };
  api.route('/', chatRoutes({ ...chatDeps, access: [...toolAccess, chatRateLimit(deps.limiter)] }));
  // What the chat's selectors and suggested questions show: for whoever may ask (the same access).
  api.route('/', lawAreaRoutes({ db: deps.database.db, lawAreas: deps.lawAreas, access: toolAccess }));
  api.route(
    '/',
    infoChatRoutes({
      auth: deps.auth,
      db: deps.database.db,
      site: { productName: config.productName, aboutPath: aboutPath(config.productName), areas: site.areas },
      corpusDir: config.corpusDir,
      areaDirs: deps.lawAreas.all.map((area) => join(config.areasDir, area.id)),
      llm: deps.llm,
      modelBudget: config.llm
        ? createAnonymousModelBudget(deps.limiter, {
            ...config.infoChatModelAnswers,
            maxConcurrent: config.llm.maxConcurrent,
          })
        : undefined,
      limiter: deps.limiter,
      logger: deps.logger,
    }),
  );
  api.route(
    '/',
    feedbackRoutes({
      db: deps.database.db,
      limiter: deps.limiter,
      access: [signedIn, requireTermsAccepted(deps.database.db)],
    }),
  );
  api.route(
    '/',
    contactRoutes({
      db: deps.database.db,
      mailer: deps.mailer,
      logger: deps.logger,
      limiter: deps.limiter,
      contactEmail: config.supplier.email,
    }),
  );
  api.route('/', adminRoutes({ db: deps.database.db, requireUser: signedIn }));
  // The debug page runs the chat's pipeline, so it keeps the chat's limits and the model's budget.
  api.route(
    '/',
    debugTestRoutes({ ...chatDeps, access: [signedIn, requireAdmin, chatRateLimit(deps.limiter)] }),
  );
  api.route(
    '/',
    enhancedSearchRoutes({ retriever: deps.knowledge.engine, access: [signedIn, requireAdmin] }),
  );
  api.route(
    '/',
    embeddingAdminRoutes({
      db: deps.database.db,
      model: deps.knowledge.embedder.model,
      admin: createEmbeddingAdmin({
        db: deps.database.db,
        knowledge: deps.knowledge,
        target: migrationTarget(deps.knowledge.embedder),
        logger: deps.logger,
      }),
      access: [signedIn, requireAdmin],
    }),
  );
  // Their domains are the operator's own: no organisation may hold them (ADR 024).
  const operatorEmails = [...config.adminEmails, config.supplier.email];
  api.route(
    '/',
    organisationRoutes({
      db: deps.database.db,
      mailer: deps.mailer,
      logger: deps.logger,
      publicUrl: config.publicUrl,
      operatorEmails,
      requireUser: signedIn,
    }),
  );
  api.route(
    '/',
    ssoRoutes({
      db: deps.database.db,
      box: createSecretBox(config.authSecret),
      publicUrl: config.publicUrl,
      operatorEmails,
      network: { allowLoopback: config.ssoAllowLoopbackIssuer },
      requireUser: signedIn,
    }),
  );
  api.route(
    '/',
    legalCaseRoutes({
      db: deps.database.db,
      llm: deps.llm,
      scrapeJobs: deps.scrapeJobs,
      domstolsverketBaseUrl: config.sources.domstolsverket,
      area: firstArea,
      access: [signedIn, requireAdmin],
    }),
  );
  api.route('/', publicLegalCaseRoutes({ db: deps.database.db, limiter: deps.limiter }));
  api.all('*', handleApiNotFound);

  // Registered before the API's catch-all 404; the document is built from all routes on request.
  app.doc31('/api/docs', {
    openapi: '3.1.0',
    info: { title: `${config.productName} API`, version: config.version },
  });
  // The outbox holds live sign-in links: only where mail really stays in it, and only for this machine.
  if (config.env !== 'production' && !config.smtpUrl) {
    app.route('/', devMailRoutes(deps.mailer));
  }
  app.route('/api', api);
  mountSeoFiles(app, { ...site, sitemapEntries: legalCaseSitemapEntries(deps.database.db) });
  mountSpa(app, { ...site, dynamicHead: legalCasePageHead(deps.database.db, site) });

  app.onError(handleError);
  app.notFound(handleApiNotFound);
  return app;
};
