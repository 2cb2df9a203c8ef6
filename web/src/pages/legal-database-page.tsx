import { Seo } from '@/components/seo';
import { SignUpAndContactLinks } from '@/components/sign-up-and-contact-links';
import { SiteSectionView, siteTexts } from '@/components/site-page-view';
import { PublicCaseSearch } from '@/features/legal-database/public-case-search';

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
        <SiteSectionView key={section.id} section={section} />
      ))}
      <SignUpAndContactLinks className="mt-6 flex flex-wrap gap-3" />
    </article>
  );
}
