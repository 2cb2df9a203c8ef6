import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { CHAT_ERROR_TEXT, describeChatError, TIMEOUT_ERROR_NAME } from './chat-errors';
import { ChatStreamError, ServerUnreachableError } from './chat-stream';

const normal = { detailed: false };
const detailed = { detailed: true };

describe('describeChatError', () => {
  it('is silent for an abort', () => {
    expect(describeChatError(new DOMException('Aborted', 'AbortError'), normal)).toEqual({ kind: 'silent' });
    expect(describeChatError(new DOMException('Aborted', 'AbortError'), detailed)).toEqual({
      kind: 'silent',
    });
  });

  it('maps a timeout, the network and the unknown to the spec texts', () => {
    const timeout = new DOMException('slow', TIMEOUT_ERROR_NAME);
    expect(describeChatError(timeout, normal)).toEqual({
      kind: 'message',
      title: 'Fel uppstod',
      text: CHAT_ERROR_TEXT.timeout,
    });
    expect(describeChatError(timeout, detailed)).toEqual({
      kind: 'toast',
      title: 'Fel uppstod',
      description: CHAT_ERROR_TEXT.detailedTimeout,
    });
    const unreachable = new ServerUnreachableError(new TypeError('Failed to fetch'));
    expect(describeChatError(unreachable, normal)).toEqual({
      kind: 'message',
      title: 'Fel uppstod',
      text: 'Ett oväntat fel uppstod vid kommunikation med servern. Kontrollera din internetanslutning och försök igen.',
    });
    expect(describeChatError(unreachable, detailed)).toMatchObject({
      description: CHAT_ERROR_TEXT.detailedNetwork,
    });
    // The connection broke while the answer streamed in.
    expect(describeChatError(new TypeError('network error'), normal)).toMatchObject({
      text: CHAT_ERROR_TEXT.network,
    });
    expect(describeChatError(new TypeError('Failed to fetch'), detailed)).toMatchObject({
      description: CHAT_ERROR_TEXT.detailedNetwork,
    });
    expect(describeChatError(new Error('?'), normal)).toMatchObject({ text: CHAT_ERROR_TEXT.generic });
  });

  it("replaces a 'no relevant information' message with the spec's advice", () => {
    expect(
      describeChatError(new ChatStreamError('internal', 'Ingen relevant information hittades'), normal),
    ).toMatchObject({
      text: CHAT_ERROR_TEXT.noRelevantInformation,
    });
  });

  it('asks to sign in, to subscribe or to accept the terms with a toast', () => {
    expect(
      describeChatError(new ApiRequestError({ status: 401, code: 'unauthorized', message: 'x' }), normal),
    ).toMatchObject({
      kind: 'toast',
      title: 'Inloggning krävs',
      description: 'Du måste logga in först för att använda chatten.',
    });
    expect(
      describeChatError(
        new ApiRequestError({ status: 403, code: 'subscription_required', message: 'x' }),
        normal,
      ),
    ).toMatchObject({ kind: 'toast', title: 'Prenumeration krävs', refresh: 'subscription' });
    expect(
      describeChatError(
        new ApiRequestError({ status: 403, code: 'forbidden', message: 'Godkänn villkoren.' }),
        normal,
      ),
    ).toMatchObject({ kind: 'toast', description: 'Godkänn villkoren.', refresh: 'profile' });
  });
});
