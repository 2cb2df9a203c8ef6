import { describe, expect, it } from 'vitest';
import { type ChatAnswer, ChatAnswerSchema, ChatStreamEventSchema } from './chat';

const answer: ChatAnswer = {
  requestId: 'req-1',
  answer: 'Bidrag lämnas för anpassning (4 § lag (2018:222) om bostadsanpassningsbidrag).',
  mode: 'extractive',
  abstained: false,
  paragraphSection: null,
  sources: [
    {
      id: 's1',
      title: 'Lag (2018:222) om bostadsanpassningsbidrag',
      source: 'Svensk författningssamling',
      source_url: null,
      file_name: 'sfs-2018-222.md',
      source_class: 'core',
      section_reference: '4 §',
      citation: '4 § lag (2018:222) om bostadsanpassningsbidrag',
      snippet: 'Bidrag lämnas …',
      similarity: 0.9,
      sfs_number: '2018:222',
      version_stamp: 't.o.m. SFS 2025:453',
      repealed: false,
      kind: 'statute',
    },
  ],
  validation: { total: 0, valid: 0, score: 0, statements: [] },
};

describe('ChatStreamEventSchema', () => {
  it.each([
    { event: 'status', data: { step: 'analyzing' } },
    { event: 'delta', data: { text: 'Bidrag lämnas' } },
    { event: 'done', data: answer },
    { event: 'error', data: { code: 'internal', message: 'Ett fel uppstod.' } },
  ])('accepts a $event event', (event) => {
    expect(ChatStreamEventSchema.parse(event)).toEqual(event);
  });

  it.each([
    ['an unknown step', { event: 'status', data: { step: 'thinking' } }],
    ['a delta without text', { event: 'delta', data: { content: 'Bidrag' } }],
    ['a done without validation', { event: 'done', data: { ...answer, validation: undefined } }],
    [
      'a done whose source has no repealed flag',
      { event: 'done', data: { ...answer, sources: [{ id: 's1' }] } },
    ],
    ['an error without a message', { event: 'error', data: { code: 'internal' } }],
    ['an unknown event', { event: 'ping', data: {} }],
    ['null data', { event: 'done', data: null }],
  ])('refuses %s', (_name, event) => {
    expect(ChatStreamEventSchema.safeParse(event).success).toBe(false);
  });
});

describe('ChatAnswerSchema', () => {
  it('keeps the version stamp and the repealed flag of each source', () => {
    const repealed = { ...answer.sources[0], version_stamp: null, repealed: true };
    const parsed = ChatAnswerSchema.parse({ ...answer, sources: [repealed] });
    expect(parsed.sources[0]).toMatchObject({ version_stamp: null, repealed: true });
  });
});
