import { FlaskConical } from 'lucide-react';

/** The pilot notice for signed-in users (spec 1 §1). */
export function PilotBanner() {
  return (
    <aside
      aria-labelledby="pilot-banner-heading"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="grid gap-1">
        <h2 id="pilot-banner-heading" className="font-semibold">
          Tjänsten är en pilot
        </h2>
        <p className="text-sm leading-relaxed">
          Svaren ger stöd men ersätter inte din egen bedömning. Komplettera alltid med ditt professionella
          omdöme och kontrollera källorna innan du fattar beslut.
        </p>
      </div>
    </aside>
  );
}
