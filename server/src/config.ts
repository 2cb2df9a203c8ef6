import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRODUCT_NAME, normaliseOrgNumber, type Supplier, type SupplierField } from '@app/common';
import { z } from 'zod';
import { authSecretFromDataDir } from './infra/auth-secret';

/**
 * Default caps on the info chatbot's model answers, all visitors together. A public chat about
 * the service sees a few dozen questions a day; 500 answers cost well under a dollar a day with a
 * small model, and the hourly cap keeps one burst from spending the day's answers in minutes.
 */
export const INFO_CHAT_MODEL_ANSWERS = { perHour: 60, perDay: 500 } as const;

/** Sign-ups per hour: a few per address typed in, more per client address (an office's NAT). */
export const SIGN_UP_LIMIT = { windowSeconds: 60 * 60, perEmail: 3, perAddress: 30 } as const;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const appVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

/**
 * The supplier's details outside production until the operator sets them: obviously made up (a
 * reserved `.example` domain, never `@localhost`), and marked "(exempel)" wherever they are shown.
 */
export const EXAMPLE_SUPPLIER: Omit<Supplier, 'exampleFields'> = {
  name: 'Exempelbolaget AB',
  organisationNumber: '555555-5555',
  postalAddress: 'Exempelgatan 1, 123 45 Exempelstad',
  email: 'kontakt@exempelbolaget.example',
  dataLocation: 'I Sverige, inom EU/EES',
  dataProcessingAgreementUrl: 'https://exempelbolaget.example/personuppgiftsbitradesavtal',
};

