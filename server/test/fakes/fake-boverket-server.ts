import {
  type FakeSourceServer,
  readFixture,
  startFakeSourceServer,
} from '../fixtures/connectors/fake-source-server';

/** Page paths of the fake handbook and their fixture files (sources-and-apis §4 lists the real paths). */
export const BOVERKET_PAGES: Record<string, string> = {
  '/sv/babhandboken/': 'babhandboken.html',
  '/sv/babhandboken/bostadsanpassningsbidrag/villkor-for-bostadsanpassningsbidrag/nodvandiga-atgarder/':
    'nodvandiga-atgarder.html',
  '/sv/babhandboken/bostadsanpassningsbidrag/handlaggning/guide-for-handlaggning/skalig-kostnad/':
    'skalig-kostnad.html',
};

/** Boverket's BAB handbook pages (HTML, no API) on loopback; a path with or without its final '/' is the same page. */
export const startFakeBoverket = (): Promise<FakeSourceServer> =>
  startFakeSourceServer({
    route: (url) => {
      const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
      const file = BOVERKET_PAGES[path];
      return file ? { body: readFixture('boverket', file), contentType: 'text/html; charset=utf-8' } : null;
    },
  });
