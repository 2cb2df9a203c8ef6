import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { ChunkLoadError } from './chunk-load-error';
import { classifyError } from './classify-error';
import {
  clearErrorLog,
  ERROR_LOG_STORAGE_KEY,
  getErrorLog,
  logError,
  readStoredErrorLog,
  setErrorLogUserId,
} from './error-log';
import { dismissToast, getToasts } from './toast';

const clearToasts = () => {
  for (const item of getToasts()) {
    dismissToast(item.id);
  }
};

describe('classifyError', () => {
  it.each([
    ['fetch failure in Chrome', new TypeError('Failed to fetch'), 'network'],
    ['fetch failure in Firefox', new TypeError('NetworkError when attempting to fetch resource.'), 'network'],
    ['fetch failure in Safari', new TypeError('Load failed'), 'network'],
    [
      'unauthorized',
      new ApiRequestError({ status: 401, code: 'unauthorized', message: 'x' }),
      'authentication',
    ],
    ['forbidden', new ApiRequestError({ status: 403, code: 'forbidden', message: 'x' }), 'permission'],
    ['validation', new ApiRequestError({ status: 400, code: 'validation', message: 'x' }), 'validation'],
    ['rate_limited', new ApiRequestError({ status: 429, code: 'rate_limited', message: 'x' }), 'rate_limit'],
    ['internal', new ApiRequestError({ status: 500, code: 'internal', message: 'x' }), 'server_error'],
    [
      'service_unavailable',
      new ApiRequestError({ status: 503, code: 'service_unavailable', message: 'x' }),
      'server_error',
    ],
    ['a 502 without a code', new ApiRequestError({ status: 502, message: 'x' }), 'server_error'],
    ['a plain API error body', { code: 'forbidden', message: 'Nej' }, 'permission'],
    [
      'a programming error',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'client_error',
    ],
    ['a failed page chunk', new ChunkLoadError(new Error('boom')), 'client_error'],
    ['a thrown string', 'oops', 'unknown'],
    ['undefined', undefined, 'unknown'],
  ])('maps %s', (_label, error, category) => {
    expect(classifyError(error)).toBe(category);
  });
});

describe('logError', () => {
  beforeEach(() => {
    clearErrorLog();
    clearToasts();
    setErrorLogUserId(null);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('records a complete entry with the category user message', () => {
    setErrorLogUserId('user-123');
    window.history.replaceState(null, '', '/update-password?access_token=secret#x');

    const entry = logError(new TypeError('Failed to fetch'), { context: { source: 'test' } });

    expect(entry).toMatchObject({
      message: 'Failed to fetch',
      category: 'network',
      severity: 'high',
      userMessage: 'Nätverksfel. Kontrollera din internetanslutning och försök igen.',
      context: { source: 'test' },
      userId: 'user-123',
      userAgent: navigator.userAgent,
      url: `${window.location.origin}/update-password`,
    });
    expect(entry.sessionId).toMatch(/^S-/);
    expect(Number.isNaN(Date.parse(entry.timestamp))).toBe(false);
    window.history.replaceState(null, '', '/');
  });

  it('uses the spec texts for every category', () => {
    const texts = [
      [
        new ApiRequestError({ status: 401, code: 'unauthorized', message: 'x' }),
        'Du behöver logga in igen för att fortsätta.',
      ],
      [
        new ApiRequestError({ status: 403, code: 'forbidden', message: 'x' }),
        'Du har inte behörighet för denna åtgärd.',
      ],
      [
        new ApiRequestError({ status: 400, code: 'validation', message: 'x' }),
        'Ogiltiga data. Kontrollera din inmatning och försök igen.',
      ],
      [
        new ApiRequestError({ status: 429, code: 'rate_limited', message: 'x' }),
        'För många förfrågningar. Vänta en stund och försök igen.',
      ],
      [
        new ApiRequestError({ status: 500, code: 'internal', message: 'x' }),
        'Serverfel. Vi arbetar på att lösa problemet.',
      ],
      [new Error('bug'), 'Ett tekniskt fel uppstod. Försök ladda om sidan.'],
      ['oops', 'Ett oväntat fel uppstod. Försök igen senare.'],
    ] as const;
    for (const [error, userMessage] of texts) {
      expect(logError(error).userMessage).toBe(userMessage);
    }
  });

  it('removes e-mail addresses and personal identity numbers from messages', () => {
    const entry = logError(new Error('Ingen användare anna.svensson@kommun.se med 19800101-1234'));
    expect(entry.message).toBe('Ingen användare [e-post] med [personnummer]');
  });

  it('keeps the latest 100 entries in memory and the latest 10 in localStorage', () => {
    for (let index = 1; index <= 105; index++) {
      logError(new Error(`fel ${index}`), { notify: false });
    }

    const entries = getErrorLog();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.message).toBe('fel 6');
    expect(entries[99]?.message).toBe('fel 105');

    const stored = readStoredErrorLog();
    expect(stored.map((entry) => entry.message)).toEqual(
      Array.from({ length: 10 }, (_, index) => `fel ${96 + index}`),
    );
    expect(JSON.parse(window.localStorage.getItem(ERROR_LOG_STORAGE_KEY) ?? '[]')).toHaveLength(10);
  });

  it('never throws when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(() => logError(new Error('fel'))).not.toThrow();
    expect(getErrorLog()).toHaveLength(1);
  });

  it('shows no toast for low severity', () => {
    logError(new ApiRequestError({ status: 400, code: 'validation', message: 'x' }));
    expect(getToasts()).toHaveLength(0);
  });

  it('shows a destructive 5 s toast for high severity and an 8 s toast for critical', () => {
    logError(new ApiRequestError({ status: 500, code: 'internal', message: 'x' }));
    logError(new Error('krasch'), { severity: 'critical' });

    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Fel',
        description: 'Serverfel. Vi arbetar på att lösa problemet.',
        variant: 'destructive',
        duration: 5000,
      }),
      expect.objectContaining({ variant: 'destructive', duration: 8000 }),
    ]);
  });

  it('shows a default-style toast for medium severity and none when told not to notify', () => {
    logError(new ApiRequestError({ status: 403, code: 'forbidden', message: 'x' }));
    logError(new Error('visas på felsidan'), { notify: false });

    expect(getToasts()).toEqual([
      expect.objectContaining({
        description: 'Du har inte behörighet för denna åtgärd.',
        variant: 'default',
      }),
    ]);
  });
});
