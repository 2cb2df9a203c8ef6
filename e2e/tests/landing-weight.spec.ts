import { expect, test } from '@playwright/test';

// Issue 12: the signed-out landing page loads at most 170 KB of compressed JavaScript.
const LANDING_JS_BUDGET_BYTES = 170_000;

type Script = { path: string; encoding: string; bytes: number };

test('the signed-out landing page loads at most 170 KB of compressed JavaScript', async ({ page }) => {
  const pending: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) {
      pending.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          path: new URL(request.url()).pathname,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          // Bytes on the wire for the body, i.e. after content encoding.
          bytes: sizes.responseBodySize,
        })),
      );
    }
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Snabba svar med tydliga källor/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);

  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  // The figure for the note; `npx playwright test tests/landing-weight.spec.ts` prints it.
  console.warn(
    [
      ...scripts.map((s) => `${String(s.bytes).padStart(8)} B  ${s.encoding.padEnd(8)} ${s.path}`),
      `${String(total).padStart(8)} B  landing JavaScript on the wire (${scripts.length} files)`,
    ].join('\n'),
  );
  expect(scripts.length).toBeGreaterThan(0);
  // Chromium accepts brotli, so every script worth compressing (1 KB or more) arrives pre-compressed.
  expect(scripts.filter((s) => s.encoding !== 'br' && s.bytes >= 1024).map((s) => s.path)).toEqual([]);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
});
