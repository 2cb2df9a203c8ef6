import {
  aboutPath,
  absoluteUrl,
  documentTitle,
  type JsonLd,
  pageJsonLd,
  SERVER_SEO_ATTRIBUTE,
  type SeoContext,
  type SitePage,
  serializeJsonLd,
  siteJsonLd,
  sitePage,
  sitePages,
} from '@app/common';
import { html, raw } from 'hono/html';

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

/**
 * The head for every path the SPA answers: a registry page gets its own title, description,
 * canonical link and structured data; any other path gets the home page's texts, and `noindex`
 * unless it is a public app page (internal, personal and unknown addresses stay out of search).
 */
export const createSeoHeads = (options: { productName: string; publicUrl: string }) => {
  const context: SeoContext = { ...options, aboutPath: aboutPath(options.productName) };
  const siteWide = siteJsonLd(context);

  const headFor = (page: SitePage | undefined, noIndex: boolean): SeoHead => {
    const title = page ? documentTitle(page.title, context.productName) : context.productName;
    const description = (page ?? sitePage('home', context)).description;
    const tags = [
      metaTags({
        title,
        description,
        canonical: page ? absoluteUrl(context.publicUrl, page.path) : undefined,
        noIndex,
        productName: context.productName,
      }),
      jsonLdScripts(page ? [...siteWide, ...pageJsonLd(page, context)] : siteWide),
    ].join('\n    ');
    return { title, tags };
  };

  // Built once: the registry does not change while the server runs.
  const pageHeads = new Map(sitePages(context).map((page) => [page.path, headFor(page, false)]));
  const appPageHead = headFor(undefined, false);
  const noIndexHead = headFor(undefined, true);

  return (requestPath: string): SeoHead => {
    const path = normalisePath(requestPath);
    return pageHeads.get(path) ?? (INDEXABLE_APP_PATHS.has(path) ? appPageHead : noIndexHead);
  };
};
