import {
  AUTH_PAGE_META,
  aboutPath,
  absoluteUrl,
  documentTitle,
  type JsonLd,
  knownPagePaths,
  legalCaseJsonLd,
  legalCasePageMeta,
  NOT_FOUND_PAGE_META,
  OG_IMAGE,
  type PublicLegalCase,
  pageJsonLd,
  SERVER_SEO_ATTRIBUTE,
  type SeoContext,
  type SiteArea,
  type SitePageMeta,
  serializeJsonLd,
  siteJsonLd,
  sitePage,
  sitePages,
} from '@app/common';
import { html, raw } from 'hono/html';

/** What the heads are built from: the configured product and address, and the loaded law areas' words. */
export type SeoHeadOptions = { productName: string; publicUrl: string; areas: readonly SiteArea[] };

/** On every tag the server adds; the web app removes them before it renders its own. */
const MARK = raw(` ${SERVER_SEO_ATTRIBUTE}`);

export type SeoHead = {
  title: string;
  /** The head's tags after the title, already escaped. */
  tags: string;
};

/** A page's head and the status it is sent with: 404 for an address the app has no page for. */
export type PageHead = { head: SeoHead; status: 200 | 404 };

/** '/faq/' and '/FAQ' are the same page as '/faq' to the client router. */
const normalisePath = (path: string): string =>
  (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path).toLowerCase();

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
  publicUrl: string;
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
    html`<meta property="og:image" content="${absoluteUrl(meta.publicUrl, OG_IMAGE.path)}"${MARK}>`,
    html`<meta property="og:image:width" content="${OG_IMAGE.width}"${MARK}>`,
    html`<meta property="og:image:height" content="${OG_IMAGE.height}"${MARK}>`,
    html`<meta property="og:image:alt" content="${OG_IMAGE.alt}"${MARK}>`,
    html`<meta name="twitter:card" content="summary_large_image"${MARK}>`,
  ]
    .map(String)
    .filter((tag) => tag !== '')
    .join('\n    ');

type HeadMeta = Parameters<typeof metaTags>[0];

const buildHead = (meta: HeadMeta, jsonLd: readonly JsonLd[]): SeoHead => ({
  title: meta.title,
  tags: [metaTags(meta), jsonLdScripts(jsonLd)].join('\n    '),
});

/** The app's 404 page: its own title and description, noindex, no canonical link. */
const createNotFoundHead = (context: SeoContext): SeoHead =>
  buildHead(
    {
      title: documentTitle(NOT_FOUND_PAGE_META.title, context.productName),
      description: NOT_FOUND_PAGE_META.description,
      noIndex: true,
      productName: context.productName,
      publicUrl: context.publicUrl,
    },
    siteJsonLd(context),
  );

/**
 * The head for every path the SPA answers: a registry page and the sign-in and sign-up pages get
 * their own title, description, canonical link and structured data; the app's other pages get the
 * home page's texts and `noindex` (internal and personal addresses stay out of search); any other
 * address is the not-found page, noindex, with status 404.
 */
export const createSeoHeads = (options: SeoHeadOptions) => {
  const context: SeoContext = { ...options, aboutPath: aboutPath(options.productName) };
  const siteWide = siteJsonLd(context);

  const pageHead = (page: Omit<SitePageMeta, 'key'>, jsonLd: readonly JsonLd[]): SeoHead =>
    buildHead(
      {
        title: documentTitle(page.title, context.productName),
        description: page.description,
        canonical: absoluteUrl(context.publicUrl, page.path),
        noIndex: false,
        productName: context.productName,
        publicUrl: context.publicUrl,
      },
      [...siteWide, ...jsonLd],
    );

  // Built once: the registry and the route table do not change while the server runs.
  const pageHeads = new Map<string, SeoHead>([
    ...sitePages(context).map((page): [string, SeoHead] => [
      page.path,
      pageHead(page, pageJsonLd(page, context)),
    ]),
    ...Object.values(AUTH_PAGE_META).map((page): [string, SeoHead] => [page.path, pageHead(page, [])]),
  ]);
  const knownPaths = new Set(knownPagePaths(context).map(normalisePath));
  const noIndexHead = buildHead(
    {
      title: context.productName,
      description: sitePage('home', context).description,
      noIndex: true,
      productName: context.productName,
      publicUrl: context.publicUrl,
    },
    siteWide,
  );
  const notFoundHead = createNotFoundHead(context);

  return (requestPath: string): PageHead => {
    const path = normalisePath(requestPath);
    if (!knownPaths.has(path)) {
      return { head: notFoundHead, status: 404 };
    }
    return { head: pageHeads.get(path) ?? noIndexHead, status: 200 };
  };
};

/**
 * The head of a ruling's page in the open legal database: its own title, description, canonical
 * link and structured data; for an id that names no ruling, the not-found page's texts, noindex.
 */
export const createLegalCaseHead = (options: SeoHeadOptions) => {
  const context: SeoContext = { ...options, aboutPath: aboutPath(options.productName) };
  const siteWide = siteJsonLd(context);
  const notFound = createNotFoundHead(context);
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
        publicUrl: context.publicUrl,
      },
      [...siteWide, legalCaseJsonLd(ruling, context)],
    );
  };
};
