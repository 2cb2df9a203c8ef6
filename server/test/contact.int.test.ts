import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBackgroundJobs } from '../src/background-jobs';
import { contactMessages, outboxEmails } from '../src/db/schema';
import { CONTACT_LIMIT } from '../src/features/contact/contact-routes';
import { OPERATOR_MAIL_CEILING } from '../src/features/contact/contact-service';
import { createAccountClient } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'Kontakt@Exempel.se' });
});
afterAll(() => t.close());
// Each test starts a fresh hour of mails to the operator (the ceiling is counted across addresses).
beforeEach(() => t.services.limiter.reset(OPERATOR_MAIL_CEILING.key));

/** A new submission: its own client id, as the web form makes one per message. */
const message = (fields: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  name: 'Kim Åberg',
  email: 'Kim@Exempel.se',
  organization: '',
  messageType: 'Demo',
  message: 'Hej!   Vi vill gärna se en demo\n\n\n\nför vår enhet.',
  website: '',
  ...fields,
});

const storedRows = (clientId: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.clientId, clientId));

const mailsTo = (address: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

describe('POST /api/contact', () => {
  it('saves the message as cleaned by the shared schema and mails it to CONTACT_EMAIL', async () => {
    const before = (await mailsTo('kontakt@exempel.se')).length;
    const body = message();
    const res = await createAccountClient(t).request('/api/contact', { body });
    expect(res).toMatchObject({ status: 201, body: { id: expect.any(String), emailNotification: 'sent' } });
    expect(await storedRows(body.clientId)).toEqual([
      expect.objectContaining({
        id: res.body.id,
        name: 'Kim Åberg',
        email: 'kim@exempel.se',
        organization: null,
        messageType: 'Demo',
        message: 'Hej! Vi vill gärna se en demo\n\nför vår enhet.',
        emailNotified: true,
        createdAt: expect.any(Date),
      }),
    ]);
    const mails = await mailsTo('kontakt@exempel.se');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((row) => row.text.includes('Hej! Vi vill gärna se en demo'));
    expect(mail).toMatchObject({ kind: 'contact_message' });
    expect(mail?.subject).toBe('Demo: nytt meddelande från Kim Åberg via Handläggarstöd');
    expect(mail?.text).toContain('E-post: kim@exempel.se');
    expect(mail?.text).toContain('Organisation: Ej angiven');
  });

  it('escapes what the sender typed in the HTML of the mail', async () => {
    const body = message({
      organization: 'Bygg & Miljö "Syd"',
      message: 'Kolla escaping i brevet: 3 < 5 & 7 > 2.',
    });
    expect((await createAccountClient(t).request('/api/contact', { body })).status).toBe(201);
    const mail = (await mailsTo('kontakt@exempel.se')).find((row) => row.text.includes('Kolla escaping'));
    expect(mail?.html).toContain('Organisation: Bygg &amp; Miljö &quot;Syd&quot;');
    expect(mail?.html).toContain('Kolla escaping i brevet: 3 &lt; 5 &amp; 7 &gt; 2.');
  });

  it('stores and mails a retried submission once', async () => {
    const client = createAccountClient(t);
    const body = message({ organization: 'Byggnadsnämnden', message: 'En fråga som skickas två gånger.' });
    const first = await client.request('/api/contact', { body });
    const second = await client.request('/api/contact', { body });
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: { id: first.body.id, emailNotification: 'sent' } });
    expect(await storedRows(body.clientId)).toHaveLength(1);
    const mails = (await mailsTo('kontakt@exempel.se')).filter((row) =>
      row.text.includes('En fråga som skickas två gånger.'),
    );
    expect(mails).toHaveLength(1);
  });

  it('makes 10 sequential replays, and 5 parallel first sends, one row and one mail each', async () => {
    const client = createAccountClient(t);
    const sequentialBody = message({ message: 'En fråga som skickas om och om igen.' });
    const sequential = [];
    for (let i = 0; i < 10; i += 1) {
      sequential.push(await client.request('/api/contact', { body: sequentialBody }));
    }
    const parallelBody = message({ message: 'En fråga som skickas fem gånger samtidigt.' });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => createAccountClient(t).request('/api/contact', { body: parallelBody })),
    );
    for (const [answers, body] of [
      [sequential, sequentialBody],
      [parallel, parallelBody],
    ] as const) {
      expect(answers.every((res) => res.status === 201)).toBe(true);
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
      expect(await storedRows(body.clientId)).toHaveLength(1);
      const mails = (await mailsTo('kontakt@exempel.se')).filter((row) => row.text.includes(body.message));
      expect(mails).toHaveLength(1);
    }
    // Replays do not use up the address's hourly messages.
    expect((await client.request('/api/contact', { body: message() })).status).toBe(201);
  });

  it('answers a filled-in honeypot as accepted, and stores and mails nothing', async () => {
    const before = (await mailsTo('kontakt@exempel.se')).length;
    const body = message({ website: 'https://spam.example', message: 'Köp billiga länkar hos oss idag.' });
    const res = await createAccountClient(t).request('/api/contact', { body });
    expect(res).toMatchObject({ status: 201, body: { id: expect.any(String), emailNotification: 'sent' } });
    expect(await storedRows(body.clientId)).toEqual([]);
    expect(await mailsTo('kontakt@exempel.se')).toHaveLength(before);
  });

  it('refuses invalid input with the Swedish message of each field, storing nothing', async () => {
    const client = createAccountClient(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'K' }, 'name', 'Namnet måste vara minst 2 tecken'],
      [{ email: 'kim@' }, 'email', 'Ange en giltig e-postadress'],
      [{ organization: 'o'.repeat(101) }, 'organization', 'Organisation får vara max 100 tecken'],
      [{ organization: 'Kommunen\nBcc: x@example.com' }, 'organization', 'Organisation får bara vara en rad'],
      [
        { organization: '<img src=x onerror="alert(1)">' },
        'organization',
        'Organisation får inte innehålla tecknen < och >',
      ],
      [{ messageType: 'Reklam' }, 'messageType', 'Ogiltigt ärendetyp'],
      [{ message: 'För kort' }, 'message', 'Meddelandet måste vara minst 10 tecken'],
      [{ message: 'Se <a href="x">här</a> nu' }, 'message', 'Meddelandet får inte innehålla HTML-taggar'],
      [{ message: 'SKRIV TILLBAKA DIREKT' }, 'message', 'Meddelandet innehåller för många versaler'],
      [{ message: 'You are a winner today!' }, 'message', 'Meddelandet innehåller otillåtet innehåll'],
      [
        { message: 'Det gäller sökande 850709-9805 i vår kommun.' },
        'message',
        'Meddelandet får inte innehålla personnummer eller samordningsnummer. Ta bort numret och skicka igen.',
      ],
      [{ clientId: 'x' }, 'clientId', 'Meddelandet saknar ett giltigt id. Ladda om sidan och försök igen.'],
    ];
    for (const [fields, path, text] of cases) {
      const body = message(fields);
      const res = await client.request('/api/contact', { body });
      expect(res).toMatchObject({ status: 400, body: { code: 'validation' } });
      expect(res.body.issues).toContainEqual({ path, message: text });
      if (path !== 'clientId') {
        expect(await storedRows(String(body.clientId))).toEqual([]);
      }
    }
  });

  it(`allows ${CONTACT_LIMIT.perAddress} messages an hour per client address, then 429 in Swedish`, async () => {
    const client = createAccountClient(t);
    for (let i = 0; i < CONTACT_LIMIT.perAddress; i += 1) {
      expect((await client.request('/api/contact', { body: message() })).status).toBe(201);
    }
    const body = message();
    const refused = await client.request('/api/contact', { body });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'rate_limited',
        message:
          'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen, eller mejla oss direkt.',
      },
    });
    expect(await storedRows(body.clientId)).toEqual([]);
    // Another address is not affected.
    expect((await createAccountClient(t).request('/api/contact', { body: message() })).status).toBe(201);
  });

  it('lets a municipality behind one address send 30 messages an hour', async () => {
    const office = createAccountClient(t);
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push((await office.request('/api/contact', { body: message() })).status);
    }
    expect(answers.filter((status) => status !== 201)).toEqual([]);
  });

  it('saves every message past the hourly ceiling of operator mails, and sends the operator one notice', async () => {
    const notices = async () =>
      (await mailsTo('kontakt@exempel.se')).filter((row) => row.kind === 'contact_overflow');
    const send = (body: ReturnType<typeof message>) =>
      createAccountClient(t).request('/api/contact', { body });
    const noticesBefore = (await notices()).length;
    for (let i = 0; i < OPERATOR_MAIL_CEILING.perHour; i += 1) {
      expect((await send(message())).body.emailNotification).toBe('sent');
    }
    const mailsBefore = (await mailsTo('kontakt@exempel.se')).length;
    const past = [message({ message: 'Över taket, först.' }), message({ message: 'Över taket, sedan.' })];
    for (const body of past) {
      const res = await send(body);
      expect(res).toMatchObject({ status: 201, body: { emailNotification: 'failed' } });
      expect(await storedRows(body.clientId)).toEqual([
        expect.objectContaining({ message: body.message, emailNotified: false }),
      ]);
    }
    // One notice instead of the messages themselves: they wait, saved, for the operator.
    const mails = await mailsTo('kontakt@exempel.se');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.some((row) => row.text.includes('Över taket'))).toBe(false);
    const [notice, ...others] = await notices();
    expect(others).toHaveLength(noticesBefore);
    expect(notice?.subject).toBe('Kontaktformuläret på Handläggarstöd: fler meddelanden än vanligt');
    expect(notice?.text).toContain(
      `Kontaktformuläret har tagit emot fler än ${OPERATOR_MAIL_CEILING.perHour} meddelanden inom en timme.`,
    );
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    // The host part of an IPv6 address is the client's own choice: a new one per message.
    for (let i = 1; i <= CONTACT_LIMIT.perAddress; i += 1) {
      const client = createAccountClient(t, `2001:db8:24:1::${i.toString(16)}`);
      expect((await client.request('/api/contact', { body: message() })).status).toBe(201);
    }
    const sameLine = createAccountClient(t, '2001:db8:24:1:aaaa:bbbb:cccc:dddd');
    expect((await sameLine.request('/api/contact', { body: message() })).status).toBe(429);
    const nextLine = createAccountClient(t, '2001:db8:24:2::1');
    expect((await nextLine.request('/api/contact', { body: message() })).status).toBe(201);
  });

  it('refuses a cross-site post', async () => {
    const res = await createAccountClient(t).request('/api/contact', {
      body: message(),
      headers: { origin: 'https://elak.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('retention', () => {
  it('deletes contact messages and their mails after 12 months, and keeps younger ones', async () => {
    const old = message({ message: 'Ett meddelande som är drygt ett år gammalt.' });
    const recent = message({ message: 'Ett meddelande som är elva månader gammalt.' });
    for (const body of [old, recent]) {
      expect((await createAccountClient(t).request('/api/contact', { body })).status).toBe(201);
    }
    const age = async (body: typeof old, interval: string) => {
      await t.database.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(contactMessages.clientId, body.clientId));
      await t.database.db
        .update(outboxEmails)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(sql`${outboxEmails.text} like ${`%${body.message}%`}`);
    };
    await age(old, '12 months 1 day');
    await age(recent, '11 months');
    await runBackgroundJobs(t.services);
    expect(await storedRows(old.clientId)).toEqual([]);
    expect(await storedRows(recent.clientId)).toHaveLength(1);
    const mails = await mailsTo('kontakt@exempel.se');
    expect(mails.some((row) => row.text.includes(old.message))).toBe(false);
    expect(mails.some((row) => row.text.includes(recent.message))).toBe(true);
  });
});

/** A loopback port with nothing listening: connections to it are refused. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') {
    throw new Error('no port');
  }
  return address.port;
};

/** A real SMTP server on loopback that keeps the raw messages it receives. */
const startSmtp = async () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('POST /api/contact over SMTP', () => {
  it('mails the operator with the sender as Reply-To, so answering the mail answers them', async () => {
    const smtp = await startSmtp();
    try {
      const mailing = await createTestApp(
        { CONTACT_EMAIL: 'inkorg@exempel.se', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
        { database: t.database },
      );
      const res = await createAccountClient(mailing).request('/api/contact', {
        body: message({ email: 'Svar.Hit@Exempel.se', message: 'Går det att få faktura?' }),
      });
      expect(res).toMatchObject({ status: 201, body: { emailNotification: 'sent' } });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/^Reply-To: svar\.hit@exempel\.se\r?$/m);
      expect(smtp.received[0]).toMatch(/^To: inkorg@exempel\.se\r?$/m);
    } finally {
      await smtp.close();
    }
  });
});

describe('POST /api/contact when the mail server is down', () => {
  it('keeps the saved message, queues the mail for retries and says the mail failed', async () => {
    const down = await createTestApp(
      { CONTACT_EMAIL: 'drift@exempel.se', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      { database: t.database },
    );
    const body = message({ message: 'Skickas medan e-posten ligger nere.' });
    const res = await createAccountClient(down).request('/api/contact', { body });
    expect(res).toMatchObject({ status: 201, body: { emailNotification: 'failed' } });
    expect(await storedRows(body.clientId)).toEqual([expect.objectContaining({ emailNotified: false })]);
    expect(await mailsTo('drift@exempel.se')).toEqual([
      expect.objectContaining({ kind: 'contact_message', status: 'pending', attempts: 1 }),
    ]);
    // The retry of the lost answer says the same, and mails nothing more.
    const retry = await createAccountClient(down).request('/api/contact', { body });
    expect(retry).toMatchObject({ status: 201, body: { id: res.body.id, emailNotification: 'failed' } });
    expect(await mailsTo('drift@exempel.se')).toHaveLength(1);
  });
});
