import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONNECTOR_FIXTURES,
  type FakeSourceServer,
  readFixture,
  startFakeSourceServer,
} from '../fixtures/connectors/fake-source-server';

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  // Riksdagen serves text and HTML as UTF-8 without naming a charset.
  text: 'text/plain',
  html: 'text/html',
};

const fixture = (folder: string, name: string) => {
  const extension = name.split('.').at(-1) ?? '';
  const contentType = CONTENT_TYPES[extension];
  if (!/^[A-Za-z0-9-]+\.(json|text|html)$/.test(name) || !contentType) {
    return null;
  }
  const file = join('riksdagen', folder, name);
  return existsSync(join(CONNECTOR_FIXTURES, file)) ? { body: readFixture(file), contentType } : null;
};

/**
 * Riksdagen's open data API (sources-and-apis §2) on loopback: `/dokumentstatus/<dok_id>.json`,
 * `/dokument/<dok_id>.(text|html)` and a `/dokumentlista/` search that knows prop. 2017/18:80.
 */
export const startFakeRiksdagen = (): Promise<FakeSourceServer> =>
  startFakeSourceServer({
    route: (url) => {
      const status = /^\/dokumentstatus\/([^/]+)$/.exec(url.pathname);
      if (status?.[1]) {
        return fixture('dokumentstatus', status[1]);
      }
      const document = /^\/dokument\/([^/]+)$/.exec(url.pathname);
      if (document?.[1]) {
        return fixture('dokument', document[1]);
      }
      if (url.pathname === '/dokumentlista/') {
        const q = url.searchParams;
        if (q.get('doktyp') === 'prop' && q.get('rm') === '2017/18' && q.get('nr') === '80') {
          return {
            body: readFixture('riksdagen', 'dokumentlista', 'prop-2017-18-80.json'),
            contentType: CONTENT_TYPES.json ?? '',
          };
        }
        return {
          body: JSON.stringify({
            dokumentlista: { '@traffar': '0', '@sida': '1', '@sidor': '0', dokument: null },
          }),
          contentType: CONTENT_TYPES.json ?? '',
        };
      }
      return null;
    },
  });
