import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRODUCT_NAME } from '@app/common';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const appVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

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
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(booleanFlag),
  WEB_DIST_DIR: optional(z.string().min(1)),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  productName: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  webDistDir: string;
  version: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; an invalid value stops the start with the variable's name. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  return Object.freeze({
    env: e.NODE_ENV ?? 'development',
    host: e.HOST ?? '0.0.0.0',
    port,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    productName: e.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
    dataDir: e.DATA_DIR ?? './.data',
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: e.TRUST_PROXY ?? false,
    webDistDir: e.WEB_DIST_DIR ?? `${repoRoot}web/dist`,
    version: appVersion(),
  });
};
