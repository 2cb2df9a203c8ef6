import { describe, expect, it } from 'vitest';
import { eventStreamResponse, type ServerSentEvent } from './event-stream';

const noFailure = () => ({ event: 'error', data: 'unexpected' });

describe('eventStreamResponse', () => {
  it('sends each event as a named event with JSON data', async () => {
    async function* events(): AsyncGenerator<ServerSentEvent> {
      yield { event: 'status', data: { step: 'searching' } };
      yield { event: 'delta', data: { text: 'Rad ett\nrad två' } };
    }
    const response = eventStreamResponse(events(), { onCancel: () => {}, failure: noFailure });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await response.text()).toBe(
      'event: status\ndata: {"step":"searching"}\n\nevent: delta\ndata: {"text":"Rad ett\\nrad två"}\n\n',
    );
  });

  it('ends with the failure event when the events fail', async () => {
    async function* events(): AsyncGenerator<ServerSentEvent> {
      yield { event: 'status', data: { step: 'searching' } };
      throw new Error('database gone');
    }
    const failures: unknown[] = [];
    const response = eventStreamResponse(events(), {
      onCancel: () => {},
      failure: (error) => {
        failures.push(error);
        return { event: 'error', data: { code: 'internal' } };
      },
    });
    expect(await response.text()).toBe(
      'event: status\ndata: {"step":"searching"}\n\nevent: error\ndata: {"code":"internal"}\n\n',
    );
    expect(failures).toEqual([new Error('database gone')]);
  });

  it('stops reading the events when the client goes away', async () => {
    let finished = false;
    let produced = 0;
    async function* events(): AsyncGenerator<ServerSentEvent> {
      try {
        for (;;) {
          produced++;
          yield { event: 'delta', data: { text: 'x' } };
        }
      } finally {
        finished = true;
      }
    }
    let cancelled = false;
    const response = eventStreamResponse(events(), {
      onCancel: () => (cancelled = true),
      failure: noFailure,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
    expect(finished).toBe(true);
    const producedAtCancel = produced;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(produced).toBe(producedAtCancel);
  });
});
