import { formatDateSv } from '../dates';
import { legalCasePreview } from '../legal-case-preview';
import type { PublicLegalCase } from '../legal-cases';
import { PLAN_PRICES_SEK } from '../prices';
import { areaWords } from './area-words';
import { siteFaq } from './pages/faq';
import { PRICE_FAQ } from './pages/pricing';
import type { SiteContext, SiteFaqItem, SitePage } from './types';

/**
 * Search-engine metadata built from the site registry, used both by the server (the HTML it
 * sends, for crawlers and link previews without JavaScript) and by the web's <Seo>, so the two
 * always say the same thing.
 */
export type SeoContext = SiteContext & {
  /** Absolute origin of the site, without a trailing slash, e.g. https://stod.example.se. */
  publicUrl: string;
};

/**
 * Marks the tags the server puts into the HTML it sends; the web app removes them before its
 * first render and renders its own, so a document never holds two descriptions or canonicals.
 */
export const SERVER_SEO_ATTRIBUTE = 'data-server-seo';

/** A schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** "Page | Product"; the home page, whose title is the product name, is just the product name. */
export const documentTitle = (title: string, productName: string): string =>
  title === productName ? productName : `${title} | ${productName}`;

export const absoluteUrl = (publicUrl: string, path: string): string =>
  `${publicUrl}${path === '/' ? '/' : path}`;

/**
 * The link-preview image of every page (web/public/og-image.png, made by
 * scripts/make-og-image.mjs); og:image needs an absolute address.
 */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Källbaserade svar om lagstiftningen för kommunala handläggare',
} as const;

const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;

/** The service as an organization; referenced by the other objects through its @id. */
export const organizationJsonLd = ({ productName, publicUrl }: SeoContext): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': organizationId(publicUrl),
  name: productName,
  url: absoluteUrl(publicUrl, '/'),
  logo: `${publicUrl}/favicon.svg`,
});

export const websiteJsonLd = ({ productName, publicUrl }: SeoContext): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${publicUrl}/#website`,
  name: productName,
  url: absoluteUrl(publicUrl, '/'),
  inLanguage: 'sv-SE',
  publisher: { '@id': organizationId(publicUrl) },
});

/** schema.org FAQPage for a list of questions with their answers. */
export const faqJsonLd = (items: readonly SiteFaqItem[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/** The two subscriptions as offers of one product, prices in SEK including VAT. */
export const plansJsonLd = (context: SeoContext): JsonLd => {
  const { productName, publicUrl } = context;
  const offer = (name: string, price: number, unitCode: 'MON' | 'ANN') => ({
    '@type': 'Offer',
    name,
    price,
    priceCurrency: 'SEK',
    url: absoluteUrl(publicUrl, '/pris'),
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'SEK',
      valueAddedTaxIncluded: true,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${productName}, prenumeration`,
    description: `Källbaserade svar om ${areaWords(context).subject} för kommunala handläggare.`,
    brand: { '@id': organizationId(publicUrl) },
    offers: [
      offer('Månadsprenumeration', PLAN_PRICES_SEK.monthly, 'MON'),
      offer('Årsprenumeration', PLAN_PRICES_SEK.yearly, 'ANN'),
    ],
  };
};

/** The app's 404 page: the web renders it, the server sends its head with a 404 status. */
export const NOT_FOUND_PAGE_META = {
  title: 'Sidan kunde inte hittas',
  description: 'Sidan du letar efter finns inte eller har flyttats.',
} as const;

/**
 * A ruling's address word, from its case number, which stays the same when the database is
 * rebuilt (its id does not): 'HFD 2020 ref. 70' → 'hfd-2020-ref-70', 'RÅ 1994 not. 235' →
 * 'ra-1994-not-235'.
 */
export const legalCaseSlug = (caseNumber: string): string =>
  caseNumber
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The open legal database's page of one ruling (praxis, apart from any statute pages). */
export const legalCasePath = (caseNumber: string): string =>
  `/rattsdatabas/praxis/${legalCaseSlug(caseNumber)}`;

/** A ruling page's title and description: the same in the server's HTML and the app's <Seo>. */
export const legalCasePageMeta = (
  ruling: PublicLegalCase,
): { path: string; title: string; description: string } => {
  const decided = ruling.date ? `, ${formatDateSv(ruling.date)}` : '';
  return {
    path: legalCasePath(ruling.case_number),
    // The bundled rulings' titles already begin with their case number.
    title: ruling.title.startsWith(ruling.case_number)
      ? ruling.title
      : `${ruling.case_number}: ${ruling.title}`,
    description: `${ruling.court}${decided}. ${legalCasePreview(ruling.editorial_summary ?? ruling.summary ?? ruling.content)}`,
  };
};

/**
 * A ruling as schema.org data. schema.org has no type for a court decision, and Legislation is
 * for statutes; a CreativeWork authored by the court, with its case number as identifier, is
 * the honest fit.
 */
export const legalCaseJsonLd = (ruling: PublicLegalCase, { publicUrl }: SeoContext): JsonLd => {
  const url = absoluteUrl(publicUrl, legalCasePath(ruling.case_number));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#rattsfall`,
    url,
    name: ruling.title,
    identifier: ruling.case_number,
    genre: 'Rättsfall',
    inLanguage: 'sv-SE',
    author: { '@type': 'GovernmentOrganization', name: ruling.court },
    ...(ruling.date ? { dateCreated: ruling.date } : {}),
    ...(ruling.category ? { about: ruling.category } : {}),
    ...(ruling.summary ? { abstract: ruling.summary } : {}),
    ...(ruling.source_url ? { isBasedOn: ruling.source_url } : {}),
    isAccessibleForFree: true,
    publisher: { '@id': organizationId(publicUrl) },
  };
};

/** Structured data that belongs to one page beyond the site-wide objects. */
export const pageJsonLd = (page: SitePage, context: SeoContext): JsonLd[] => {
  switch (page.key) {
    case 'faq':
      return [faqJsonLd(siteFaq(context))];
    case 'pricing':
      return [plansJsonLd(context), faqJsonLd(PRICE_FAQ)];
    default:
      return [];
  }
};

/** Organization and WebSite, on every page. */
export const siteJsonLd = (context: SeoContext): JsonLd[] => [
  organizationJsonLd(context),
  websiteJsonLd(context),
];

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` become \u escapes so text such as
 * `</script>` or `<!--` cannot end or change the element; the JSON value is unchanged. U+2028
 * and U+2029 are escaped for older JavaScript parsers.
 */
export const serializeJsonLd = (value: JsonLd): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
