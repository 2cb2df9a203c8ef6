import {
  absoluteUrl,
  documentTitle,
  type JsonLd,
  OG_IMAGE,
  SERVER_SEO_ATTRIBUTE,
  siteJsonLd,
} from '@app/common';
import { appConfig } from '@/lib/app-config';

type SeoProps = {
  /** Page title without the product name; the product name is appended. */
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. '/faq'. */
  path: string;
  /**
   * The page's own structured data (schema.org), beside the site-wide Organization and WebSite
   * that every page gets. Rendered as non-executable JSON, so the CSP allows it.
   */
  jsonLd?: JsonLd | readonly JsonLd[];
  /** For internal and error pages that search engines should skip: no canonical address either. */
  noIndex?: boolean;
};

/**
 * Removes the metadata the server put into the HTML for crawlers (server/src/http/seo-head.ts),
 * so <Seo> is the only source once the app runs. Called before the first render: React adopts a
 * server tag with the same content, and removing one afterwards would remove React's own.
 */
export const removeServerSeo = (): void => {
  for (const element of document.head.querySelectorAll(`[${SERVER_SEO_ATTRIBUTE}]`)) {
    element.remove();
  }
};

/**
 * Document metadata for one page, the same the server sends for it; React 19 moves the title,
 * meta and link elements into <head>.
 */
export function Seo({ title, description, path, jsonLd, noIndex = false }: SeoProps) {
  const fullTitle = documentTitle(title, appConfig.productName);
  const url = noIndex ? undefined : absoluteUrl(appConfig.publicUrl, path);
  const structuredData = [...siteJsonLd(appConfig), ...(jsonLd ? [jsonLd].flat() : [])];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="sv_SE" />
      <meta property="og:site_name" content={appConfig.productName} />
      <meta property="og:image" content={absoluteUrl(appConfig.publicUrl, OG_IMAGE.path)} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={OG_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {structuredData
        .map((object) => JSON.stringify(object))
        .map((json) => (
          <script key={json} type="application/ld+json">
            {json}
          </script>
        ))}
    </>
  );
}
