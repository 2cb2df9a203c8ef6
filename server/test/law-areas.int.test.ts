import { ChatAreasResponseSchema, OTHER_TOPIC } from '@app/common';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { createAccountClient, signedInMember, subscribedMember } from './account-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const areas = async (client: ReturnType<typeof createAccountClient>) => {
  const res = await client.request('/api/chat/areas');
  expect(res.status).toBe(200);
  return ChatAreasResponseSchema.parse(res.body).areas;
};

describe('GET /api/chat/areas', () => {
  it('is for whoever may ask: not anonymous visitors, not members without a subscription', async () => {
    expect((await createAccountClient(t).request('/api/chat/areas')).status).toBe(401);
    expect((await (await signedInMember(t, 'utan-licens@kommun.se')).request('/api/chat/areas')).status).toBe(
      403,
    );
  });

  it("offers each loaded area's role with only 'Övrigt' before its topics are seeded", async () => {
    const client = await subscribedMember(t, 'forst@kommun.se');
    const offered = await areas(client);
    expect(offered.map((area) => area.role)).toEqual(t.services.lawAreas.roles);
    const [first] = t.services.lawAreas.all;
    expect(offered[0]).toEqual({
      role: first?.role,
      beta: first?.beta,
      topics: [{ subtopic: OTHER_TOPIC, emoji: '🏠', icon: null, questions: first?.otherTopicQuestions }],
    });
  });

  it('gives the seeded topics in order with their emoji, the pack’s icon and 8 questions, then Övrigt', async () => {
    const [area] = t.services.lawAreas.all;
    if (!area) {
      throw new Error('no law area loaded');
    }
    // What the knowledge ingest seeds from the pack, in reverse order, plus a topic the pack does
    // not know and a role no area offers.
    await t.database.db
      .insert(categories)
      .values([
        ...[...area.topics]
          .reverse()
          .map((topic) => ({ category: area.role, subtopic: topic.subtopic, icon: topic.emoji })),
        { category: area.role, subtopic: 'Aaa ett ämne utan paket', icon: '📎' },
        { category: 'Avgiftshandläggare', subtopic: 'Avgifter', icon: '💳' },
      ])
      .onConflictDoNothing();

    const [offered] = await areas(await subscribedMember(t, 'sedan@kommun.se'));
    expect(offered?.topics.map((topic) => topic.subtopic)).toEqual([
      'Aaa ett ämne utan paket',
      ...area.topics.map((topic) => topic.subtopic),
      OTHER_TOPIC,
    ]);
    const [unknown, ...known] = offered?.topics ?? [];
    expect(unknown).toEqual({
      subtopic: 'Aaa ett ämne utan paket',
      emoji: '📎',
      icon: null,
      questions: expect.arrayContaining([expect.stringContaining('ämnet Aaa ett ämne utan paket')]),
    });
    expect(unknown?.questions).toHaveLength(5);
    for (const [index, topic] of area.topics.entries()) {
      expect(known[index]).toEqual({
        subtopic: topic.subtopic,
        emoji: topic.emoji,
        icon: topic.icon,
        questions: topic.questions,
      });
      expect(known[index]?.questions).toHaveLength(8);
    }
    expect(known.at(-1)?.questions).toEqual(area.otherTopicQuestions);
    expect(JSON.stringify(offered)).not.toContain('Avgiftshandläggare');
  });

  it("shows an operator's change to a topic row at once, with the fallback questions for a new name", async () => {
    const [area] = t.services.lawAreas.all;
    const [topic] = area?.topics ?? [];
    if (!area || !topic) {
      throw new Error('no law area with topics loaded');
    }
    await t.database.db
      .update(categories)
      .set({ subtopic: 'Ändrat ämne', icon: '🧭' })
      .where(and(eq(categories.category, area.role), eq(categories.subtopic, topic.subtopic)));

    const [offered] = await areas(await subscribedMember(t, 'operator@kommun.se'));
    const subtopics = offered?.topics.map((candidate) => candidate.subtopic);
    expect(subtopics).toContain('Ändrat ämne');
    expect(subtopics).not.toContain(topic.subtopic);
    expect(offered?.topics.find((candidate) => candidate.subtopic === 'Ändrat ämne')).toEqual({
      subtopic: 'Ändrat ämne',
      emoji: '🧭',
      icon: null,
      questions: expect.arrayContaining([expect.stringContaining('ämnet Ändrat ämne')]),
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/docs')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/chat/areas']).toHaveProperty('get');
  });
});
