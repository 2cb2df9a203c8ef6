import {
  aboutPath,
  absoluteUrl,
  documentTitle,
  type JsonLd,
  legalCaseJsonLd,
  legalCasePageMeta,
  NOT_FOUND_PAGE_META,
  type PublicLegalCase,
  pageJsonLd,
  SERVER_SEO_ATTRIBUTE,
  type SeoContext,
  type SiteArea,
  type SitePage,
  serializeJsonLd,
  siteJsonLd,
  sitePage,
  sitePages,
} from '@app/common';
import { html, raw } from 'hono/html';

/** What the heads are built from: the configured product and address, and the loaded law areas' words. */
export type SeoHeadOptions = { productName: string; publicUrl: string; areas: readonly SiteArea[] };

/** Admin and internal tool pages; robots.txt disallows them (their HTML says noindex too). */
export const INTERNAL_PATHS = [
  '/admin',
  '/rattsdatabas-dev',
  '/debug-test',
  '/embedding-test',
  '/embedding-migration-test',
  '/source-test',
  '/enhanced-search',
] as const;

/** App pages outside the site registry that a search engine may show with the default texts. */
const INDEXABLE_APP_PATHS = new Set(['/login', '/signup']);

/** On every tag the server adds; the web app removes them before it renders its own. */
const MARK = raw(` ${SERVER_SEO_ATTRIBUTE}`);

export type SeoHead = {
  title: string;
  /** The head's tags after the title, already escaped. */
  tags: string;
};

/** '/faq/' and '/faq' are the same page to the client router. */
const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

const jsonLdScripts = (objects: readonly JsonLd[]): string =>
  objects
    .map((object) =>
      String(html`<script type="application/ld+json"${MARK}>${raw(serializeJsonLd(object))}</script>`),
    )
    .join('\n    ');

const metaTags = (meta: {
  title: string;
  description: string;
  canonical?: string;
  noIndex: boolean;
  productName: string;
}): string =>
  [
    html`<meta name="description" content="${meta.description}"${MARK}>`,
    meta.canonical ? html`<link rel="canonical" href="${meta.canonical}"${MARK}>` : '',
    meta.noIndex ? html`<meta name="robots" content="noindex"${MARK}>` : '',
    html`<meta property="og:title" content="${meta.title}"${MARK}>`,
    html`<meta property="og:description" content="${meta.description}"${MARK}>`,
    meta.canonical ? html`<meta property="og:url" content="${meta.canonical}"${MARK}>` : '',
    html`<meta property="og:type" content="website"${MARK}>`,
    html`<meta property="og:locale" content="sv_SE"${MARK}>`,
    html`<meta property="og:site_name" content="${meta.productName}"${MARK}>`,
  ]
    .map(String)
    .filter((tag) => tag !== '')
    .join('\n    ');

type HeadMeta = Parameters<typeof metaTags>[0];

const buildHead = (meta: HeadMeta, jsonLd: readonly JsonLd[]): SeoHead => ({
  title: meta.title,
  tags: [metaTags(meta), jsonLdScripts(jsonLd)].join('\n    '),
});

/**
 * The head for every path the SPA answers: a registry page gets its own title, description,
 * canonical link and structured data; any other path gets the home page's texts, and `noindex`
 * unless it is a public app page (internal, personal and unknown addresses stay out of search).
 */
export const createSeoHeads = (options: SeoHeadOptions) => {
  const context: SeoContext = { ...options, aboutPath: aboutPath(options.productName) };
  const siteWide = siteJsonLd(context);

  const headFor = (page: SitePage | undefined, noIndex: boolean): SeoHead =>
    buildHead(
      {
        title: page ? documentTitle(page.title, context.productName) : context.productName,
        description: (page ?? sitePage('home', context)).description,
        canonical: page ? absoluteUrl(context.publicUrl, page.path) : undefined,
        noIndex,
        productName: context.productName,
      },
      page ? [...siteWide, ...pageJsonLd(page, context)] : siteWide,
    );

  // Built once: the registry does not change while the server runs.
  const pageHeads = new Map(sitePages(context).map((page) => [page.path, headFor(page, false)]));
  const appPageHead = headFor(undefined, false);
  const noIndexHead = headFor(undefined, true);

  return (requestPath: string): SeoHead => {
    const path = normalisePath(requestPath);
    return pageHeads.get(path) ?? (INDEXABLE_APP_PATHS.has(path) ? appPageHead : noIndexHead);
  };
};

/**
 * The head of a ruling's page in the open legal database: its own title, description, canonical
 * link and structured data; for an id that names no ruling, the not-found page's texts, noindex.
 */
export const createLegalCaseHead = (options: SeoHeadOptions) => {
  const context: SeoContext = { ...options, aboutPath: aboutPath(options.productName) };
  const siteWide = siteJsonLd(context);
  const notFound = buildHead(
    {
      title: documentTitle(NOT_FOUND_PAGE_META.title, context.productName),
      description: NOT_FOUND_PAGE_META.description,
      noIndex: true,
      productName: context.productName,
    },
    siteWide,
  );
  return (ruling: PublicLegalCase | undefined): SeoHead => {
    if (!ruling) {
      return notFound;
    }
    const meta = legalCasePageMeta(ruling);
    return buildHead(
      {
        title: documentTitle(meta.title, context.productName),
        description: meta.description,
        canonical: absoluteUrl(context.publicUrl, meta.path),
        noIndex: false,
        productName: context.productName,
      },
      [...siteWide, legalCaseJsonLd(ruling, context)],
    );
  };
};
