import { type SitePage, type SitePageKey, type SiteSection, sitePage } from '@app/common';
import type { ReactNode } from 'react';
import { appConfig } from '@/lib/app-config';
import { Seo } from './seo';

/** A public page's texts for the configured product name (common/src/site). */
export const siteTexts = (key: SitePageKey): SitePage => sitePage(key, appConfig);

type SiteSectionViewProps = {
  section: SiteSection;
  /** Renders a paragraph's or list item's text (marking up addresses, say); plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Shown after the section's text (live details such as the supplier's). */
  children?: ReactNode;
};

export function SiteSectionView({ section, renderText = (text) => text, children }: SiteSectionViewProps) {
  return (
    <section aria-labelledby={`${section.id}-heading`} className="mt-10">
      <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
          {renderText(paragraph)}
        </p>
      ))}
      {section.list ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
          {section.list.map((item) => (
            <li key={item}>{renderText(item)}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

type SitePageViewProps = {
  page: SitePage;
  /** Structured data for the page, beside what the server sends. */
  jsonLd?: Record<string, unknown>;
  /** Shown between the lead and the text sections (cards, calls to action). */
  children?: ReactNode;
  /** Shown after the text sections. */
  footer?: ReactNode;
  /** Shown inside a section, after its text, by section id. */
  sectionExtras?: Readonly<Record<string, ReactNode>>;
};

/** An information page: title, lead, then its text sections from the site registry. */
export function SitePageView({ page, jsonLd, children, footer, sectionExtras = {} }: SitePageViewProps) {
  return (
    <article aria-labelledby="site-page-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Seo title={page.title} description={page.description} path={page.path} jsonLd={jsonLd} />
      <h1 id="site-page-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {page.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{page.description}</p>
      {children}
      {page.sections.map((section) => (
        <SiteSectionView key={section.id} section={section}>
          {sectionExtras[section.id]}
        </SiteSectionView>
      ))}
      {footer}
    </article>
  );
}
