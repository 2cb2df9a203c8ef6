import {
  editorialSummaryLabel,
  legalCaseJsonLd,
  legalCasePageMeta,
  type PublicLegalCase,
  SUMMARY_METHOD_LABELS,
} from '@app/common';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '@/components/seo';
import { appConfig } from '@/lib/app-config';
import { CaseMeta, SourceLink } from './case-meta';

/**
 * One ruling of the open database: its facts; our own summary and any summary made in the service,
 * apart and each labelled for what it is; and the ruling's own text when we have it.
 */
export function RulingView({ ruling }: { ruling: PublicLegalCase }) {
  const meta = legalCasePageMeta(ruling);
  const editorial = ruling.editorial_summary;
  return (
    <article aria-labelledby="ruling-heading" className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <Seo
        title={meta.title}
        description={meta.description}
        path={meta.path}
        jsonLd={legalCaseJsonLd(ruling, appConfig)}
      />
      <Link
        to="/rattsdatabas"
        className="inline-flex items-center gap-1.5 justify-self-start text-brand-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Till rättsdatabasen
      </Link>
      <header className="grid gap-3">
        <h1 id="ruling-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {ruling.title}
        </h1>
        <CaseMeta legalCase={ruling} />
      </header>
      {editorial ? (
        <section aria-labelledby="ruling-editorial-heading" className="grid gap-2">
          <h2 id="ruling-editorial-heading" className="text-xl font-semibold text-slate-900">
            Vår sammanfattning
          </h2>
          <p className="text-sm font-medium text-slate-700">
            {editorialSummaryLabel(ruling.court, appConfig.productName)}
          </p>
          <p className="whitespace-pre-line rounded-lg bg-brand-50 p-4 leading-relaxed text-slate-900">
            {editorial}
          </p>
        </section>
      ) : null}
      {ruling.summary && ruling.summary_method ? (
        <section aria-labelledby="ruling-summary-heading" className="grid gap-2">
          <h2 id="ruling-summary-heading" className="text-xl font-semibold text-slate-900">
            Sammanfattning
          </h2>
          <p className="text-sm font-medium text-slate-700">{SUMMARY_METHOD_LABELS[ruling.summary_method]}</p>
          <p className="whitespace-pre-line rounded-lg bg-slate-50 p-4 leading-relaxed text-slate-900">
            {ruling.summary}
          </p>
        </section>
      ) : null}
      {editorial ? null : (
        <>
          {ruling.summary ? null : (
            <p className="text-slate-700">Det finns ingen sammanfattning av det här avgörandet ännu.</p>
          )}
          <section aria-labelledby="ruling-text-heading" className="grid gap-2">
            <h2 id="ruling-text-heading" className="text-xl font-semibold text-slate-900">
              Avgörandets text
            </h2>
            <p className="whitespace-pre-line rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
              {ruling.content}
            </p>
          </section>
        </>
      )}
      {ruling.source_url ? <SourceLink href={ruling.source_url} className="justify-self-start" /> : null}
    </article>
  );
}
