import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/** The address of a spec's own app server, offset from the shared one so runs never collide. */
export const ownAppAddress = (offset: number) => {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  return { port, baseURL: `http://127.0.0.1:${port}` };
};

/**
 * Starts the built app on its own port and fresh embedded database, with extra settings (a fake
 * model, a fake court), and waits until it answers. For specs that need another configuration.
 */
export const startOwnApp = async (
  address: { port: number; baseURL: string },
  label: string,
  env: Record<string, string>,
): Promise<ChildProcess> => {
  const app = spawn('node', [fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(address.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: address.baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), `handlaggarstod-e2e-${label}-`)),
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'inherit',
  });
  try {
    await expect
      .poll(async () => (await fetch(`${address.baseURL}/api/health`).catch(() => undefined))?.ok, {
        timeout: 110_000,
      })
      .toBe(true);
  } catch (error) {
    // A server that never answered would otherwise hold its port and break the next run.
    app.kill();
    throw error;
  }
  return app;
};
