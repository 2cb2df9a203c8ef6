import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONNECTOR_FIXTURES,
  type FakeSourceServer,
  readFixture,
  startFakeSourceServer,
} from '../fixtures/connectors/fake-source-server';

const JSON_TYPE = 'application/json';
/** publiceringar-page-0.json and -1.json. */
const NUMBERED_PAGES = 2;

/** A Kammarrätten i Stockholm ruling on the BAB law whose whole text is only in a PDF attachment. */
export const KAMMARRATT_PAGE = join('domstolsverket', 'kammarratten-i-stockholm.json');
/** Its attachment id and the PDF served for it: a small hand-written PDF 1.4 (Helvetica, WinAnsi). */
export const KAMMARRATT_PDF_ID = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e05';
const KAMMARRATT_PDF = join('domstolsverket', 'kammarratten-dom.pdf');

/**
 * Domstolsverket's PUH API v1 (sources-and-apis §3) on loopback under `/api/v1`:
 * `GET /publiceringar?page=N&pagesize=S` answers fixture page N (an array; `[]` past the last page,
 * pagesize ignored like the real filters); `GET /publiceringar/<id>` answers 200 with an empty body
 * for an unknown id, as the real API does; `GET /bilagor/<id>` answers the PDF fixture.
 * `extraPages` are fixture files served as the pages
 * after the numbered fixture pages (e.g. KAMMARRATT_PAGE).
 */
export const startFakeDomstolsverket = (options: { extraPages?: string[] } = {}): Promise<FakeSourceServer> =>
  startFakeSourceServer({
    basePath: '/api/v1',
    route: (url) => {
      if (url.pathname === '/api/v1/publiceringar') {
        const page = url.searchParams.get('page') ?? '0';
        if (!/^\d+$/.test(page)) {
          return { status: 400, body: '{"message":"bad page"}', contentType: JSON_TYPE };
        }
        const file = join('domstolsverket', `publiceringar-page-${page}.json`);
        if (existsSync(join(CONNECTOR_FIXTURES, file))) {
          return { body: readFixture(file), contentType: JSON_TYPE };
        }
        const extra = options.extraPages?.[Number(page) - NUMBERED_PAGES];
        return { body: extra ? readFixture(extra) : '[]', contentType: JSON_TYPE };
      }
      if (url.pathname === `/api/v1/bilagor/${KAMMARRATT_PDF_ID}`) {
        return {
          body: readFileSync(join(CONNECTOR_FIXTURES, KAMMARRATT_PDF)),
          contentType: 'application/pdf',
        };
      }
      if (url.pathname.startsWith('/api/v1/publiceringar/')) {
        return { body: '', contentType: JSON_TYPE };
      }
      return null;
    },
  });
