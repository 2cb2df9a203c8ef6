import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, user } from '../src/db/schema';
import { createAccountClient, latestMail, validSignup } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verifiedUser = async (email: string, acceptTerms = true) => {
  const client = createAccountClient(t);
  await client.request('/api/account/signup', { body: validSignup(email) });
  await client.request((await latestMail(t, email, 'verification')).path ?? '');
  if (acceptTerms) {
    await client.request('/api/account/terms', { method: 'POST' });
  }
  return client;
};

const answer = { question: 'Vad gäller för trapphiss?', answer: '**Kort svar**\nEtt svar med källor.' };

/** A new submission: its own client id, as the web client makes one per feedback. */
const submission = (body: Record<string, unknown>) => ({ client_id: randomUUID(), ...body });

const storedFor = async (email: string) =>
  t.database.db
    .select({
      type: feedback.feedbackType,
      question: feedback.question,
      answer: feedback.answer,
      details: feedback.detailedFeedback,
    })
    .from(feedback)
    .innerJoin(user, eq(user.id, feedback.userId))
    .where(eq(user.email, email));

describe('POST /api/feedback', () => {
  it('stores helpful and not helpful at once, without a description', async () => {
    const client = await verifiedUser('nojd@kommun.se');
    for (const type of ['helpful', 'not_helpful'] as const) {
      const res = await client.request('/api/feedback', {
        body: submission({ ...answer, feedback_type: type, detailed_feedback: 'ignoreras' }),
      });
      expect(res.status).toBe(201);
      expect(res.body.id).toEqual(expect.any(String));
    }
    const rows = await storedFor('nojd@kommun.se');
    expect(rows.map((row) => row.type).sort()).toEqual(['helpful', 'not_helpful']);
    expect(rows.every((row) => row.details === null && row.question === answer.question)).toBe(true);
  });

  it('requires a description for an incorrect answer, and refuses personal data in it', async () => {
    const client = await verifiedUser('felrapport@kommun.se');
    const empty = await client.request('/api/feedback', {
      body: submission({ ...answer, feedback_type: 'incorrect', detailed_feedback: '   ' }),
    });
    expect(empty).toMatchObject({
      status: 400,
      body: {
        code: 'validation',
        issues: [{ path: 'detailed_feedback', message: 'Beskriv vad i svaret som är fel.' }],
      },
    });
    for (const detailed_feedback of ['Gäller 850709-9805', 'Gäller 400818 / 9369', 'Gäller ४००५२९.९२९४']) {
      const personal = await client.request('/api/feedback', {
        body: submission({ ...answer, feedback_type: 'incorrect', detailed_feedback }),
      });
      expect(personal).toMatchObject({
        status: 400,
        body: {
          issues: [
            {
              path: 'detailed_feedback',
              message:
                'Beskrivningen får inte innehålla personuppgifter som personnummer eller e-postadresser.',
            },
          ],
        },
      });
    }
    const ok = await client.request('/api/feedback', {
      body: submission({
        ...answer,
        feedback_type: 'incorrect',
        detailed_feedback: '  Fel paragraf, det är 6 §. ',
      }),
    });
    expect(ok.status).toBe(201);
    expect(await storedFor('felrapport@kommun.se')).toEqual([
      {
        type: 'incorrect',
        question: answer.question,
        answer: answer.answer,
        details: 'Fel paragraf, det är 6 §.',
      },
    ]);
  });

  it('masks personal data in a question sent back by the client', async () => {
    const client = await verifiedUser('maskera@kommun.se');
    const res = await client.request('/api/feedback', {
      body: submission({ question: 'Gäller det 850709-9805?', answer: 'Svar.', feedback_type: 'helpful' }),
    });
    expect(res.status).toBe(201);
    const [row] = await storedFor('maskera@kommun.se');
    expect(row?.question).not.toContain('850709');
  });

  it('refuses unknown types and missing answers', async () => {
    const client = await verifiedUser('typ@kommun.se');
    const unknown = await client.request('/api/feedback', {
      body: submission({ ...answer, feedback_type: 'great' }),
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'validation' } });
    const noAnswer = await client.request('/api/feedback', {
      body: submission({ question: 'Fråga?', answer: '', feedback_type: 'helpful' }),
    });
    expect(noAnswer).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'answer', message: 'Feedbacken saknar fråga eller svar.' }] },
    });
  });

  it('needs a signed-in user who has accepted the terms', async () => {
    const anonymous = await createAccountClient(t).request('/api/feedback', {
      body: submission({ ...answer, feedback_type: 'helpful' }),
    });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const noTerms = await verifiedUser('utan.villkor@kommun.se', false);
    const refused = await noTerms.request('/api/feedback', {
      body: submission({ ...answer, feedback_type: 'helpful' }),
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await storedFor('utan.villkor@kommun.se')).toEqual([]);
  });

  it('stops a client that sends more than 20 in a minute', async () => {
    const client = await verifiedUser('spam@kommun.se');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await client.request('/api/feedback', { body: submission({ ...answer, feedback_type: 'helpful' }) }))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('stores a replayed submission once and answers every replay with the same id', async () => {
    const client = await verifiedUser('omsandning@kommun.se');
    const body = submission({ ...answer, feedback_type: 'helpful' });
    const replies = [];
    for (let i = 0; i < 10; i++) {
      replies.push(await client.request('/api/feedback', { body }));
    }
    const parallel = submission({ ...answer, feedback_type: 'not_helpful' });
    replies.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () => client.request('/api/feedback', { body: parallel })),
      )),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(15).fill(201));
    expect(new Set(replies.slice(0, 10).map((reply) => reply.body.id)).size).toBe(1);
    expect(new Set(replies.slice(10).map((reply) => reply.body.id)).size).toBe(1);
    expect((await storedFor('omsandning@kommun.se')).map((row) => row.type).sort()).toEqual([
      'helpful',
      'not_helpful',
    ]);
    // Another user's feedback with the same client id is theirs alone.
    const other = await (await verifiedUser('annan.omsandning@kommun.se')).request('/api/feedback', { body });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(replies[0]?.body.id);
  });

  it('refuses feedback without a valid client id', async () => {
    const client = await verifiedUser('utan.id@kommun.se');
    for (const clientId of [undefined, 'not-a-uuid']) {
      const res = await client.request('/api/feedback', {
        body: { ...answer, feedback_type: 'helpful', client_id: clientId },
      });
      expect(res).toMatchObject({
        status: 400,
        body: {
          issues: [
            {
              path: 'client_id',
              message: 'Feedbacken saknar ett giltigt id. Ladda om sidan och försök igen.',
            },
          ],
        },
      });
    }
    expect(await storedFor('utan.id@kommun.se')).toEqual([]);
  });
});
