import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, providerJson, resolveProviderHost } from './provider-fetch';

let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/elsewhere' }).end();
      return;
    }
    if (req.url === '/large') {
      res.end(`{"padding":"${'x'.repeat(1024 * 1024)}"}`);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ issuer: origin }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      return error as ProviderError;
    },
  );

describe('requests to an identity provider', () => {
  it('reads a JSON answer from an allowed address', async () => {
    expect(await providerJson(new URL(`${origin}/doc`), { allowLoopback: true })).toEqual({ issuer: origin });
  });

  it('refuses this machine, by literal address or by a name that resolves to it, unless allowed', async () => {
    const literal = await failure(providerJson(new URL(`${origin}/doc`), { allowLoopback: false }));
    expect(literal.reason).toBe('address_refused');
    const named = await failure(
      providerJson(new URL(`${origin.replace('127.0.0.1', 'localhost')}/doc`), { allowLoopback: false }),
    );
    expect(named.reason).toBe('address_refused');
    expect((await failure(resolveProviderHost('localhost', { allowLoopback: false }))).reason).toBe(
      'address_refused',
    );
  });

  it('does not follow a redirect', async () => {
    const before = requests.length;
    const error = await failure(providerJson(new URL(`${origin}/moved`), { allowLoopback: true }));
    expect(error.reason).toBe('bad_response');
    expect(requests.slice(before)).toEqual(['/moved']);
  });

  it('refuses an answer larger than a provider’s', async () => {
    const error = await failure(providerJson(new URL(`${origin}/large`), { allowLoopback: true }));
    expect(error.reason).toBe('bad_response');
  });

  it('gives up when the provider does not answer within the time limit', async () => {
    const silent = createTcpServer(() => {
      // Accepts and never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const error = await failure(
        providerJson(new URL(`http://127.0.0.1:${port}/doc`), { allowLoopback: true, timeoutMs: 200 }),
      );
      expect(error.reason).toBe('unreachable');
      expect(error.message).toContain('no answer within 200 ms');
    } finally {
      silent.close();
    }
  });
});
