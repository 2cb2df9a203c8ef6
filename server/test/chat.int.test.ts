import { ChatAnswerSchema, parseSseText, sectionAnchor } from '@app/common';
import { COMPILATION_NOTICE } from '@app/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citationMappings, user, userProfiles } from '../src/db/schema';
import { hashKey } from '../src/infra/keyed-hash';
import { createAccountClient, latestMail, subscribedMember, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { contents: 'embedded' });
  await t.knowledge.syncCorpus();
  await t.knowledge.processEmbeddings();
});
afterAll(() => t.close());

const ask = (client: ReturnType<typeof createAccountClient>, question: string) =>
  client.request('/api/chat/answer', {
    body: { userQuestion: question, category: 'BAB-handläggare', subtopic: 'Beviljanderegler och kriterier' },
  });

/** Server-sent events from a response body, read by the parser the web client uses. */
const events = (text: string) =>
  parseSseText(text).map((raw) => ({
    event: raw.event,
    data: JSON.parse(raw.data) as Record<string, unknown>,
  }));

/** Answers for a new subscriber, one question after another: the 3-second interval is reset between them. */
const answererFor = async (email: string) => {
  const client = await subscribedMember(t, email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return async (question: string) => {
    await t.services.limiter.reset(`chat:interval:${hashKey(row?.id ?? '')}`);
    return ChatAnswerSchema.parse(events(String((await ask(client, question)).body.text)).at(-1)?.data);
  };
};

describe('POST /api/chat/answer', () => {
  it('streams the steps, the answer and a done event with sources and validation', async () => {
    const client = await subscribedMember(t, 'fragar@kommun.se');
    const res = await ask(client, 'Kan en person som hyr i andra hand få bostadsanpassningsbidrag?');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = events(String(res.body.text));
    expect(stream.slice(0, 3).map((e) => e.data.step)).toEqual(['searching', 'analyzing', 'formulating']);
    expect(stream.some((e) => e.event === 'delta')).toBe(true);
    const done = stream.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ mode: 'extractive', abstained: false });
    expect(String(done?.data.answer)).toContain('(3 § lag (2018:222) om bostadsanpassningsbidrag)');
    const validation = done?.data.validation as {
      total: number;
      valid: number;
      statements: { statement: string; chunkId: string | null; valid: boolean }[];
    };
    expect(validation.total).toBeGreaterThan(0);
    expect(validation.valid).toBeGreaterThan(0);
    // Our own closing notice is not a claim about the law.
    expect(validation.statements.some((check) => COMPILATION_NOTICE.startsWith(check.statement))).toBe(false);
    const [row] = await t.database.db
      .select({ count: userProfiles.chatInteractions })
      .from(userProfiles)
      .innerJoin(user, eq(user.id, userProfiles.userId))
      .where(eq(user.email, 'fragar@kommun.se'));
    expect(row?.count).toBe(1);

    // Every mapped statement is recorded once, validated or pending by its check.
    const checks = validation.statements;
    const mapped = checks.filter((check) => check.chunkId !== null);
    const mappings = await t.database.db.select().from(citationMappings);
    expect(mappings.length).toBe(new Set(mapped.map((check) => `${check.statement}:${check.chunkId}`)).size);
    for (const check of mapped) {
      expect(mappings).toContainEqual(
        expect.objectContaining({
          statementText: check.statement,
          chunkId: check.chunkId,
          validationStatus: check.valid ? 'validated' : 'pending',
        }),
      );
    }
  });

  it('gives a longer answer from more sources when a detailed answer is asked for', async () => {
    const client = await subscribedMember(t, 'utforligt@kommun.se');
    const question = 'Vilka villkor gäller för att bidrag ska lämnas?';
    const first = events(String((await ask(client, question)).body.text)).at(-1)?.data;
    const [row] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'utforligt@kommun.se'));
    await t.services.limiter.reset(`chat:interval:${hashKey(row?.id ?? '')}`);
    const res = await client.request('/api/chat/answer', {
      body: {
        userQuestion: question,
        category: 'BAB-handläggare',
        subtopic: 'Beviljanderegler och kriterier',
        requestDetailed: true,
      },
    });
    const detailed = events(String(res.body.text)).at(-1)?.data;
    expect(detailed).toMatchObject({ mode: 'extractive', abstained: false });
    const sourceCount = (answer?: Record<string, unknown>) =>
      (answer?.sources as unknown[] | undefined)?.length ?? 0;
    expect(sourceCount(detailed)).toBeGreaterThan(sourceCount(first));
    expect(String(detailed?.answer).length).toBeGreaterThan(String(first?.answer).length);
  });

  it('labels repealed law, and leads with it only when the question is about the old law', async () => {
    const answer = await answererFor('gamla.lagen@kommun.se');
    const current = await answer('Vad krävs för att en fastighetsägare ska få återställningsbidrag?');
    expect(current.sources[0]).toMatchObject({
      sfs_number: '2018:222',
      repealed: false,
      version_stamp: 't.o.m. SFS 2025:453',
    });
    // A statute's link opens at its section on riksdagen.se.
    const section = current.sources[0]?.section_reference ?? '';
    expect(current.sources[0]?.source_url).toMatch(
      new RegExp(`^https://www\\.riksdagen\\.se/.*#${sectionAnchor(section)}$`),
    );

    const old = await answer('Vad sa den gamla lagen (1992:1574) om återställningsbidrag?');
    const repealed = old.sources.filter((source) => source.repealed);
    expect(repealed.length).toBeGreaterThan(0);
    expect(repealed.every((source) => source.sfs_number === '1992:1574')).toBe(true);
    expect(old.sources[0]?.sfs_number).toBe('1992:1574');
  });

  it('says ja or nej only to the question asked: the estate asking for the grant is not the municipality revoking it', async () => {
    const answer = await answererFor('dodsbo@kommun.se');
    const shortAnswer = async (question: string) => (await answer(question)).answer.split('\n')[1] ?? '';
    const revoking = await shortAnswer(
      'Sökanden avled innan ombyggnaden började. Får kommunen återkalla beslutet?',
    );
    expect(revoking).toMatch(/^Ja, .*\(19 § lag \(2018:222\)/);
    const estate = await shortAnswer('Sökanden dog innan hantverkaren hann börja. Kan dödsboet få pengarna?');
    expect(estate).toMatch(/^Det beror på.*\(19 § lag \(2018:222\)/);
  });

  it('allows one message per 3 seconds', async () => {
    const client = await subscribedMember(t, 'snabb@kommun.se');
    const [a, b] = await Promise.all([
      ask(client, 'Vad gäller för trapphiss?'),
      ask(client, 'Vad gäller för ramp?'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    const refused = a.status === 429 ? a : b;
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      message: 'Vänta några sekunder mellan meddelanden.',
    });
  });

  it('refuses other roles and too short questions with the Swedish messages', async () => {
    const client = await subscribedMember(t, 'regler.chatt@kommun.se');
    const role = await client.request('/api/chat/answer', {
      body: { userQuestion: 'Vad gäller?', category: 'Avgiftshandläggare', subtopic: 'Övrigt' },
    });
    expect(role.status).toBe(400);
    expect(JSON.stringify(role.body)).toContain(
      'För närvarande är endast BAB-handläggare aktiv för testning.',
    );
  });

  it('refuses personal data on the server with the spec message, and stores nothing of it', async () => {
    const client = await subscribedMember(t, 'pnr@kommun.se');
    const res = await ask(client, 'Gäller bidraget för 850709-9805 som bor i hyresrätt?');
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'validation',
        message: 'Meddelandet får inte innehålla personuppgifter som personnummer eller e-postadresser',
      },
    });
  });

  it('refuses users without a subscription', async () => {
    const client = createAccountClient(t);
    await client.request('/api/account/signup', { body: validSignup('gratis@kommun.se') });
    await client.request((await latestMail(t, 'gratis@kommun.se', 'verification')).path ?? '');
    await client.request('/api/account/terms', { method: 'POST' });
    const res = await ask(client, 'Vad gäller för trapphiss?');
    expect(res).toMatchObject({ status: 403, body: { code: 'subscription_required' } });
  });
});

describe('POST /api/chat/answer and the not-covered register', () => {
  it('refuses a matter the sources do not cover with where it is answered, suggesting no other topic', async () => {
    const client = await subscribedMember(t, 'utanfor@kommun.se');
    const stream = events(String((await ask(client, 'Behövs bygglov för en ramp vid entrén?')).body.text));
    const done = stream.at(-1);
    expect(done?.data).toMatchObject({ abstained: true });
    const answer = String(done?.data.answer);
    expect(answer.startsWith('Källorna här besvarar inte den frågan.')).toBe(true);
    expect(answer).toContain('plan- och bygglagen');
    expect(answer).not.toContain('Prova att välja');
  });

  it('answers a question that mentions such a matter only while setting the scene', async () => {
    const client = await subscribedMember(t, 'bakgrund@kommun.se');
    const question =
      'Paret byggde nytt hus 2021 och borde ha följt PBL:s tillgänglighetskrav. Kan vi neka breddning av dörren till toaletten?';
    const done = events(String((await ask(client, question)).body.text)).at(-1);
    expect(done?.data).toMatchObject({ abstained: false });
    expect(String(done?.data.answer)).toContain('(8 § lag (2018:222) om bostadsanpassningsbidrag)');
  });
});
