import { describe, expect, it } from 'vitest';
import { readApiError } from './errors';

describe('readApiError', () => {
  it('reads the API error shape and keeps only its fields', () => {
    expect(readApiError({ code: 'rate_limited', message: 'Vänta', requestId: 'r-1', extra: 1 })).toEqual({
      code: 'rate_limited',
      message: 'Vänta',
      requestId: 'r-1',
    });
    expect(
      readApiError({
        code: 'validation',
        message: 'Fel',
        issues: [{ path: 'email', message: 'Ogiltig', x: 2 }],
      }),
    ).toEqual({ code: 'validation', message: 'Fel', issues: [{ path: 'email', message: 'Ogiltig' }] });
  });

  it('refuses every other shape', () => {
    for (const body of [
      undefined,
      null,
      'internal',
      [],
      { message: 'ingen kod' },
      { code: 'teapot', message: 'okänd kod' },
      { code: 'internal' },
      { code: 'internal', message: 5 },
      { code: 'internal', message: 'x', requestId: 7 },
      { code: 'internal', message: 'x', issues: 'många' },
      { code: 'internal', message: 'x', issues: [{ path: 'a' }] },
    ]) {
      expect(readApiError(body)).toBeUndefined();
    }
  });
});
