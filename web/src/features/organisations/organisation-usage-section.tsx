import { useQuery } from '@tanstack/react-query';
import { TABLE_CELL, TableHead, TableScroll } from '@/components/table-scroll';
import { ORGANISATION_QUERY_KEY } from '@/lib/query-keys';
import { fetchOrganisationUsage } from './organisation-api';

const cell = TABLE_CELL;

/** Questions per week and topic, feedback per type: counts only, never who asked what. */
export function OrganisationUsageSection({ id }: { id: string }) {
  const usage = useQuery({
    queryKey: [...ORGANISATION_QUERY_KEY, id, 'usage'],
    queryFn: ({ signal }) => fetchOrganisationUsage(id, signal),
  });
  return (
    <section aria-labelledby="usage-heading" className="grid gap-3">
      <h2 id="usage-heading" className="text-xl font-semibold text-slate-900">
        Användning de senaste 12 veckorna
      </h2>
      <p className="text-slate-700">
        Antal frågor och omdömen från organisationens medlemmar. Frågornas innehåll och vem som frågade sparas
        inte.
      </p>
      {usage.isPending ? (
        <p role="status">Laddar statistik...</p>
      ) : usage.isError ? (
        <p role="alert">Kunde inte hämta statistiken. Försök igen senare.</p>
      ) : usage.data.weeks.length === 0 ? (
        <p>Inga frågor har ställts ännu.</p>
      ) : (
        <>
          <TableScroll label="Användning per vecka">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">Frågor och omdömen per vecka</caption>
              <TableHead labels={['Vecka från', 'Frågor', 'Hjälpsamma', 'Inte hjälpsamma', 'Felaktiga']} />
              <tbody>
                {usage.data.weeks.map((week) => (
                  <tr key={week.week_start} className="border-t border-slate-100">
                    <td className={cell}>{week.week_start}</td>
                    <td className={cell}>{week.questions}</td>
                    <td className={cell}>{week.feedback_helpful}</td>
                    <td className={cell}>{week.feedback_not_helpful}</td>
                    <td className={cell}>{week.feedback_incorrect}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <h3 className="text-lg font-semibold text-slate-900">Frågor per ämne</h3>
          <ul className="grid gap-1">
            {usage.data.topics.map((topic) => (
              <li key={topic.topic}>
                {topic.topic}: {topic.questions}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
