import type { CorpusDocument } from '../../corpus/corpus-types';
import { storedState } from '../connector-repository';
import {
  type ConnectorDeps,
  type ConnectorSummary,
  emptySummary,
  errorMessage,
  isUnchanged,
  saveDocument,
  sha256,
} from '../connector-store';
import { parseBoverketPage } from './parse-boverket-page';

export const DEFAULT_MAX_PAGES = 400;

export type BoverketDeps = ConnectorDeps;

export type BoverketOptions = {
  /** Where the crawl starts; also the path prefix it stays under. Default: the first law area's guide. */
  rootPath?: string;
  /** Upper bound on pages fetched in one run. */
  maxPages?: number;
};

export type BoverketSummary = ConnectorSummary & {
  pages: number;
  /** Links to other hosts found on the pages; never fetched (SSRF guard). */
  skippedExternal: number;
};

const BINARY = /\.(pdf|docx?|xlsx?|pptx?|zip|jpe?g|png|gif|svg|mp4)$/i;

/** '/sv/handboken/bidrag/nodvandiga-atgarder/' → 'boverket-handboken-bidrag-nodvandiga-atgarder'. */
export const boverketKey = (path: string): string => {
  const slug = path
    .replace(/^\/sv\//, '/')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `boverket-${slug}`;
};

/** Same page whether or not the path ends in '/'. */
const pageKey = (url: URL): string => url.pathname.replace(/\/+$/, '') || '/';

export const buildBoverketDocument = (
  url: URL,
  page: ReturnType<typeof parseBoverketPage>,
  /** What the guide's page titles say after their own, in parentheses (the law area's pack). */
  titleSuffix: string,
): CorpusDocument | null => {
  if (page.chunks.length === 0 || page.title === '') {
    return null;
  }
  const path = pageKey(url);
  return {
    key: boverketKey(path),
    kind: 'guidance',
    sfsNumber: null,
    title: `${page.title} (${titleSuffix})`,
    sourceClass: 'core',
    versionStamp: page.reviewed ? `Granskad ${page.reviewed}` : null,
    ...(page.reviewed ? {} : { versionNote: 'Sidan anger inget granskningsdatum.' }),
    date: page.reviewed,
    sourceUrl: url.toString(),
    urls: {},
    fileName: `boverket${path}`,
    // The page's own text and review date, not its bytes: menus and scripts change without the text changing.
    contentHash: sha256(page.reviewed ?? '', '\n', page.text),
    chunks: page.chunks,
  };
};

/**
 * Crawls a law area's guide from its root, following only links on the same host under the root
 * path, and stores each page with text as a 'guidance' document (origin 'boverket'). Resumable:
 * an unchanged page (same text and review date) is skipped; a page whose requests keep failing is
 * listed in `failed` and the crawl goes on.
 */
export const fetchBoverket = async (
  deps: BoverketDeps,
  options: BoverketOptions = {},
): Promise<BoverketSummary> => {
  const summary: BoverketSummary = { ...emptySummary('boverket'), pages: 0, skippedExternal: 0 };
  const guide =
    deps.areas.guidance.find((candidate) => options.rootPath?.startsWith(candidate.rootPath)) ??
    deps.areas.guidance[0];
  if (!guide) {
    throw new Error('no law area names a guide to crawl (its pack has no guidance)');
  }
  const rootPath = options.rootPath ?? guide.rootPath;
  const root = deps.client.resolve(rootPath);
  const prefix = root.pathname.replace(/\/+$/, '');
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const queue: URL[] = [root];
  const seen = new Set<string>([pageKey(root)]);
  while (queue.length > 0 && summary.pages < maxPages) {
    if (deps.signal?.aborted) {
      break;
    }
    const url = queue.shift() as URL;
    const key = boverketKey(pageKey(url));
    try {
      const response = await deps.client.get(url.toString(), { accept: 'text/html' });
      summary.pages++;
      const page = parseBoverketPage(response.text);
      for (const href of page.links) {
        let link: URL;
        try {
          link = new URL(href, response.url);
        } catch {
          continue;
        }
        if (link.protocol !== 'http:' && link.protocol !== 'https:') {
          continue;
        }
        if (!deps.client.isAllowed(link)) {
          summary.skippedExternal++;
          continue;
        }
        link.hash = '';
        link.search = '';
        const linkKey = pageKey(link);
        if (
          (linkKey === prefix || linkKey.startsWith(`${prefix}/`)) &&
          !BINARY.test(linkKey) &&
          !seen.has(linkKey)
        ) {
          seen.add(linkKey);
          queue.push(link);
        }
      }
      const document = buildBoverketDocument(url, page, guide.titleSuffix);
      if (!document) {
        deps.onProgress?.(`boverket ${pageKey(url)}: no text`);
        continue;
      }
      if (isUnchanged(await storedState(deps.db, document.key), 'boverket', document.contentHash)) {
        summary.unchanged++;
        deps.onProgress?.(`boverket ${pageKey(url)}: unchanged`);
        continue;
      }
      const outcome = await saveDocument(deps, document, 'boverket', summary);
      deps.onProgress?.(`boverket ${pageKey(url)}: ${outcome}`);
    } catch (error) {
      summary.failed.push({ key, error: errorMessage(error) });
      deps.onProgress?.(`boverket ${pageKey(url)}: failed (${errorMessage(error)})`);
    }
  }
  return summary;
};
