import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';
import {
  clearSecurityMonitor,
  getSecurityCounters,
  readSecurityIncidentLog,
  securityIncidentLogKey,
} from '@/lib/security-monitor';
import { getToasts } from '@/lib/toast';
import { answerFixture, answerStream, jsonResponse, openSseResponse } from '../testing/chat-fixtures';
import { installFetchMock, sentBody } from '../testing/fetch-mock';
import { forgetRateLimit, renderChat } from '../testing/render-chat';
import { chatRateLimitKey } from './chat-rate-limit';

const fetchMock = installFetchMock();

const lastToast = () => getToasts().at(-1);

describe('useChat', () => {
  it('adds the question, streams the answer, then keeps it with its sources and validation', async () => {
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderChat();

    act(() => {
      expect(result.current.submit('  Räknas  makens inkomst?  ')).toEqual({ ok: true });
    });
    expect(result.current.messages).toMatchObject([{ type: 'user', content: 'Räknas makens inkomst?' }]);
    expect(result.current.pending).toMatchObject({ step: 'searching', text: '' });
    expect(sentBody(fetchMock, 0)).toEqual({
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
    expect(result.current.messages.map((message) => message.type !== 'stopped' && message.content)).toEqual([
      'Första frågan om bidrag',
      'Andra frågan om bidrag',
      'Nytt svar',
    ]);
  });

  it('reads the profile (its count of answered questions) again after an answer, not after a failure', async () => {
    fetchMock.mockImplementation(async () => answerStream());
    const { result, queryClient } = renderChat();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_QUERY_KEY });

    invalidate.mockClear();
    forgetRateLimit();
    fetchMock.mockImplementation(async () => jsonResponse(500, { code: 'internal', message: 'Fel' }));
    act(() => void result.current.submit('Vem kan söka bidrag för en ramp?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(invalidate).not.toHaveBeenCalled();
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
    const history = sentBody(fetchMock, 4).conversationHistory as { role: string; content: string }[];
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

  it('stops with a note where the answer was and gives the question back, without a toast', async () => {
    fetchMock.mockResolvedValue(openSseResponse().response);
    const toastsBefore = getToasts().length;
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan  söka bidrag?'));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    let question: string | null = null;
    act(() => {
      question = result.current.stop();
    });
    expect(signal?.aborted).toBe(true);
    expect(result.current.loading).toBe(false);
    expect(question).toBe('Vem kan söka bidrag?');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.messages.map((message) => message.type)).toEqual(['user', 'stopped']);
    expect(getToasts()).toHaveLength(toastsBefore);
    // Nothing is in flight: stopping again changes nothing.
    act(() => {
      question = result.current.stop();
    });
    expect(question).toBeNull();
    expect(result.current.messages).toHaveLength(2);
  });

  it('leaves a stopped question and its note out of the history', async () => {
    fetchMock.mockResolvedValueOnce(openSseResponse().response);
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    act(() => void result.current.stop());
    forgetRateLimit();
    fetchMock.mockImplementation(async () => answerStream());
    act(() => void result.current.submit('Vem kan söka bidrag för en ramp?'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(sentBody(fetchMock, 1).conversationHistory).toEqual([]);
  });

  it('clears the conversation and drops the answer in flight', async () => {
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const { result } = renderChat();
    act(() => void result.current.submit('Vem kan söka bidrag?'));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    act(() => result.current.clear());
    expect(signal?.aborted).toBe(true);
    expect(result.current.messages).toEqual([]);
    expect(result.current.pending).toBeNull();
    act(() => {
      try {
        stream.send('done', answerFixture());
      } catch {
        // The aborted stream may already be closed.
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.messages).toEqual([]);
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
    expect(sentBody(fetchMock, 0)).toMatchObject({
      userQuestion: 'Vem kan söka bidrag?',
      requestDetailed: true,
    });
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
});

describe('useChat security incidents', () => {
  beforeEach(() => {
    clearSecurityMonitor();
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
