import { adminActionLabel, adminDetailRows, formatAdminDate } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TABLE_CELL, TableHead, TableMessageRow, TableScroll } from '@/components/table-scroll';
import { ADMIN_QUERY_KEY, fetchAuditLog } from './admin-api';
import { Pager } from './pager';

const cell = TABLE_CELL;

/** The "Logg" tab: every admin action, who did it, when and how it went. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit-log', page],
    queryFn: ({ signal }) => fetchAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
  const entries = log.data?.entries ?? [];
  return (
    <div className="grid gap-4">
      <TableScroll label="Loggtabell">
        <table className="w-full min-w-[800px] text-left text-sm">
          <caption className="sr-only">Logg över administratörsåtgärder</caption>
          <TableHead labels={['Tid', 'Administratör', 'Åtgärd', 'Resultat', 'Detaljer']} />
          <tbody>
            {log.isPending ? (
              <TableMessageRow columns={5}>Laddar logg...</TableMessageRow>
            ) : log.isError ? (
              <TableMessageRow columns={5}>Kunde inte hämta loggen. Försök igen senare.</TableMessageRow>
            ) : entries.length === 0 ? (
              <TableMessageRow columns={5}>Inga åtgärder har loggats ännu.</TableMessageRow>
            ) : (
              entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100">
                  <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(entry.created_at)}</td>
                  <td className={`${cell} break-all`}>{entry.actor_email ?? 'Borttaget konto'}</td>
                  <td className={cell}>{adminActionLabel(entry.action)}</td>
                  <td className={cell}>
                    <span className={entry.result === 'ok' ? 'text-green-800' : 'font-medium text-red-800'}>
                      {entry.result === 'ok' ? 'Lyckades' : 'Misslyckades'}
                    </span>
                  </td>
                  <td className={cell}>
                    <AuditDetails details={entry.details} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      {log.data ? (
        <Pager
          page={page}
          pageSize={log.data.page_size}
          total={log.data.total}
          onPage={setPage}
          label="loggposter"
        />
      ) : null}
    </div>
  );
}

/** The details as a short list of labelled values, "–" when there are none. */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const rows = adminDetailRows(details);
  if (rows.length === 0) {
    return '–';
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-slate-600">{row.label}:</dt>
          <dd className="break-all text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
