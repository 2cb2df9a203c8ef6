import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './tests/support/admin';

// Debian's Chromium, never a downloaded browser (`playwright install` cannot reach the internet here).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install Debian's browser with "apt-get install chromium" ` +
      '(or set CHROMIUM_PATH); the browser tests never download one.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Journeys (sign up, pay, ask three questions with the spec's 3 s between them) take 20–30 s
  // on a two-core machine running the server, two browsers and the database.
  timeout: 60_000,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on its second try is a fault to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app on the real server, with a fresh embedded database for every run.
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'handlaggarstod-e2e-')),
      DATABASE_URL: '',
      ADMIN_EMAILS: Object.values(E2E_ADMIN_EMAILS).join(','),
      // Every test signs up from 127.0.0.1, as a municipality's officers do behind one NAT address.
      SIGN_UP_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
