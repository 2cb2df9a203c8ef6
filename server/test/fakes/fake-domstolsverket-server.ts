import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONNECTOR_FIXTURES,
  type FakeSourceServer,
  readFixture,
  startFakeSourceServer,
} from '../fixtures/connectors/fake-source-server';

const JSON_TYPE = 'application/json';

/**
 * Domstolsverket's PUH API v1 (sources-and-apis §3) on loopback under `/api/v1`:
 * `GET /publiceringar?page=N&pagesize=S` answers fixture page N (an array; `[]` past the last page,
 * pagesize ignored like the real filters); `GET /publiceringar/<id>` answers 200 with an empty body
 * for an unknown id, as the real API does.
 */
export const startFakeDomstolsverket = (): Promise<FakeSourceServer> =>
  startFakeSourceServer({
    basePath: '/api/v1',
    route: (url) => {
      if (url.pathname === '/api/v1/publiceringar') {
        const page = url.searchParams.get('page') ?? '0';
        if (!/^\d+$/.test(page)) {
          return { status: 400, body: '{"message":"bad page"}', contentType: JSON_TYPE };
        }
        const file = join('domstolsverket', `publiceringar-page-${page}.json`);
        const body = existsSync(join(CONNECTOR_FIXTURES, file)) ? readFixture(file) : '[]';
        return { body, contentType: JSON_TYPE };
      }
      if (url.pathname.startsWith('/api/v1/publiceringar/')) {
        return { body: '', contentType: JSON_TYPE };
      }
      return null;
    },
  });
