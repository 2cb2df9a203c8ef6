import { Construction } from 'lucide-react';
import { Seo } from './seo';

type PlaceholderPageProps = {
  title: string;
  /** Visible heading when it differs from the document title. */
  heading?: string;
  /** One sentence on what the page will hold; also the page's meta description. */
  description: string;
  path: string;
  noIndex?: boolean;
};

/** Stands in for a page that is not built yet, with its real title and metadata. */
export function PlaceholderPage({
  title,
  heading = title,
  description,
  path,
  noIndex = false,
}: PlaceholderPageProps) {
  return (
    <section aria-labelledby="placeholder-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Seo title={title} description={description} path={path} noIndex={noIndex} />
      <h1 id="placeholder-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{description}</p>
      <p className="mt-8 flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>Den här sidan byggs just nu.</span>
      </p>
    </section>
  );
}