/** The variable behind each supplier field; production refuses to start without any of them. */
export const SUPPLIER_VARIABLES = {
  name: 'SUPPLIER_NAME',
  organisationNumber: 'SUPPLIER_ORG_NUMBER',
  postalAddress: 'SUPPLIER_ADDRESS',
  email: 'CONTACT_EMAIL',
  dataLocation: 'SUPPLIER_DATA_LOCATION',
  dataProcessingAgreementUrl: 'SUPPLIER_DPA_URL',
} as const satisfies Record<SupplierField, string>;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// Empty strings count as unset, so `FOO=` in an env file falls back to the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  HOST: optional(z.string().min(1)),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  PRODUCT_NAME: optional(z.string().trim().min(1).max(60)),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(200)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(booleanFlag),
  WEB_DIST_DIR: optional(z.string().min(1)),
  CORPUS_DIR: optional(z.string().min(1)),
  AREAS_DIR: optional(z.string().min(1)),
  LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  LLM_API_KEY: optional(z.string().min(1)),
  LLM_MODEL: optional(z.string().min(1)),
  LLM_MODEL_DATE: optional(z.iso.date()),
  LLM_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(300_000)),
  LLM_DAILY_QUESTIONS_PER_USER: optional(z.coerce.number().int().min(0).max(100_000)),
  LLM_MAX_CONCURRENT: optional(z.coerce.number().int().min(1).max(1000)),
  INFO_CHAT_MODEL_ANSWERS_PER_HOUR: optional(z.coerce.number().int().min(0).max(1_000_000)),
  INFO_CHAT_MODEL_ANSWERS_PER_DAY: optional(z.coerce.number().int().min(0).max(1_000_000)),
  EMBEDDINGS_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  EMBEDDINGS_API_KEY: optional(z.string().min(1)),
  EMBEDDINGS_MODEL: optional(z.string().min(1)),
  EMBEDDINGS_DIMENSION: optional(z.coerce.number().int().min(1).max(16000)),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAILS: optional(z.string()),
  SIGN_UP_LIMIT_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(100_000)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string().min(3)),
  CONTACT_EMAIL: optional(z.email()),
  SUPPLIER_NAME: optional(z.string().trim().min(1).max(200)),
  SUPPLIER_ORG_NUMBER: optional(
    z.string().transform((value, ctx) => {
      const result = normaliseOrgNumber(value);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: 'must be a Swedish organisationsnummer (NNNNNN-NNNN)' });
        return z.NEVER;
      }
      return result.value;
    }),
  ),
  SUPPLIER_ADDRESS: optional(z.string().trim().min(1).max(300)),
  SUPPLIER_DATA_LOCATION: optional(z.string().trim().min(1).max(200)),
  SUPPLIER_DPA_URL: optional(z.url({ protocol: /^https?$/ })),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must start with whsec_')),
  STRIPE_PRICE_MONTHLY: optional(z.string().regex(/^price_/, 'must be a Stripe price id (price_…)')),
  STRIPE_PRICE_YEARLY: optional(z.string().regex(/^price_/, 'must be a Stripe price id (price_…)')),
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ })),
  RIKSDAGEN_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  DOMSTOLSVERKET_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  BOVERKET_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  SSO_ALLOW_LOOPBACK_ISSUER: optional(booleanFlag),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** Origins whose pages may send state-changing requests: PUBLIC_URL's, and Vite's dev server in development. */
  trustedOrigins: string[];
  productName: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolSize: number;
  logLevel: string;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  webDistDir: string;
  corpusDir: string;
  /** One folder per law area (its data pack: role, topics, statutes, annotations, eval sets). */
  areasDir: string;
  /** The release history the version card and GET /api/changelog show. */
  changelogFile: string;
  /** An OpenAI-compatible chat API for answers; without it answers are extractive. */
  llm:
    | {
        baseUrl: string;
        apiKey: string;
        model: string;
        /** The model's date as the operator gives it (LLM_MODEL_DATE), shown on /teknisk-info. */
        modelDate: string | undefined;
        timeoutMs: number;
        dailyQuestionsPerUser: number;
        maxConcurrent: number;
      }
    | undefined;
  /**
   * The info chatbot's model answers to anonymous visitors, all of them together: the cost
   * control of a public endpoint. Past either cap it answers from the site texts.
   */
  infoChatModelAnswers: { perHour: number; perDay: number };
  /** An OpenAI-compatible embeddings API; when absent the local n-gram embedder is used. */
  embeddings: { baseUrl: string; apiKey: string; model: string; dimension: number | undefined } | undefined;
  /** Signs sessions and tokens: AUTH_SECRET (required in production), or the one kept in `dataDir`. */
  authSecret: string;
  /** E-mail addresses that get the admin role when their account is created. */
  adminEmails: string[];
  /** Sign-ups per client address and hour; a municipality behind one NAT address may need more. */
  signUpLimitPerAddress: number;
  /** SMTP server for mail; when absent mail stays in the outbox (read on /dev/mail). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The company that runs the service (SUPPLIER_*, required in production). Its e-mail
   * (CONTACT_EMAIL) is the operator's inbox: contact-form messages are mailed there, and the site
   * shows it as the address to write to directly.
   */
  supplier: Supplier;
  /** Stripe when its key is set; otherwise the demo payment provider. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        prices: { monthly: string; yearly: string };
        apiUrl: string | undefined;
      }
    | undefined;
  /** Official sources fetched by `npm run fetch-sources` (needs internet). */
  sources: { riksdagen: string; domstolsverket: string; boverket: string };
  /**
   * Whether an organisation's identity provider may sit on this machine (a local fake in
   * development and tests). Private and link-local addresses are refused whatever this says.
   */
  ssoAllowLoopbackIssuer: boolean;
  version: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; an invalid value stops the start with the variable's name. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a URL is reached under. A loopback address is the same server however it is
 * spelled, so `npm start` opened at 127.0.0.1 works as at localhost; any other host is itself only.
 */
const originsOf = (url: string): string[] => {
  const { protocol, hostname, port, origin } = new URL(url);
  return LOOPBACK_HOSTS.includes(hostname)
    ? LOOPBACK_HOSTS.map((host) => `${protocol}//${host}${port ? `:${port}` : ''}`)
    : [origin];
};

