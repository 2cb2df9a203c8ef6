import {
  type ChatAnswer,
  type ChatStreamEvent,
  ChatStreamEventSchema,
  createSseParser,
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  type RawSseEvent,
  readApiError,
} from '@app/common';
import { ApiRequestError } from '@/lib/api';
import { recordRejectedResponse } from '@/lib/security-monitor';

export const CHAT_ANSWER_PATH = '/api/chat/answer';

export type ChatHistoryMessage = { role: 'user' | 'assistant'; content: string };

export type ChatAnswerRequest = {
  userQuestion: string;
  category: string;
  subtopic: string;
  requestDetailed?: boolean;
  conversationHistory?: ChatHistoryMessage[];
};

/** The stream said `error`, or ended without an answer. */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** The request got no response at all: the network, or the server, is out of reach. */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';

  constructor(cause: unknown) {
    super('No response from the server', { cause });
  }
}

/** The message of a stream that ended without an answer, or with one that does not parse. */
export const EMPTY_RESPONSE_MESSAGE = 'Tom respons från servern';

const KNOWN_EVENTS: ReadonlySet<string> = new Set<ChatStreamEvent['event']>([
  'status',
  'delta',
  'done',
  'error',
]);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A wire event as a typed chat event, its data checked with ChatStreamEventSchema. Unknown events,
 * and status or delta events that do not parse, are skipped (null). A `done` that does not parse is
 * an answer that never came (ChatStreamError 'empty'), and an `error` that does not parse is still
 * an error (ChatStreamError 'internal' without a message, shown as the generic text).
 */
export const toChatEvent = (raw: RawSseEvent): ChatStreamEvent | null => {
  if (!KNOWN_EVENTS.has(raw.event)) {
    return null;
  }
  const parsed = ChatStreamEventSchema.safeParse({ event: raw.event, data: parseJson(raw.data) });
  if (parsed.success) {
    return parsed.data;
  }
  if (raw.event === 'done') {
    throw new ChatStreamError('empty', EMPTY_RESPONSE_MESSAGE);
  }
  if (raw.event === 'error') {
    throw new ChatStreamError('internal', '');
  }
  return null;
};

const codeForStatus = (status: number): ErrorCode | undefined =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);

const toRequestError = async (response: Response): Promise<ApiRequestError> => {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const parsed = readApiError(body);
  if (parsed) {
    return new ApiRequestError({
      status: response.status,
      code: parsed.code,
      message: parsed.message,
    });
  }
  const code = codeForStatus(response.status);
  return new ApiRequestError({
    status: response.status,
    code,
    message: code ? ERROR_MESSAGES[code] : 'Ett oväntat fel uppstod. Försök igen senare.',
  });
};

/**
 * Asks for an answer and reads the server-sent events as they come: `onEvent` sees every status
 * and delta event; the promise resolves with the `done` answer. Rejects with ApiRequestError for an
 * error response before the stream, ServerUnreachableError when no response comes at all,
 * ChatStreamError for an `error` event or a stream that ends without an answer, and the fetch's
 * AbortError (or the abort reason) when `signal` aborts.
 */
export const streamChatAnswer = async (
  body: ChatAnswerRequest,
  { signal, onEvent }: { signal?: AbortSignal; onEvent?: (event: ChatStreamEvent) => void } = {},
): Promise<ChatAnswer> => {
  let response: Response;
  try {
    response = await fetch(CHAT_ANSWER_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // An abort (stop, timeout) keeps its own error.
    throw signal?.aborted ? error : new ServerUnreachableError(error);
  }
  if (!response.ok) {
    recordRejectedResponse(response.status);
    throw await toRequestError(response);
  }
  if (!response.body) {
    throw new ChatStreamError('empty', 'Ingen data mottagen från servern. Försök igen senare.');
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const abortReading = () => {
    void reader.cancel().catch(() => undefined);
  };
  signal?.addEventListener('abort', abortReading, { once: true });

  const handle = (raw: RawSseEvent): ChatAnswer | undefined => {
    const event = toChatEvent(raw);
    if (!event) {
      return undefined;
    }
    if (event.event === 'error') {
      throw new ChatStreamError(event.data.code, event.data.message);
    }
    if (event.event === 'done') {
      return event.data;
    }
    onEvent?.(event);
    return undefined;
  };

  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      const events = done
        ? parser.push(decoder.decode()).concat(parser.end())
        : parser.push(decoder.decode(value, { stream: true }));
      for (const raw of events) {
        const answer = handle(raw);
        if (answer) {
          return answer;
        }
      }
      if (done) {
        throw new ChatStreamError('empty', EMPTY_RESPONSE_MESSAGE);
      }
    }
  } finally {
    signal?.removeEventListener('abort', abortReading);
    if (!signal?.aborted) {
      void reader.cancel().catch(() => undefined);
    }
  }
};

/** True for the error an aborted fetch or read rejects with (the stop button, a newer request). */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
