import { appConfig } from '@/lib/app-config';

type SeoProps = {
  /** Page title without the product name; the product name is appended. */
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. '/faq'. */
  path: string;
  /** Structured data (schema.org); rendered as non-executable JSON, so it is allowed by the CSP. */
  jsonLd?: Record<string, unknown>;
  /** For internal and error pages that search engines should skip. */
  noIndex?: boolean;
};

/** Document metadata for one page; React 19 moves these elements into <head>. */
export function Seo({ title, description, path, jsonLd, noIndex = false }: SeoProps) {
  return (
    <>
      <title>{`${title} | ${appConfig.productName}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${appConfig.publicUrl}${path}`} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd)}</script> : null}
    </>
  );
}
