import { Wrench } from 'lucide-react';

/** What the team is improving right now (spec 1 §1). */
export function WorkInProgressBanner() {
  return (
    <aside
      aria-labelledby="work-in-progress-heading"
      className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <Wrench aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="grid gap-1">
        <h2 id="work-in-progress-heading" className="font-semibold">
          Det här arbetar vi med
        </h2>
        <p className="text-sm leading-relaxed">
          Ibland blandar verktyget ihop olika typer av källor, till exempel lagar, förordningar och
          förarbeten. Vi arbetar med att rätta till det. Kontrollera därför alltid vilken sorts källa ett svar
          bygger på.
        </p>
      </div>
    </aside>
  );
}
