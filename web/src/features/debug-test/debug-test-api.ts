import { type DebugTestRequest, parseSseText, readApiError } from '@app/common';
import { appConfig } from '@/lib/app-config';
import { recordRejectedResponse } from '@/lib/security-monitor';

export const DEBUG_TEST_PATH = '/api/admin/debug-test';

/** Spec 2 §8: shown when a failure carries no message of its own. */
export const UNKNOWN_ERROR = 'Unknown error';
/** Spec 2 §2: shown when the final payload holds no text. */
export const NO_TEXT_FOUND = 'no text found';

/** Where the spec's medical-chat response may carry its text, in the order they are tried. */
const TEXT_FIELDS = ['response', 'text', 'answer', 'message', 'generatedText', 'content'] as const;

/** What the server sent: its status and the body exactly as received. */
export type DebugRun = { status: number; raw: string };

export type DebugAnalysis = {
  error: string | null;
  /** The text of the final payload, or null when it has none. */
  text: string | null;
  structure: { type: string; keys: string[] };
};

/**
 * Asks the admin debug route one question and reads the answer stream as it comes: `onRaw` gets
 * the body received so far after every piece. Rejects only when the request itself fails.
 */
export const runDebugTest = async (
  question: string,
  { signal, onRaw }: { signal: AbortSignal; onRaw: (raw: string) => void },
): Promise<DebugRun> => {
  // The first loaded area's role, which the server offers (the page the server sent names it).
  const body: DebugTestRequest = { userQuestion: question, category: appConfig.areas[0]?.role ?? '' };
  const response = await fetch(DEBUG_TEST_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    recordRejectedResponse(response.status);
  }
  let raw = '';
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      raw += decoder.decode(value, { stream: !done });
      onRaw(raw);
      if (done) {
        break;
      }
    }
  }
  return { status: response.status, raw };
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const messageOf = (payload: unknown): string =>
  (isRecord(payload) && typeof payload.message === 'string' && payload.message) || UNKNOWN_ERROR;

/**
 * The final payload of a run (the last event's data, or the JSON of a refused request), its text
 * and its shape. An `error` event, a refusal or a stream without events is the error shown.
 */
export const analyzeDebugRun = ({ status, raw }: DebugRun): DebugAnalysis => {
  let payload: unknown = null;
  let error: string | null = null;
  if (status < 200 || status >= 300) {
    payload = parseJson(raw);
    error = readApiError(payload)?.message ?? UNKNOWN_ERROR;
  } else {
    const last = parseSseText(raw).at(-1);
    payload = last ? parseJson(last.data) : null;
    if (!last || last.event === 'error') {
      error = messageOf(payload);
    }
  }
  const field = isRecord(payload)
    ? TEXT_FIELDS.map((name) => payload[name]).find((value) => typeof value === 'string' && value !== '')
    : undefined;
  return {
    error,
    text: typeof field === 'string' ? field : null,
    structure: { type: typeOf(payload), keys: isRecord(payload) ? Object.keys(payload) : [] },
  };
};
