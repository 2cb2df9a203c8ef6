import { ERROR_CODES } from '@app/common';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscribedMember } from './account-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * Bad input on every operation of the OpenAPI document, sent by a subscriber (so the guards let
 * it through to the validators): never a 5xx, and every refusal is our JSON error with a code.
 */
const RUNS_PER_OPERATION = 40;

type Operation = { method: string; path: string; fields: string[] };

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.app.request('/api/docs')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
afterAll(() => t.close());

let accounts = 0;
/** A verified subscriber who has accepted the terms; its cookies as one header. */
const subscriberCookie = async () => {
  accounts += 1;
  const client = await subscribedMember(t, `fuzz-${accounts}@kommun.se`);
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
};

/** Well-formed JSON of any shape, the operation's own fields with values of any type, or any text. */
const badBody = (fields: string[]) =>
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    (fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), fc.jsonValue(), { minKeys: 1 })
      : fc.dictionary(fc.string(), fc.jsonValue())
    ).map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constant(''),
    fc.constant('{"question":'),
  );

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);

it('answers bad input on every OpenAPI operation without a 5xx, refusing with a JSON error code', async () => {
  expect(operations.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const operation of operations) {
    // Its own account: an operation may end the session (logout-and-reset) or use up a limit.
    const cookie = await subscriberCookie();
    await fc.assert(
      fc.asyncProperty(badBody(operation.fields), contentType, async (body, type) => {
        const res = await t.app.request(operation.path, {
          method: operation.method,
          headers: { cookie, origin: t.config.publicUrl, ...(type ? { 'content-type': type } : {}) },
          ...(operation.method === 'GET' ? {} : { body }),
        });
        const text = await res.text();
        const where = `${operation.method} ${operation.path} (${type}) ${JSON.stringify(body).slice(0, 80)}`;
        if (res.status >= 500) {
          failures.push(`${where}: ${res.status}`);
          return;
        }
        if (res.status >= 400) {
          const error = (() => {
            try {
              return JSON.parse(text) as { code?: string; message?: string };
            } catch {
              return undefined;
            }
          })();
          if (
            !res.headers.get('content-type')?.startsWith('application/json') ||
            !ERROR_CODES.includes(error?.code as (typeof ERROR_CODES)[number]) ||
            typeof error?.message !== 'string'
          ) {
            failures.push(`${where}: ${res.status} ${text.slice(0, 120)}`);
          }
        }
      }),
      { numRuns: RUNS_PER_OPERATION },
    );
  }
  expect(failures).toEqual([]);
}, 240_000);
