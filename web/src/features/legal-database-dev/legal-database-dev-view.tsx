import { areaWords } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { appConfig } from '@/lib/app-config';
import { AdminToolsCard } from './admin-tools-card';
import { CaseSearch } from './case-search';
import { fetchOverview, LEGAL_CASES_QUERY_KEY } from './legal-cases-api';

const DEV_NOTES = [
  'Rättsfallen kommer från de sammanfattningar som följer med tjänsten och från Domstolsverkets öppna rättspraxis (npm run fetch-sources domstolsverket eller knapparna nedan).',
  'Sökningen rangordnar med svensk fulltextsökning över målnummer, titel och text och visar högst 50 träffar.',
  'En sammanfattning skrivs av språkmodellen när en sådan är konfigurerad, annars väljs meningar ur avgörandets egen text. Hur den gjordes står vid sammanfattningen.',
  'Insamlingen körs i bakgrunden på servern, en i taget. Avbryts den fortsätter nästa körning av samma slag där den stannade.',
  'Varje åtgärd här loggas i adminloggen.',
];

/** The admin's legal-case database: header with the count, search, admin tools and notes. */
export function LegalDatabaseDevView() {
  const overview = useQuery({
    queryKey: [...LEGAL_CASES_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) => fetchOverview(signal),
  });
  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <span className="justify-self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          Utvecklingsversion - Endast för Admins
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Avancerad Rättsdatabas
        </h1>
        <p className="text-lg text-slate-700">
          {`Sök, sammanfatta och samla in avgöranden om ${areaWords(appConfig).subject} från svenska domstolar.`}
        </p>
        <p className="font-medium text-slate-900">
          {overview.data ? `${overview.data.available} rättsfall tillgängliga` : '\u00a0'}
        </p>
      </header>
      <CaseSearch overview={overview.data} />
      <AdminToolsCard />
      <section
        aria-labelledby="dev-info-heading"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="dev-info-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Info aria-hidden="true" className="size-5 text-brand-700" />
          Utvecklingsinformation
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {DEV_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
