import type { ChatStreamEvent } from '@app/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import {
  answerFixture,
  jsonResponse,
  openSseResponse,
  sseBlock,
  sseResponse,
} from '../testing/chat-fixtures';
import { CHAT_ERROR_TEXT, describeChatError } from './chat-errors';
import {
  ChatStreamError,
  EMPTY_RESPONSE_MESSAGE,
  isAbortError,
  ServerUnreachableError,
  streamChatAnswer,
} from './chat-stream';

const body = { userQuestion: 'Vem kan söka bidrag?', category: 'BAB-handläggare', subtopic: 'Övrigt' };
const fetchMock = vi.fn<typeof fetch>();

describe('streamChatAnswer', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the question and passes status and delta events on, then resolves with the answer', async () => {
    const answer = answerFixture();
    const wire =
      sseBlock('status', { step: 'searching' }) +
      sseBlock('delta', { text: 'Del ett. ' }) +
      sseBlock('done', answer);
    // Cut mid-block.
    fetchMock.mockResolvedValue(sseResponse([wire.slice(0, 17), wire.slice(17, 60), wire.slice(60)]));
    const events: ChatStreamEvent[] = [];

    await expect(streamChatAnswer(body, { onEvent: (event) => events.push(event) })).resolves.toEqual(answer);

    expect(events).toEqual([
      { event: 'status', data: { step: 'searching' } },
      { event: 'delta', data: { text: 'Del ett. ' } },
    ]);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/chat/answer');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('keeps multi-byte characters whole across chunks', async () => {
    const bytes = new TextEncoder().encode(
      sseBlock('delta', { text: 'åäö' }) + sseBlock('done', answerFixture()),
    );
    fetchMock.mockResolvedValue(
      new Response(
        new ReadableStream({
          start(controller) {
            for (const byte of bytes) {
              controller.enqueue(new Uint8Array([byte]));
            }
            controller.close();
          },
        }),
      ),
    );
    const texts: string[] = [];
    await streamChatAnswer(body, {
      onEvent: (event) => (event.event === 'delta' ? texts.push(event.data.text) : undefined),
    });
    expect(texts).toEqual(['åäö']);
  });

  it('rejects with the error event of the stream', async () => {
    fetchMock.mockResolvedValue(
      sseResponse([
        sseBlock('status', { step: 'searching' }),
        sseBlock('error', { code: 'internal', message: 'Trasigt' }),
      ]),
    );
    const error = await streamChatAnswer(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ code: 'internal', message: 'Trasigt' });
  });

  it('rejects as empty when the stream ends without an answer, and skips unknown events', async () => {
    fetchMock.mockResolvedValue(sseResponse([sseBlock('ping', {}), 'event: delta\ndata: {inte json\n\n']));
    await expect(streamChatAnswer(body)).rejects.toMatchObject({ name: 'ChatStreamError', code: 'empty' });
  });

  it('rejects as empty when the done event does not parse as an answer', async () => {
    const { sources: _sources, ...withoutSources } = answerFixture();
    for (const done of [
      sseBlock('done', withoutSources),
      sseBlock('done', { ...answerFixture(), mode: 'guess' }),
      'event: done\ndata: {inte json\n\n',
    ]) {
      fetchMock.mockResolvedValueOnce(sseResponse([sseBlock('status', { step: 'searching' }), done]));
      const error = await streamChatAnswer(body).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ChatStreamError);
      expect(error).toMatchObject({ code: 'empty', message: EMPTY_RESPONSE_MESSAGE });
      expect(describeChatError(error, { detailed: false })).toMatchObject({ text: CHAT_ERROR_TEXT.empty });
    }
  });

  it('skips status and delta events whose data does not fit, and passes the rest on', async () => {
    const answer = answerFixture();
    fetchMock.mockResolvedValue(
      sseResponse([
        sseBlock('status', { step: 'thinking' }),
        sseBlock('status', { step: 'analyzing' }),
        sseBlock('delta', { content: 'fel fält' }),
        sseBlock('delta', { text: 42 }),
        sseBlock('delta', { text: 'Rätt' }),
        sseBlock('done', answer),
      ]),
    );
    const events: ChatStreamEvent[] = [];
    await expect(streamChatAnswer(body, { onEvent: (event) => events.push(event) })).resolves.toEqual(answer);
    expect(events).toEqual([
      { event: 'status', data: { step: 'analyzing' } },
      { event: 'delta', data: { text: 'Rätt' } },
    ]);
  });

  it('rejects with a generic error when the error event does not parse', async () => {
    fetchMock.mockResolvedValue(sseResponse([sseBlock('error', { reason: 'okänd' })]));
    const error = await streamChatAnswer(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ code: 'internal' });
    expect(describeChatError(error, { detailed: false })).toMatchObject({ text: CHAT_ERROR_TEXT.generic });
  });

  it("rejects with the server's code and message for an error before the stream", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { code: 'rate_limited', message: 'Vänta några sekunder mellan meddelanden.' }),
    );
    const error = await streamChatAnswer(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Vänta några sekunder mellan meddelanden.',
    });
  });

  it('falls back to the status code when the error body is not ours', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 403 }));
    await expect(streamChatAnswer(body)).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('stops reading and rejects with an AbortError when aborted mid-stream', async () => {
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const controller = new AbortController();
    const events: ChatStreamEvent[] = [];
    const pending = streamChatAnswer(body, {
      signal: controller.signal,
      onEvent: (event) => events.push(event),
    });
    stream.send('status', { step: 'searching' });
    await vi.waitFor(() => expect(events).toHaveLength(1));

    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    // Nothing after the abort reaches the caller.
    expect(() => stream.send('delta', { text: 'sent' })).toThrow();
    expect(events).toHaveLength(1);
  });

  it('passes the signal to fetch, so an abort before the answer starts rejects too', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = streamChatAnswer(body, { signal: controller.signal });
    controller.abort();
    expect(isAbortError(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('rejects with ServerUnreachableError when no response comes at all', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const caught = await streamChatAnswer(body).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(ServerUnreachableError);
    expect((caught as Error).cause).toBe(cause);
  });
});
