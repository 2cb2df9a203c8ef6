import { INFO_CHAT_TEXTS } from '@app/common';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/features/chat/testing/chat-fixtures';
import { installFetchMock, sentBody } from '@/features/chat/testing/fetch-mock';
import { getToasts } from '@/lib/toast';
import { useInfoChat } from './use-info-chat';

const fetchMock = installFetchMock();

const ask = async (question: string) => {
  const hook = renderHook(() => useInfoChat());
  act(() => void hook.result.current.send(question));
  await waitFor(() => expect(hook.result.current.busy).toBe(false));
  return hook;
};

describe('useInfoChat', () => {
  it('shows the reply with its sources, and expands it with a detailed follow-up below', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        reply: '**Priser**\nKort svar.',
        canExpand: true,
        sources: [{ title: 'Priser', path: '/pris' }],
      }),
    );
    const { result } = await ask('Vad kostar det?');
    expect(result.current.messages).toMatchObject([
      { type: 'user', content: 'Vad kostar det?' },
      { type: 'assistant', content: '**Priser**\nKort svar.', canExpand: true, sources: [{ path: '/pris' }] },
    ]);
    expect(sentBody(fetchMock, 0)).toEqual({ message: 'Vad kostar det?', detailed: false, history: [] });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { reply: 'Ett längre svar.', canExpand: false }));
    const shortReply = result.current.messages[1]?.id ?? '';
    act(() => result.current.expand(shortReply));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.messages.map((m) => [m.type, m.content, m.canExpand])).toEqual([
      ['user', 'Vad kostar det?', false],
      ['assistant', '**Priser**\nKort svar.', false],
      ['assistant', 'Ett längre svar.', false],
    ]);
    // The visitor's own question as context, never the bot's reply.
    expect(sentBody(fetchMock, 1)).toEqual({
      message: 'Vad kostar det?',
      detailed: true,
      history: [{ role: 'user', content: 'Vad kostar det?' }],
    });
  });

  it.each([
    [
      'a server error',
      () => jsonResponse(500, { code: 'internal', message: 'Serverfel.' }),
      INFO_CHAT_TEXTS.serviceError,
    ],
    [
      'a rate limit',
      () => jsonResponse(429, { code: 'rate_limited', message: 'För många förfrågningar.' }),
      'För många förfrågningar.',
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      INFO_CHAT_TEXTS.unexpectedError,
    ],
    ['an empty reply', () => jsonResponse(200, { reply: ' ', canExpand: true }), INFO_CHAT_TEXTS.emptyReply],
  ])('shows %s with the spec’s text', async (_, response, text) => {
    fetchMock.mockImplementationOnce(async () => response());
    const { result } = await ask('Vad kostar det?');
    expect(result.current.messages[1]).toMatchObject({ content: text, canExpand: false, loading: false });
  });

  it('refuses invalid input with a toast and sends nothing', () => {
    const { result } = renderHook(() => useInfoChat());
    let sent = true;
    act(() => {
      sent = result.current.send('Mejla anna@kommun.se');
    });
    expect(sent).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToasts().at(-1)).toMatchObject({
      title: INFO_CHAT_TEXTS.validationToast,
      variant: 'destructive',
    });
  });
});
