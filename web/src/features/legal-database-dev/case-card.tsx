import { type LegalCase, legalCasePreview, SUMMARY_METHOD_LABELS } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ExternalLink, FileDown, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CaseMeta, SourceLink } from '@/features/legal-database/case-meta';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { createSummary, failureText, fetchFullPdf, LEGAL_CASES_QUERY_KEY } from './legal-cases-api';

// Spec 2 §4: the list refreshes a second after the PDF's text replaced the content.
const PDF_REFRESH_DELAY_MS = 1000;

type CaseCardProps = { legalCase: LegalCase; expanded: boolean; onToggle: () => void };

/** One ruling: a summary line that toggles the full view (one open at a time, held by the list). */
export function CaseCard({ legalCase, expanded, onToggle }: CaseCardProps) {
  const panelId = `case-panel-${legalCase.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-start gap-2 p-4">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="grid flex-1 gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <span className="flex items-start justify-between gap-3">
            <span className="text-lg font-semibold text-slate-900">{legalCase.title}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'mt-1 size-5 shrink-0 text-slate-500 transition-transform',
                expanded && 'rotate-180',
              )}
            />
          </span>
          <CaseMeta legalCase={legalCase} />
          <span className="text-slate-700">{legalCasePreview(legalCase.summary ?? legalCase.content)}</span>
          {legalCase.summary ? (
            <span className="flex items-center gap-1.5 text-sm text-brand-800">
              <Sparkles aria-hidden="true" className="size-4" />
              AI-sammanfattning tillgänglig
            </span>
          ) : null}
        </button>
        {legalCase.source_url ? (
          <a
            href={legalCase.source_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Öppna ${legalCase.case_number} hos källan (öppnas i ny flik)`}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </div>
      {expanded ? <CaseDetails legalCase={legalCase} panelId={panelId} /> : null}
    </li>
  );
}

function CaseDetails({ legalCase, panelId }: { legalCase: LegalCase; panelId: string }) {
  const queryClient = useQueryClient();
  const [converting, setConverting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEGAL_CASES_QUERY_KEY });

  const summary = useMutation({
    mutationFn: () => createSummary(legalCase.id),
    onSuccess: async () => {
      toast({ title: 'AI-sammanfattning skapad!', variant: 'success' });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'AI-sammanfattning misslyckades',
        description: failureText(error),
        variant: 'destructive',
      }),
  });

  const pdf = useMutation({
    mutationFn: () => fetchFullPdf(legalCase.id),
    onSuccess: () => {
      toast({
        title: 'PDF-innehåll hämtat!',
        description:
          'Fulltexten är nu domstolens PDF. AI-sammanfattningen rensades eftersom texten ändrades.',
        variant: 'success',
      });
      setConverting(true);
      setTimeout(() => {
        void refresh().finally(() => setConverting(false));
      }, PDF_REFRESH_DELAY_MS);
    },
    onError: (error) =>
      toast({
        title: 'PDF-scraping misslyckades',
        description: failureText(error),
        variant: 'destructive',
      }),
  });

  const pdfBusy = pdf.isPending || converting;
  return (
    <div id={panelId} className="grid gap-5 border-t border-slate-200 p-4">
      <div className="grid gap-2">
        <h3 id={`${panelId}-summary`} className="font-semibold text-slate-900">
          AI-sammanfattning
        </h3>
        {legalCase.summary ? (
          <>
            {legalCase.summary_method ? (
              <p className="text-sm text-slate-600">{SUMMARY_METHOD_LABELS[legalCase.summary_method]}</p>
            ) : null}
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-labelledby={`${panelId}-summary`}
              className="max-h-64 overflow-y-auto rounded-lg bg-brand-50 p-3 leading-relaxed text-slate-900"
            >
              {legalCase.summary}
            </section>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3">
            <p className="text-slate-700">Ingen sammanfattning ännu.</p>
            <Button
              size="sm"
              variant="secondary"
              disabled={summary.isPending}
              onClick={() => summary.mutate()}
            >
              {summary.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {summary.isPending ? 'Genererar...' : 'Skapa sammanfattning'}
            </Button>
          </div>
        )}
      </div>
      <div className="grid gap-2">
        <h3 id={`${panelId}-fulltext`} className="font-semibold text-slate-900">
          Fulltext
        </h3>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby={`${panelId}-fulltext`}
          className="max-h-96 overflow-y-auto whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-800"
        >
          {legalCase.content}
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {legalCase.pdf_url ? (
          <Button size="sm" variant="outline" disabled={pdfBusy} onClick={() => pdf.mutate()}>
            {pdfBusy ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <FileDown aria-hidden="true" />
            )}
            {pdf.isPending
              ? 'Hämtar PDF... (kan ta 1-2 min)'
              : converting
                ? 'Konverterar PDF till text...'
                : 'Hämta fullständig PDF'}
          </Button>
        ) : null}
        {/* The admin page keeps the link text its spec gives verbatim (spec 2 §2). */}
        {legalCase.source_url ? (
          <SourceLink href={legalCase.source_url} label="Visa på original källa" />
        ) : null}
      </div>
    </div>
  );
}
