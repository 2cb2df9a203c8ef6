import { formatAdminDate, type OrganisationOverview } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { TABLE_CELL, TableHead, TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { ssoSettingsPath } from '@/features/sso/sso-api';
import { SsoSettingsForm } from '@/features/sso/sso-settings-form';
import { ApiRequestError } from '@/lib/api';
import { ORGANISATION_QUERY_KEY } from '@/lib/query-keys';
import {
  fetchOrganisationOverview,
  inviteToOrganisation,
  removeMember,
  revokeInvitation,
} from './organisation-api';
import { OrganisationUsageSection } from './organisation-usage-section';

const cell = TABLE_CELL;
const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Något gick fel. Försök igen.';

/** The organisation administrator's view of one organisation: seats, invitations, members, usage. */
export function OrganisationAdminView({ id }: { id: string }) {
  const key = [...ORGANISATION_QUERY_KEY, id];
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOrganisationOverview(id, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: (userId: string) => removeMember(id, userId),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(id, invitationId),
    onSuccess: refresh,
  });

  if (overview.isPending) {
    return <p role="status">Laddar organisationen...</p>;
  }
  if (overview.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        {errorText(overview.error)}
      </p>
    );
  }
  const { organisation, members, invitations, pending_invitations, seats_free } = overview.data;
  const failure = remove.error ?? revoke.error;
  return (
    <div className="grid gap-8">
      <div>
        <h2 className="text-2xl font-semibold text-slate-900">{organisation.name}</h2>
        <p className="mt-1 text-slate-700">
          Organisationsnummer {organisation.org_number}. Licensen gäller {organisation.period_start} till och
          med {organisation.period_end}
          {organisation.active ? '.' : ' och är inte aktiv just nu.'}
        </p>
        {/* A pending member invitation holds its seat until it is accepted or revoked. */}
        <dl className="mt-4 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Platser', organisation.seats],
            ['Används', organisation.seats_used],
            ['Inbjudna', pending_invitations],
            ['Lediga', seats_free],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <InviteForm id={id} onInvited={refresh} />
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {errorText(failure)}
        </p>
      ) : null}
      <MembersTable members={members} onRemove={(userId) => remove.mutate(userId)} busy={remove.isPending} />
      <InvitationsTable
        invitations={invitations}
        onRevoke={(invitationId) => revoke.mutate(invitationId)}
        busy={revoke.isPending}
      />
      <OrganisationUsageSection id={id} />
      <section aria-labelledby="sso-heading" className="grid gap-3">
        <h2 id="sso-heading" className="text-xl font-semibold text-slate-900">
          Inloggning med organisationens konto
        </h2>
        <p className="max-w-2xl text-slate-700">
          Koppla organisationens egen identitetstjänst (till exempel Entra ID), så loggar medlemmar med en
          adress i era domäner in med organisationens konto.
        </p>
        <SsoSettingsForm path={ssoSettingsPath(undefined)} />
      </section>
    </div>
  );
}

function InviteForm({ id, onInvited }: { id: string; onInvited: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: (address: string) => inviteToOrganisation(id, address),
    onSuccess: async (_, address) => {
      setSent(address);
      setEmail('');
      await onInvited();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    invite.mutate(email.trim());
  };
  return (
    <section aria-labelledby="invite-heading" className="grid gap-3">
      <h2 id="invite-heading" className="text-xl font-semibold text-slate-900">
        Bjud in en medlem
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="E-postadress"
          type="email"
          className="w-full max-w-sm"
          value={email}
          error={invite.isError ? errorText(invite.error) : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={invite.isPending}>
          Skicka inbjudan
        </Button>
      </form>
      {sent ? (
        <p role="status" className="text-green-800">
          En inbjudan har skickats till {sent}.
        </p>
      ) : null}
    </section>
  );
}

function MembersTable({
  members,
  onRemove,
  busy,
}: {
  members: OrganisationOverview['members'];
  onRemove: (userId: string) => void;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="members-heading" className="grid gap-3">
      <h2 id="members-heading" className="text-xl font-semibold text-slate-900">
        Medlemmar
      </h2>
      <TableScroll label="Medlemstabell">
        <table className="w-full min-w-[640px] text-left text-sm">
          <TableHead labels={['Namn', 'E-post', 'Roll', 'Gick med', '']} />
          <tbody>
            {members.map((member) => (
              <tr key={member.user_id} className="border-t border-slate-100">
                <td className={cell}>{member.name}</td>
                <td className={`${cell} break-all`}>{member.email}</td>
                <td className={cell}>{member.role === 'org_admin' ? 'Administratör' : 'Medlem'}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(member.joined_at)}</td>
                <td className={cell}>
                  {member.role === 'member' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Ta bort ${member.email}`}
                      onClick={() => onRemove(member.user_id)}
                    >
                      Ta bort
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function InvitationsTable({
  invitations,
  onRevoke,
  busy,
}: {
  invitations: OrganisationOverview['invitations'];
  onRevoke: (invitationId: string) => void;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900">
        Väntande inbjudningar
      </h2>
      {invitations.length === 0 ? (
        <p className="text-slate-700">Inga inbjudningar väntar på svar.</p>
      ) : (
        <ul className="grid gap-2">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <span className="break-all">
                {invitation.email}
                {invitation.role === 'org_admin' ? ' (administratör)' : ''}, gäller till{' '}
                {formatAdminDate(invitation.expires_at)}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Återkalla inbjudan till ${invitation.email}`}
                onClick={() => onRevoke(invitation.id)}
              >
                Återkalla
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
