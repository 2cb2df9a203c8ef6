import { formatAdminDate } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TABLE_CELL, TableHead, TableMessageRow, TableScroll } from '@/components/table-scroll';
import { ADMIN_QUERY_KEY, fetchAuditLog } from './admin-api';
import { Pager } from './pager';

/** Swedish names of the actions we know; another feature's new action shows by its own name. */
const ACTION_LABELS: Record<string, string> = {
  clear_feedback: 'Raderade all feedback',
  create_organisation: 'Skapade en organisation',
  edit_organisation: 'Ändrade en organisation',
  // better-auth's admin endpoints (server/src/features/auth/admin-endpoint-audit.ts).
  create_user: 'Skapade ett konto',
  update_user: 'Ändrade ett konto',
  set_role: 'Ändrade en användares roll',
  set_user_password: 'Satte ett nytt lösenord åt en användare',
  ban_user: 'Spärrade ett konto',
  unban_user: 'Hävde spärren av ett konto',
  revoke_user_session: 'Avslutade en session för en användare',
  revoke_user_sessions: 'Avslutade alla sessioner för en användare',
  remove_user: 'Tog bort ett konto',
};

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
                  <td className={cell}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className={cell}>
                    <span className={entry.result === 'ok' ? 'text-green-800' : 'font-medium text-red-800'}>
                      {entry.result === 'ok' ? 'Lyckades' : 'Misslyckades'}
                    </span>
                  </td>
                  <td className={cell}>
                    {Object.keys(entry.details).length > 0 ? (
                      <code className="break-all text-xs text-slate-800">
                        {JSON.stringify(entry.details)}
                      </code>
                    ) : (
                      '–'
                    )}
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