/** The supplier's settings, each field that is not set taken from the example (never in production). */
const supplierOf = (e: z.infer<typeof EnvSchema>): Supplier => {
  const fields = Object.keys(SUPPLIER_VARIABLES) as SupplierField[];
  const supplier = { ...EXAMPLE_SUPPLIER };
  for (const field of fields) {
    supplier[field] = e[SUPPLIER_VARIABLES[field]] ?? EXAMPLE_SUPPLIER[field];
  }
  return {
    ...supplier,
    email: supplier.email.toLowerCase(),
    exampleFields: fields.filter((field) => !e[SUPPLIER_VARIABLES[field]]),
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY) {
    const missing = (
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required with STRIPE_SECRET_KEY`).join('\n')}`,
      );
    }
  }
  if (e.NODE_ENV === 'production') {
    const missing = [
      ...(e.AUTH_SECRET ? [] : ['AUTH_SECRET: required in production (at least 32 characters)']),
      ...Object.values(SUPPLIER_VARIABLES)
        .filter((name) => !e[name])
        .map((name) => `${name}: required in production (the supplier named on the site and receipts)`),
    ];
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((line) => `  ${line}`).join('\n')}`);
    }
  }
  const port = e.PORT ?? 3000;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mode = e.NODE_ENV ?? 'development';
  // Relative to where the user ran npm (INIT_CWD), not the workspace npm switched into.
  const dataDir = e.DATA_DIR ? resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) : `${repoRoot}.data`;
  return Object.freeze({
    env: mode,
    host: e.HOST ?? '0.0.0.0',
    port,
    publicUrl,
    trustedOrigins: [
      ...originsOf(publicUrl),
      ...(mode === 'development' ? originsOf('http://localhost:5173') : []),
    ],
    productName: e.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: e.TRUST_PROXY ?? false,
    webDistDir: e.WEB_DIST_DIR ?? `${repoRoot}web/dist`,
    corpusDir: e.CORPUS_DIR ?? `${repoRoot}data/corpus`,
    areasDir: e.AREAS_DIR ?? `${repoRoot}data/areas`,
    changelogFile: `${repoRoot}CHANGELOG.md`,
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY ?? 'not-needed',
          model: e.LLM_MODEL ?? 'gpt-4o-mini',
          modelDate: e.LLM_MODEL_DATE,
          timeoutMs: e.LLM_TIMEOUT_MS ?? 30_000,
          dailyQuestionsPerUser: e.LLM_DAILY_QUESTIONS_PER_USER ?? 200,
          maxConcurrent: e.LLM_MAX_CONCURRENT ?? 10,
        }
      : undefined,
    infoChatModelAnswers: {
      perHour: e.INFO_CHAT_MODEL_ANSWERS_PER_HOUR ?? INFO_CHAT_MODEL_ANSWERS.perHour,
      perDay: e.INFO_CHAT_MODEL_ANSWERS_PER_DAY ?? INFO_CHAT_MODEL_ANSWERS.perDay,
    },
    embeddings: e.EMBEDDINGS_BASE_URL
      ? {
          baseUrl: e.EMBEDDINGS_BASE_URL,
          apiKey: e.EMBEDDINGS_API_KEY ?? 'not-needed',
          model: e.EMBEDDINGS_MODEL ?? 'text-embedding-3-small',
          dimension: e.EMBEDDINGS_DIMENSION,
        }
      : undefined,
    authSecret: e.AUTH_SECRET ?? authSecretFromDataDir(dataDir),
    signUpLimitPerAddress: e.SIGN_UP_LIMIT_PER_ADDRESS ?? SIGN_UP_LIMIT.perAddress,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME} <no-reply@localhost>`,
    supplier: supplierOf(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_YEARLY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { monthly: e.STRIPE_PRICE_MONTHLY, yearly: e.STRIPE_PRICE_YEARLY },
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    sources: {
      riksdagen: e.RIKSDAGEN_BASE_URL ?? 'https://data.riksdagen.se',
      domstolsverket: e.DOMSTOLSVERKET_BASE_URL ?? 'https://rattspraxis.etjanst.domstol.se/api/v1',
      boverket: e.BOVERKET_BASE_URL ?? 'https://www.boverket.se',
    },
    ssoAllowLoopbackIssuer: e.SSO_ALLOW_LOOPBACK_ISSUER ?? mode !== 'production',
    version: appVersion(),
  });
};
