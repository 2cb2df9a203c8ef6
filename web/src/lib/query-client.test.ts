import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { clearErrorLog, getErrorLog } from './error-log';
import { createQueryClient } from './query-client';
import { dismissToast, getToasts } from './toast';

const notFound = () => new ApiRequestError({ status: 404, code: 'not_found', message: 'Hittades inte.' });

const failingQuery = async (meta?: Record<string, unknown>) => {
  const client = createQueryClient();
  await client
    .fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(notFound()), retry: false, meta })
    .catch(() => undefined);
};

afterEach(() => {
  for (const item of getToasts()) {
    dismissToast(item.id);
  }
  clearErrorLog();
});

describe('createQueryClient', () => {
  it('logs a failed query and tells the user in a toast', async () => {
    await failingQuery();
    expect(getErrorLog()).toHaveLength(1);
    expect(getToasts()).toHaveLength(1);
  });

  it('logs without a toast when the page shows the error itself', async () => {
    await failingQuery({ errorShownByPage: true });
    expect(getErrorLog()).toHaveLength(1);
    expect(getToasts()).toEqual([]);
  });
});
