import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, SUBSCRIPTION_QUERY_KEY } from '@/lib/query-keys';
import { getToasts } from '@/lib/toast';
import { answerFixture, answerStream, jsonResponse, sseBlock, sseResponse } from '../testing/chat-fixtures';
import { installFetchMock } from '../testing/fetch-mock';
import { renderChat } from '../testing/render-chat';
import { CHAT_ERROR_TEXT } from './chat-errors';
import { CHAT_REQUEST_TIMEOUT_MS } from './use-answer-stream';

const fetchMock = installFetchMock();

const lastToast = () => getToasts().at(-1);

/** What a failed request shows in the conversation (spec 1 §8). */
describe('useChat failures', () => {
  it.each([
    [
      'a stream error',
      () => sseResponse([sseBlock('error', { code: 'internal', message: CHAT_ERROR_TEXT.generic })]),
      CHAT_ERROR_TEXT.generic,
    ],
    [
      'a server rate limit',
      () => jsonResponse(429, { code: 'rate_limited', message: 'Vänta några sekunder mellan meddelanden.' }),
      'Vänta några sekunder mellan meddelanden.',
    ],
    [
      'a validation error',
      () => jsonResponse(400, { code: 'validation', message: 'Välj ett ämne' }),
      'Välj ett ämne',
    ],
    [
      'a server error',
      () => jsonResponse(500, { code: 'internal', message: 'Serverfel.' }),
      CHAT_ERROR_TEXT.generic,
    ],
    ['an empty stream', () => sseResponse([]), CHAT_ERROR_TEXT.empty],
    ['an empty answer', () => answerStream(answerFixture({ answer: '  ' })), CHAT_ERROR_TEXT.empty],
    [
      'an answer that does not parse',
      () => sseResponse([sseBlock('done', { ...answerFixture(), validation: null })]),
      CHAT_ERROR_TEXT.empty,
    ],
  ])('shows %s as an assistant message', async (_name, response, text) => {
    fetchMock.mockImplementation(async () => response());
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages[1]).toMatchObject({
      type: 'assistant',
      errorTitle: 'Fel uppstod',
      content: text,
    });
  });

  it('shows a request that got no response as an assistant message with the spec’s unknown-error text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages[1]).toMatchObject({
      errorTitle: 'Fel uppstod',
      content:
        'Ett oväntat fel uppstod vid kommunikation med servern. Kontrollera din internetanslutning och försök igen.',
    });
  });

  it('shows a connection broken mid-answer as the network failure', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    );
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages[1]).toMatchObject({ content: CHAT_ERROR_TEXT.network });
  });

  it.each([
    [
      401,
      { code: 'unauthorized', message: 'x' },
      'Inloggning krävs',
      'Du måste logga in först för att använda chatten.',
    ],
    [
      403,
      { code: 'subscription_required', message: 'x' },
      'Prenumeration krävs',
      'Du behöver en aktiv prenumeration för att använda chatten.',
    ],
  ])('shows a %i as a toast', async (status, body, title, description) => {
    fetchMock.mockImplementation(async () => jsonResponse(status, body));
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(lastToast()).toMatchObject({ title, description, variant: 'destructive' });
    expect(result.current.messages).toHaveLength(1);
  });

  it('shows a failed detailed answer as a toast', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { code: 'internal', message: 'x' }));
    const { result } = renderChat();
    act(() =>
      result.current.requestDetailed({
        id: 'a1',
        type: 'assistant',
        content: 'Kort svar',
        timestamp: 0,
        userQuestion: 'Vem kan söka bidrag?',
        sources: [],
        isDetailed: false,
        validation: null,
        abstained: false,
      }),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(lastToast()).toMatchObject({ title: 'Fel uppstod', description: CHAT_ERROR_TEXT.detailedGeneric });
    expect(result.current.messages).toHaveLength(0);
  });

  it('gives up after the timeout with the timeout message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await act(async () => vi.advanceTimersByTime(CHAT_REQUEST_TIMEOUT_MS));
    await vi.waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages[1]).toMatchObject({
      errorTitle: 'Fel uppstod',
      content: CHAT_ERROR_TEXT.timeout,
    });
  });

  it.each([
    [403, { code: 'subscription_required', message: 'x' }, SUBSCRIPTION_QUERY_KEY],
    [403, { code: 'forbidden', message: 'Godkänn användarvillkoren först.' }, PROFILE_QUERY_KEY],
  ])('reads the subscription or profile again after a %i (%o)', async (status, body, queryKey) => {
    fetchMock.mockImplementation(async () => jsonResponse(status, body));
    const { result, queryClient } = renderChat();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(invalidate).toHaveBeenCalledWith({ queryKey });
  });
});
