import { HealthSchema } from '@app/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiGet, apiPost } from './api';
import { clearSecurityMonitor, getSecurityCounters, readSecurityIncidentLog } from './security-monitor';

const health = { status: 'ok', database: 'pglite', version: '0.1.0' };

const mockFetch = (status: number, body: string, contentType = 'application/json') => {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
};

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('parses a successful response with the schema', async () => {
    mockFetch(200, JSON.stringify(health));
    await expect(apiGet('/api/health', HealthSchema)).resolves.toEqual(health);
  });

  it('rejects a response that does not match the schema', async () => {
    mockFetch(200, JSON.stringify({ status: 'down' }));
    await expect(apiGet('/api/health', HealthSchema)).rejects.toThrow();
  });

  it('sends JSON bodies', async () => {
    const fetchMock = mockFetch(200, JSON.stringify(health));
    await apiPost('/api/health', { name: 'Ny' }, HealthSchema);

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Ny' }),
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("throws an ApiRequestError with the server's code and message", async () => {
    mockFetch(
      403,
      JSON.stringify({ code: 'forbidden', message: 'Du har inte behörighet för denna åtgärd.' }),
    );

    const error = await rejection(apiGet('/api/admin/users', HealthSchema));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Du har inte behörighet för denna åtgärd.',
    });
  });

  it('falls back to the status code when the error body is not our JSON', async () => {
    mockFetch(503, '<html>Bad gateway</html>', 'text/html');

    const error = await rejection(apiGet('/api/health', HealthSchema));
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
  });

  it('records a 401 as an authentication failure and a 429 as a rate-limit violation', async () => {
    clearSecurityMonitor();
    for (const status of [401, 429, 403]) {
      mockFetch(status, '');
      await rejection(apiGet('/api/account/profile', HealthSchema));
    }

    expect(getSecurityCounters()).toMatchObject({ authenticationFailures: 1, rateLimitViolations: 1 });
    expect(readSecurityIncidentLog().map((entry) => entry.detail)).toEqual(['http-401', 'http-429']);
  });
});
