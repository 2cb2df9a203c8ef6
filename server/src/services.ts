import type { Embedder } from '@app/engine';
import type { AppDeps } from './app';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAuth } from './features/auth';
import { createDemoProvider, createStripeClient, createStripeProvider } from './features/billing';
import { createEmbedder, createKnowledge } from './features/knowledge';
import { loadLawAreas } from './features/law-areas';
import { createScrapeJobs, syncBundledLegalCases } from './features/legal-cases';
import { createMailer, createSmtpTransport, type MailTransport, outboxOnlyTransport } from './features/mail';
import { setHashSecret } from './infra/keyed-hash';
import { createLlmClient, type LlmClient } from './infra/llm/llm-client';
import { createRateLimiter } from './infra/rate-limit-repository';
import type { Logger } from './logger';

/** Everything buildApp needs, from the config: the embedded defaults or the production components. */
export const createServices = async (
  config: Config,
  database: Database,
  logger: Logger,
  overrides: { embedder?: Embedder; mailTransport?: MailTransport; llm?: LlmClient } = {},
): Promise<AppDeps> => {
  const db = database.db;
  const mailer = createMailer({
    db,
    transport:
      overrides.mailTransport ??
      (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : outboxOnlyTransport),
    logger,
    productName: config.productName,
  });
  setHashSecret(config.authSecret);
  const limiter = createRateLimiter(db);
  const llm = overrides.llm ?? (config.llm ? createLlmClient(config.llm) : undefined);
  const stripe = config.stripe
    ? { client: createStripeClient(config.stripe), settings: config.stripe }
    : undefined;
  const lawAreas = loadLawAreas(config.areasDir);
  // The bundled rulings are the first area's (the corpus's case summaries are not per area yet).
  const caseCategory = lawAreas.all[0]?.caseCategory ?? '';
  const knowledge = createKnowledge({
    db,
    embedder: overrides.embedder ?? (await createEmbedder(config)),
    llm,
    logger,
    corpusDir: config.corpusDir,
    areas: lawAreas.all,
    areasDir: config.areasDir,
    listen: database.listen,
    syncCaseSummaries: (corpus) => syncBundledLegalCases(db, corpus, caseCategory),
  });
  return {
    database,
    lawAreas,
    logger,
    mailer,
    stripe,
    billing: stripe
      ? createStripeProvider(stripe.client, db, stripe.settings)
      : createDemoProvider(db, config.publicUrl),
    limiter,
    llm,
    auth: createAuth({ config, db, mailer, limiter, logger }),
    scrapeJobs: createScrapeJobs({
      db,
      logger,
      domstolsverketBaseUrl: config.sources.domstolsverket,
      areas: knowledge.connectorAreas,
    }),
    knowledge,
  };
};
