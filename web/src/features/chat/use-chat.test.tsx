import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSecurityMonitor,
  getSecurityCounters,
  readSecurityIncidentLog,
  securityIncidentLogKey,
} from '@/lib/security-monitor';
import { getToasts } from '@/lib/toast';
import { CHAT_ERROR_TEXT } from './chat-errors';
import { chatRateLimitKey } from './chat-rate-limit';
import type { AssistantChatMessage } from './chat-types';
import {
  answerFixture,
  answerStream,
  jsonResponse,
  openSseResponse,
  sseBlock,
  sseResponse,
} from './testing/chat-fixtures';
import { CHAT_REQUEST_TIMEOUT_MS, useChat } from './use-chat';

const fetchMock = vi.fn<typeof fetch>();

const renderChat = (subtopic = 'Ekonomisk prövning') => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChat({ category: 'BAB-handläggare', subtopic }), { wrapper });
};

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

/** Lets the client rate limit pass: the last message was long ago. */
const forgetRateLimit = () => window.localStorage.clear();

const lastToast = () => getToasts().at(-1);

describe('useChat', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds the question, streams the answer, then keeps it with its sources and validation', async () => {
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderChat();

    act(() => {
      expect(result.current.submit('  Räknas  makens inkomst?  ')).toEqual({ ok: true });
    });
    expect(result.current.messages).toMatchObject([{ type: 'user', content: 'Räknas makens inkomst?' }]);
    expect(result.current.pending).toMatchObject({ step: 'searching', text: '' });
    expect(sentBody(0)).toEqual({
      userQuestion: 'Räknas makens inkomst?',
      category: 'BAB-handläggare',
      subtopic: 'Ekonomisk prövning',
      requestDetailed: false,
      conversationHistory: [],
    });

    act(() => stream.send('delta', { text: '**Kort svar**\n' }));
    await waitFor(() =>
      expect(result.current.pending).toMatchObject({ step: 'formulating', text: '**Kort svar**\n' }),
    );

    const answer = answerFixture();
    act(() => stream.send('done', answer));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages[1]).toMatchObject({
      type: 'assistant',
      content: answer.answer,
      userQuestion: 'Räknas makens inkomst?',
      sources: answer.sources,
      validation: answer.validation,
      isDetailed: false,
    });
  });

  it('lets only the newest request change the conversation', async () => {
    const first = openSseResponse();
    const second = openSseResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { result } = renderChat();

    act(() => void result.current.submit('Första frågan om bidrag'));
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    forgetRateLimit();
    act(() => void result.current.submit('Andra frågan om bidrag'));
    expect(firstSignal?.aborted).toBe(true);
    expect(result.current.pending).toMatchObject({
      requestNumber: expect.any(Number),
      question: 'Andra frågan om bidrag',
    });

    // The older request's events are dropped even if they still arrive.
    act(() => {
      try {
        first.send('done', answerFixture({ answer: 'Gammalt svar' }));
      } catch {
        // The aborted stream may already be closed.
      }
    });
    act(() => second.send('done', answerFixture({ answer: 'Nytt svar' })));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages.map((message) => message.content)).toEqual([
      'Första frågan om bidrag',
      'Andra frågan om bidrag',
      'Nytt svar',
    ]);
  });

  it('ignores a late answer to an older request even when it was not aborted in time', async () => {
    let resolveFirst!: (response: Response) => void;
    fetchMock
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(answerStream(answerFixture({ answer: 'Nytt svar' })));
    const { result } = renderChat();

    act(() => void result.current.submit('Första frågan om bidrag'));
    forgetRateLimit();
    act(() => void result.current.submit('Andra frågan om bidrag'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => resolveFirst(answerStream(answerFixture({ answer: 'Gammalt svar' }))));

    expect(result.current.messages.map((message) => message.content)).not.toContain('Gammalt svar');
    expect(result.current.messages.at(-1)?.content).toBe('Nytt svar');
  });

  it('sends the last 6 messages as history, each cut to 800 characters', async () => {
    fetchMock.mockImplementation(async () => answerStream(answerFixture({ answer: 'x'.repeat(900) })));
    const { result } = renderChat();
    for (const question of ['Fråga ett', 'Fråga två', 'Fråga tre', 'Fråga fyra', 'Fråga fem']) {
      forgetRateLimit();
      act(() => void result.current.submit(question));
      await waitFor(() => expect(result.current.loading).toBe(false));
    }
    // Before the fifth question the conversation had 8 messages; the last 6 go along.
    const history = sentBody(4).conversationHistory as { role: string; content: string }[];
    expect(history.map((item) => item.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(history[0]).toEqual({ role: 'user', content: 'Fråga två' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'x'.repeat(800) });
  });

  it('stops silently: no message, no toast', async () => {
    fetchMock.mockResolvedValue(openSseResponse().response);
    const toastsBefore = getToasts().length;
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    act(() => result.current.stop());
    expect(signal?.aborted).toBe(true);
    expect(result.current.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.messages).toHaveLength(1);
    expect(getToasts()).toHaveLength(toastsBefore);
  });

  it('refuses an invalid message with a destructive toast and sends nothing', () => {
    const { result } = renderChat();
    let outcome: unknown;
    act(() => {
      outcome = result.current.submit('<b>hej</b> på dig');
    });
    expect(outcome).toEqual({ ok: false, message: 'Meddelandet får inte innehålla HTML-taggar' });
    expect(lastToast()).toMatchObject({
      title: 'Kunde inte skicka meddelandet',
      description: 'Meddelandet får inte innehålla HTML-taggar',
      variant: 'destructive',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.messages).toHaveLength(0);
  });

  it('holds back a second message within 3 seconds', async () => {
    fetchMock.mockImplementation(async () => answerStream());
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    let outcome: unknown;
    act(() => {
      outcome = result.current.submit('Och vem beslutar?');
    });
    expect(outcome).toEqual({ ok: false, message: 'Vänta några sekunder mellan meddelanden.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('moves the step text on only when the server says so, and never back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
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

  it('follows the server for a detailed answer too, and keeps the conversation as history', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderChat();
    const earlier: AssistantChatMessage = {
      ...({} as AssistantChatMessage),
      id: 'a1',
      type: 'assistant',
      content: 'Kort svar',
      timestamp: 0,
      userQuestion: 'Vem kan söka bidrag?',
      sources: [],
      isDetailed: false,
      validation: null,
      abstained: false,
    };
    act(() => result.current.requestDetailed(earlier));
    expect(sentBody(0)).toMatchObject({ userQuestion: 'Vem kan söka bidrag?', requestDetailed: true });
    expect(result.current.messages).toHaveLength(0);
    expect(result.current.pending).toMatchObject({ detailed: true, step: 'searching' });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(result.current.pending?.step).toBe('searching');
    act(() => stream.send('status', { step: 'analyzing' }));
    await vi.waitFor(() => expect(result.current.pending?.step).toBe('analyzing'));
    act(() => stream.send('delta', { text: 'Utförligt' }));
    await vi.waitFor(() =>
      expect(result.current.pending).toMatchObject({ step: 'formulating', text: 'Utförligt' }),
    );
  });

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

  it('shows a network failure as an assistant message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
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
});

describe('useChat security incidents', () => {
  beforeEach(() => {
    clearSecurityMonitor();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts a refused message by its rule, and markup, script and SQL as suspicious too', () => {
    const { result } = renderChat();
    act(() => {
      result.current.submit('ab');
      result.current.submit('<b>hej</b> på dig');
      result.current.submit('Visa javascript:alert(1) nu');
      result.current.submit("Sök namn' OR 1=1 i registret");
      result.current.submit('Mejla anna.svensson@kommun.se om bidraget');
    });

    expect(getSecurityCounters()).toMatchObject({ inputValidationFailures: 5, suspiciousRequests: 3 });
    expect(readSecurityIncidentLog().map(({ type, detail }) => `${type} ${detail}`)).toEqual([
      'inputValidationFailure chat-input:tooShort',
      'inputValidationFailure chat-input:html',
      'suspiciousRequest chat-input:html',
      'inputValidationFailure chat-input:script',
      'suspiciousRequest chat-input:script',
      'inputValidationFailure chat-input:code',
      'suspiciousRequest chat-input:code',
      'inputValidationFailure chat-input:personalData',
    ]);
    const stored = window.localStorage.getItem(securityIncidentLogKey()) ?? '';
    expect(stored).not.toMatch(/hej|alert|registret|anna\.svensson/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts messages and detailed requests the client rate limit holds back', async () => {
    fetchMock.mockImplementation(async () => answerStream());
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => {
      result.current.submit('Och vem beslutar?');
      result.current.requestDetailed(result.current.messages[1] as AssistantChatMessage);
    });

    expect(getSecurityCounters().rateLimitViolations).toBe(2);
    expect(readSecurityIncidentLog().map((entry) => entry.detail)).toEqual(['chat', 'chat']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts the server refusing the chat request with 429 or 401', async () => {
    fetchMock
      .mockImplementationOnce(async () => jsonResponse(429, { code: 'rate_limited', message: 'x' }))
      .mockImplementationOnce(async () => jsonResponse(401, { code: 'unauthorized', message: 'x' }));
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    window.localStorage.removeItem(chatRateLimitKey());
    act(() => void result.current.submit('Och vem beslutar?'));
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect(getSecurityCounters()).toMatchObject({ rateLimitViolations: 1, authenticationFailures: 1 });
    expect(readSecurityIncidentLog().map((entry) => entry.detail)).toEqual(['http-429', 'http-401']);
  });
});
