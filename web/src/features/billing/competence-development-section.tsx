import { GraduationCap } from 'lucide-react';

/** Why an employer can pay: the receipt and skills development (spec 1 §1). */
export function CompetenceDevelopmentSection() {
  return (
    <section
      aria-labelledby="competence-heading"
      className="rounded-2xl border border-accent-100 bg-accent-100/40 p-6"
    >
      <h2 id="competence-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <GraduationCap aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
        Kompetensutveckling
      </h2>
      <div className="mt-2 grid max-w-prose gap-3 leading-relaxed text-slate-700">
        <p>
          Du får ett kvitto för varje betalning. Kvittot kan du lämna till din arbetsgivare, som kan ersätta
          kostnaden.
        </p>
        <p>
          Är du anställd i en kommun kan kostnaden ofta räknas som kompetensutveckling, eftersom tjänsten
          stödjer dig i ditt yrke. Fråga din chef hur det fungerar på din arbetsplats.
        </p>
      </div>
    </section>
  );
}
