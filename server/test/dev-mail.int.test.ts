import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposureWarning } from '../src/http/loopback';
import { createTestApp, PRODUCTION_SUPPLIER_ENV, type TestApp } from './test-app';

// /dev/mail lists every magic and reset link: it must never answer anyone but this machine.

/** An in-process request as if it came over a socket from `address`. */
const fromAddress = (t: TestApp, path: string, address: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers }, { incoming: { socket: { remoteAddress: address } } });

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.mailer.send({
    to: 'anna@kommun.se',
    kind: 'magic_link',
    url: 'http://localhost/x?token=t',
  });
});
afterAll(() => t.close());

describe('the development outbox', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a loopback client (%s)', async (address) => {
    const json = await fromAddress(t, '/api/dev/mail', address);
    expect(json.status).toBe(200);
    const { messages } = (await json.json()) as { messages: { links: string[] }[] };
    expect(messages[0]?.links).toEqual(['http://localhost/x?token=t']);
    expect(await (await fromAddress(t, '/dev/mail', address)).text()).toContain('Utkorg');
  });

  it.each(['192.0.2.10', '10.0.0.7', 'fd00::5', '::ffff:192.0.2.10'])(
    'gives another client (%s) a 404 on both paths',
    async (address) => {
      for (const path of ['/api/dev/mail', '/dev/mail']) {
        const res = await fromAddress(t, path, address);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('token=');
      }
    },
  );

  it('trusts no header: a forwarded request through a local proxy is refused, whatever it claims', async () => {
    const claims: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of claims) {
      expect((await fromAddress(t, '/api/dev/mail', '127.0.0.1', headers)).status).toBe(404);
    }
    expect(
      (await fromAddress(t, '/api/dev/mail', '192.0.2.10', { 'x-forwarded-for': '127.0.0.1' })).status,
    ).toBe(404);
  });

  it('refuses a request without a socket address', async () => {
    expect((await t.app.request('/api/dev/mail')).status).toBe(404);
  });

  it('over a real socket: answers 127.0.0.1, refuses the machine’s network address', async () => {
    const server = serve({ fetch: t.app.fetch, hostname: '0.0.0.0', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/mail`)).status).toBe(200);
      const external = Object.values(networkInterfaces())
        .flat()
        .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;
      if (external) {
        expect((await fetch(`http://${external}:${port}/api/dev/mail`)).status).toBe(404);
      }
    } finally {
      server.close();
    }
  });
});

describe('where the outbox is not mounted at all', () => {
  it.each([
    ['with SMTP_URL set', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['in production', { NODE_ENV: 'production', ...PRODUCTION_SUPPLIER_ENV }],
  ])('%s it lists nothing, even to loopback', async (_, env) => {
    const other = await createTestApp(env, { database: t.database });
    const json = await fromAddress(other, '/api/dev/mail', '127.0.0.1');
    expect(json.status).toBe(404);
    expect(await json.text()).not.toContain('token=');
    // /dev/mail is then just another path of the web app.
    const page = await (await fromAddress(other, '/dev/mail', '127.0.0.1')).text();
    expect(page).not.toContain('Utkorg');
    expect(page).not.toContain('token=');
  });
});

describe('the start-up warning', () => {
  it('warns when development or test mode listens beyond loopback', () => {
    expect(exposureWarning({ env: 'development', host: '0.0.0.0' })).toMatch(/listening on 0\.0\.0\.0/);
    expect(exposureWarning({ env: 'test', host: '192.0.2.2' })).toMatch(/NODE_ENV=production/);
    expect(exposureWarning({ env: 'development', host: '::' })).toBeDefined();
  });

  it('stays quiet on loopback and in production', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(exposureWarning({ env: 'development', host })).toBeUndefined();
    }
    expect(exposureWarning({ env: 'production', host: '0.0.0.0' })).toBeUndefined();
  });
});
