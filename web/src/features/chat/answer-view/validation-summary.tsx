import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck, CircleHelp, CircleX, ShieldCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ValidationReport } from '@/features/answer-blocks/answer-types';
import { cn } from '@/lib/cn';

/** Validation details show this many statements first, and at most the expanded number (spec 1 §9). */
export const VALIDATION_PREVIEW = 3;
export const VALIDATION_EXPANDED = 50;

/** Shown instead of a score for a statement that stands word for word in its source. */
export const VERBATIM_TEXT = 'Ordagrant ur källan';

const percent = (value: number): string => `${Math.round(Math.min(Math.max(value, 0), 1) * 100)} %`;

function ValidationHelp() {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="Så fungerar valideringen"
        className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <CircleHelp aria-hidden="true" className="size-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-3 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Så fungerar valideringen
          </Dialog.Title>
          <Dialog.Description className="leading-relaxed text-slate-700">
            Varje påstående i svaret jämförs med källtexterna som svaret bygger på.
          </Dialog.Description>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed text-slate-700">
            <li>Ett påstående räknas som verifierat när det stämmer med en källa och inga brister hittas.</li>
            <li>Juridiska påståenden kräver högre överensstämmelse med källan än andra påståenden.</li>
            <li>
              Hänvisningar till en viss paragraf eller sida måste finnas i källan som påståendet bygger på.
            </li>
            <li>Mycket korta och mycket långa meningar kontrolleras inte.</li>
          </ul>
          <p className="text-sm leading-relaxed text-slate-700">
            Valideringen är ett stöd, inte en garanti. Läs alltid källorna och gör din egen bedömning innan du
            fattar beslut.
          </p>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Stäng"
              className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** How many statements of an answer the sources support, with the checks behind it (spec 1 §2, §4). */
export function ValidationSummary({ validation }: { validation: ValidationReport }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  if (validation.total <= 0) {
    return null;
  }
  const ratio = validation.valid / validation.total;
  const statements = validation.statements.slice(0, expanded ? VALIDATION_EXPANDED : VALIDATION_PREVIEW);
  const total = validation.statements.length;
  return (
    <section
      aria-label="Validering"
      className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ShieldCheck
          aria-hidden="true"
          className={cn(
            'size-4 shrink-0',
            ratio >= 0.8 ? 'text-emerald-700' : ratio >= 0.5 ? 'text-amber-700' : 'text-red-700',
          )}
        />
        <p className="text-slate-800">
          Validering: <span className="font-semibold">{`${validation.valid}/${validation.total}`}</span>{' '}
          påståenden stöds av källorna
        </p>
        <ValidationHelp />
        {total > 0 ? (
          <button
            type="button"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            onClick={() => setDetailsOpen((open) => !open)}
            className="ml-auto text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {detailsOpen ? 'Dölj detaljer' : 'Visa detaljer'}
          </button>
        ) : null}
      </div>
      {detailsOpen ? (
        <div id={detailsId} className="grid gap-2">
          <ul className="grid gap-1.5">
            {statements.map((check, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the statements of an answer never change
              <li key={index} className="flex gap-2 rounded-md bg-white p-2 shadow-xs">
                {check.valid ? (
                  <CircleCheck aria-label="Verifierat" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                ) : (
                  <CircleX aria-label="Ej verifierat" className="mt-0.5 size-4 shrink-0 text-red-700" />
                )}
                <div className="grid gap-0.5">
                  <p className="text-slate-800">{check.statement}</p>
                  <p className="text-xs text-slate-600">
                    {check.verbatim ? VERBATIM_TEXT : `Överensstämmelse: ${percent(check.confidence)}`}
                  </p>
                  {check.issues.length > 0 ? (
                    <ul className="list-disc pl-4 text-xs text-red-800">
                      {check.issues.map((issue) => (
                        <li key={issue}>{issue}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {total > VALIDATION_PREVIEW ? (
            <button
              type="button"
              onClick={() => setExpanded((value) => !value)}
              className="justify-self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {expanded ? 'Visa färre' : `Visa alla ${Math.min(total, VALIDATION_EXPANDED)} valideringar`}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
