import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { handleError } from './error-handler';
import { requestContext } from './request-context';

const appThrowing = (error: unknown) => {
  const app = new Hono<AppEnv>();
  app.use('*', requestId(), requestContext(createLogger('silent')));
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
};

describe('handleError', () => {
  it('hides the details of unexpected errors behind a generic 500', async () => {
    const res = await appThrowing(new Error('connection to 10.0.0.5 refused, password=hunter2')).request(
      '/boom',
    );
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      code: 'internal',
      message: 'Serverfel. Vi arbetar på att lösa problemet.',
      requestId: res.headers.get('x-request-id'),
    });
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('passes an AppError through with its status, code and Swedish message', async () => {
    const res = await appThrowing(new AppError('forbidden')).request('/boom');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'forbidden',
      message: 'Du har inte behörighet för denna åtgärd.',
    });
  });

  it('turns a ZodError into a validation error listing the fields', async () => {
    const parsed = z.object({ email: z.email('Ange en giltig e-postadress') }).safeParse({ email: 'x' });
    const res = await appThrowing(parsed.error).request('/boom');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation',
      issues: [{ path: 'email', message: 'Ange en giltig e-postadress' }],
    });
  });

  it('never leaks the message of a 5xx AppError built with internal detail', async () => {
    const res = await appThrowing(new AppError('service_unavailable', 'pool exhausted at db-1')).request(
      '/boom',
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
    );
  });
});
