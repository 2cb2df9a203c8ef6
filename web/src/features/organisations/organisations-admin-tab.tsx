import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TABLE_CELL, TableHead, TableMessageRow, TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { ORGANISATION_QUERY_KEY } from '@/lib/query-keys';
import { fetchAllOrganisations } from './organisation-api';
import { EMPTY_ORGANISATION, OrganisationForm, type OrganisationFormValues } from './organisation-form';

const cell = TABLE_CELL;
type Editing = { id: string | null; initial: OrganisationFormValues } | null;

/** The operator's "Organisationer" tab: invoiced licences of municipalities and their administrators. */
export function OrganisationsAdminTab() {
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (next: Editing) => {
    setSaved(null);
    setEditing(next);
  };
  const list = useQuery({
    queryKey: [...ORGANISATION_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => fetchAllOrganisations(signal),
  });
  const rows = list.data?.organisations ?? [];
  return (
    <div className="grid gap-4">
      {editing ? (
        <OrganisationForm
          key={editing.id ?? 'new'}
          {...editing}
          onDone={(message) => {
            setEditing(null);
            setSaved(message);
          }}
        />
      ) : (
        <Button
          className="justify-self-start"
          onClick={() => edit({ id: null, initial: EMPTY_ORGANISATION })}
        >
          Ny organisation
        </Button>
      )}
      <p
        role="status"
        className={saved ? 'rounded-lg border border-green-200 bg-green-50 p-4 text-green-900' : 'sr-only'}
      >
        {saved}
      </p>
      <TableScroll label="Organisationstabell">
        <table className="w-full min-w-[900px] text-left text-sm">
          <caption className="sr-only">Organisationer med licens</caption>
          <TableHead
            labels={[
              'Namn',
              'Organisationsnummer',
              'Platser',
              'Licensperiod',
              'Domäner',
              'Administratörer',
              '',
            ]}
          />
          <tbody>
            {list.isPending ? (
              <TableMessageRow columns={7}>Laddar organisationer...</TableMessageRow>
            ) : list.isError ? (
              <TableMessageRow columns={7}>
                Kunde inte hämta organisationerna. Försök igen senare.
              </TableMessageRow>
            ) : rows.length === 0 ? (
              <TableMessageRow columns={7}>Inga organisationer ännu.</TableMessageRow>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <td className={cell}>{row.name}</td>
                  <td className={`${cell} whitespace-nowrap`}>{row.org_number}</td>
                  <td className={cell}>
                    {row.seats_used} av {row.seats}
                    {row.pending_invitations > 0
                      ? ` (${row.pending_invitations} ${row.pending_invitations === 1 ? 'inbjuden' : 'inbjudna'})`
                      : ''}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {row.period_start} – {row.period_end}
                    {row.active ? '' : ' (ej aktiv)'}
                  </td>
                  <td className={cell}>{row.allowed_domains.join(', ') || '–'}</td>
                  <td className={`${cell} break-all`}>{row.admin_emails.join(', ') || 'Ingen ännu'}</td>
                  <td className={cell}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Redigera ${row.name}`}
                      onClick={() =>
                        edit({
                          id: row.id,
                          initial: {
                            name: row.name,
                            org_number: row.org_number,
                            seats: String(row.seats),
                            period_start: row.period_start,
                            period_end: row.period_end,
                            allowed_domains: row.allowed_domains.join(', '),
                            invoice_reference: row.invoice_reference ?? '',
                            admin_email: '',
                          },
                        })
                      }
                    >
                      Redigera
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
