import { type ChatAnswer, type ChatAreasResponse, OTHER_TOPIC } from '@app/common';
import { bundledArea } from '@app/common/testing/bundled-area';

const encoder = new TextEncoder();

export const sseBlock = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A `text/event-stream` response whose body arrives in the given text chunks. */
export const sseResponse = (chunks: string[]): Response =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) {
          controller.enqueue(encoder.encode(chunk));
        }
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

/** A streamed response the test writes to event by event, and may leave open. */
export const openSseResponse = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(sseBlock(event, data))),
    close: () => controller.close(),
  };
};

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const answerFixture = (overrides: Partial<ChatAnswer> = {}): ChatAnswer => ({
  requestId: 'req-1',
  answer:
    '**Kort svar**\nBidrag lämnas för anpassning (Lag (2018:222) 4 §).\n\n**Vad lagen säger**\n- Första punkten.\n- Andra punkten.',
  mode: 'extractive',
  abstained: false,
  paragraphSection: null,
  sources: [
    {
      id: 's1',
      title: 'Lag (2018:222) om bostadsanpassningsbidrag',
      source: 'Svensk författningssamling',
      source_url:
        'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/sfs-2018-222',
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
  validation: {
    total: 2,
    valid: 1,
    score: 0.5,
    statements: [
      {
        statement: 'Bidrag lämnas för anpassning.',
        chunkId: 's1',
        confidence: 0.9,
        verbatim: false,
        valid: true,
        issues: [],
      },
      {
        statement: 'Första punkten.',
        chunkId: null,
        confidence: 0.1,
        verbatim: false,
        valid: false,
        issues: ['Ingen källa hittad för påståendet'],
      },
    ],
  },
  ...overrides,
});

/** A complete answer stream: the three steps, the text in two deltas, then done. */
export const answerStream = (answer: ChatAnswer = answerFixture()): Response => {
  const half = Math.floor(answer.answer.length / 2);
  return sseResponse([
    sseBlock('status', { step: 'searching' }),
    sseBlock('status', { step: 'analyzing' }),
    sseBlock('status', { step: 'formulating' }),
    sseBlock('delta', { text: answer.answer.slice(0, half) }),
    sseBlock('delta', { text: answer.answer.slice(half) }),
    sseBlock('done', answer),
  ]);
};

/** GET /api/chat/areas as the server answers it with the bundled pack's topics seeded. */
export const chatAreasFixture = (): ChatAreasResponse => {
  const area = bundledArea();
  return {
    areas: [
      {
        role: area.role,
        beta: area.beta,
        topics: [
          ...area.topics.map(({ subtopic, emoji, icon, questions }) => ({
            subtopic,
            emoji,
            icon,
            questions,
          })),
          { subtopic: OTHER_TOPIC, emoji: '🏠', icon: null, questions: area.otherTopicQuestions },
        ],
      },
    ],
  };
};
