import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerFixture, answerStream, openSseResponse } from '../testing/chat-fixtures';
import { installFetchMock, sentBody } from '../testing/fetch-mock';
import { CHAT_ERROR_TEXT, describeChatError, TIMEOUT_ERROR_NAME } from './chat-errors';
import { type ChatAnswerRequest, ChatStreamError, isAbortError } from './chat-stream';
import { type AnswerResult, CHAT_REQUEST_TIMEOUT_MS, useAnswerStream } from './use-answer-stream';

const fetchMock = installFetchMock();

const request = (overrides: Partial<ChatAnswerRequest> = {}): ChatAnswerRequest => ({
  userQuestion: 'Vem kan söka bidrag?',
  category: 'BAB-handläggare',
  subtopic: 'Övrigt',
  requestDetailed: false,
  conversationHistory: [],
  ...overrides,
});

/** Starts a request and collects what it reports. */
const start = (stream: ReturnType<typeof useAnswerStream>, body: ChatAnswerRequest = request()) => {
  const results: AnswerResult[] = [];
  let done!: Promise<void>;
  act(() => {
    done = stream.run(body, (result) => results.push(result));
  });
  return { results, done };
};

describe('useAnswerStream', () => {
  it('sends the request, streams the text into pending, then reports the answer and clears pending', async () => {
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderHook(() => useAnswerStream());

    const { results } = start(result.current, request({ requestDetailed: true }));
    expect(sentBody(fetchMock, 0)).toEqual(request({ requestDetailed: true }));
    expect(result.current.pending).toEqual({
      requestNumber: expect.any(Number),
      question: 'Vem kan söka bidrag?',
      detailed: true,
      step: 'searching',
      text: '',
    });

    act(() => stream.send('delta', { text: '**Kort svar**\n' }));
    act(() => stream.send('delta', { text: 'Ja.' }));
    await waitFor(() =>
      expect(result.current.pending).toMatchObject({ step: 'formulating', text: '**Kort svar**\nJa.' }),
    );
    expect(results).toEqual([]);

    const answer = answerFixture();
    act(() => stream.send('done', answer));
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(results).toEqual([{ ok: true, answer }]);
  });

  it('moves the step on only when the server says so, and never back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderHook(() => useAnswerStream());
    start(result.current);
    expect(result.current.pending?.step).toBe('searching');
    // No client timer moves the text: the server has not said anything yet.
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(result.current.pending?.step).toBe('searching');
    act(() => stream.send('status', { step: 'analyzing' }));
    await vi.waitFor(() => expect(result.current.pending?.step).toBe('analyzing'));
    act(() => stream.send('status', { step: 'formulating' }));
    await vi.waitFor(() => expect(result.current.pending?.step).toBe('formulating'));
    // A late 'searching' from the server never moves the text back.
    act(() => stream.send('status', { step: 'searching' }));
    act(() => stream.send('status', { step: 'analyzing' }));
    await act(async () => vi.advanceTimersByTime(10));
    expect(result.current.pending?.step).toBe('formulating');
  });

  it('aborts the older request when a newer one starts, and drops its result', async () => {
    const first = openSseResponse();
    const second = openSseResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { result } = renderHook(() => useAnswerStream());

    const older = start(result.current, request({ userQuestion: 'Första frågan om bidrag' }));
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    const newer = start(result.current, request({ userQuestion: 'Andra frågan om bidrag' }));
    expect(firstSignal?.aborted).toBe(true);
    expect(result.current.pending).toMatchObject({ question: 'Andra frågan om bidrag', text: '' });

    act(() => {
      try {
        first.send('delta', { text: 'Gammal text' });
      } catch {
        // The aborted stream may already be closed.
      }
    });
    act(() => second.send('done', answerFixture({ answer: 'Nytt svar' })));
    await act(async () => Promise.all([older.done, newer.done]));
    expect(older.results).toEqual([]);
    expect(newer.results).toEqual([{ ok: true, answer: answerFixture({ answer: 'Nytt svar' }) }]);
    expect(result.current.pending).toBeNull();
  });

  it('drops a late answer to an older request even when it was not aborted in time', async () => {
    let resolveFirst!: (response: Response) => void;
    fetchMock
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(answerStream(answerFixture({ answer: 'Nytt svar' })));
    const { result } = renderHook(() => useAnswerStream());

    const older = start(result.current, request({ userQuestion: 'Första frågan om bidrag' }));
    const newer = start(result.current, request({ userQuestion: 'Andra frågan om bidrag' }));
    await act(async () => newer.done);
    expect(result.current.pending).toBeNull();
    await act(async () => resolveFirst(answerStream(answerFixture({ answer: 'Gammalt svar' }))));
    await act(async () => older.done);

    expect(older.results).toEqual([]);
    expect(newer.results).toMatchObject([{ ok: true, answer: { answer: 'Nytt svar' } }]);
    expect(result.current.pending).toBeNull();
  });

  it('cancels silently: aborts the request, clears pending and reports nothing', async () => {
    fetchMock.mockResolvedValue(openSseResponse().response);
    const { result } = renderHook(() => useAnswerStream());
    const { results, done } = start(result.current);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;

    act(() => result.current.cancel());
    expect(signal?.aborted).toBe(true);
    expect(result.current.pending).toBeNull();
    await act(async () => done);
    expect(results).toEqual([]);
  });

  it('aborts the request in flight when the component unmounts', () => {
    fetchMock.mockResolvedValue(openSseResponse().response);
    const { result, unmount } = renderHook(() => useAnswerStream());
    start(result.current);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('reports an answer without text as empty', async () => {
    fetchMock.mockResolvedValue(answerStream(answerFixture({ answer: '  ' })));
    const { result } = renderHook(() => useAnswerStream());
    const { results, done } = start(result.current);
    await act(async () => done);
    expect(results).toHaveLength(1);
    const [outcome] = results;
    expect(outcome?.ok).toBe(false);
    const error = outcome && !outcome.ok ? outcome.error : undefined;
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(error).toMatchObject({ code: 'empty' });
    expect(result.current.pending).toBeNull();
  });

  it('gives up after the timeout and reports a timeout, not an abort', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const { result } = renderHook(() => useAnswerStream());
    const { results, done } = start(result.current);
    await act(async () => vi.advanceTimersByTime(CHAT_REQUEST_TIMEOUT_MS - 1));
    expect(results).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => done);

    const [outcome] = results;
    const error = outcome && !outcome.ok ? outcome.error : undefined;
    expect(error).toMatchObject({ name: TIMEOUT_ERROR_NAME });
    expect(isAbortError(error)).toBe(false);
    expect(describeChatError(error, { detailed: false })).toMatchObject({ text: CHAT_ERROR_TEXT.timeout });
    expect(result.current.pending).toBeNull();
  });

  it('clears the timeout when the answer comes, so a later request is not cut short', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockResolvedValueOnce(answerStream());
    const { result } = renderHook(() => useAnswerStream());
    const first = start(result.current);
    await act(async () => first.done);
    expect(first.results).toMatchObject([{ ok: true }]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
