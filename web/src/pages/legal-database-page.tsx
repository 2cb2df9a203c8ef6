import type { ReactNode } from 'react';
import { Seo } from '@/components/seo';
import { SignUpAndContactLinks } from '@/components/sign-up-and-contact-links';
import { SiteSectionView, siteTexts } from '@/components/site-page-view';
import { PublicCaseSearch } from '@/features/legal-database/public-case-search';

const API_ADDRESS = /GET \/api\/[\w/{}]+|\/api\/docs/g;
const codeClass = 'rounded bg-slate-100 px-1 text-[0.95em]';

/**
 * The registry's plain text with its API addresses marked up: each request as code, and
 * /api/docs as a link to the API's description (served by the server, not the app's router).
 */
const withApiAddresses = (text: string): ReactNode => {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(API_ADDRESS)) {
    const [address] = match;
    parts.push(text.slice(rest, match.index));
    parts.push(
      address === '/api/docs' ? (
        <a key={match.index} href="/api/docs" className="font-medium text-brand-700 underline">
          <code className={codeClass}>{address}</code>
        </a>
      ) : (
        <code key={match.index} className={codeClass}>
          {address}
        </code>
      ),
    );
    rest = match.index + address.length;
  }
  parts.push(text.slice(rest));
  return parts;
};

/** /rattsdatabas: the open legal database, free and without an account; its texts introduce and follow the search. */
export function LegalDatabasePage() {
  const page = siteTexts('legal-database');
  const [introduction, ...more] = page.sections;
  return (
    <article aria-labelledby="site-page-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Seo title={page.title} description={page.description} path={page.path} />
      <h1 id="site-page-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {page.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{page.description}</p>
      {introduction ? <SiteSectionView section={introduction} /> : null}
      <PublicCaseSearch />
      {more.map((section) => (
        <SiteSectionView key={section.id} section={section} renderText={withApiAddresses} />
      ))}
      <SignUpAndContactLinks className="mt-6 flex flex-wrap gap-3" />
    </article>
  );
}
