import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClass, labelClass } from '@/components/form/field-styles';
import { fetchSsoOrganisations, SSO_QUERY_KEY, ssoSettingsPath } from './sso-api';
import { SsoSettingsForm } from './sso-settings-form';

/** The operator's view: pick an organisation and enter its identity provider. */
export function SsoAdminTab() {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | undefined>();
  const list = useQuery({
    queryKey: [...SSO_QUERY_KEY, 'organisations'],
    queryFn: ({ signal }) => fetchSsoOrganisations(signal),
  });
  const organisations = list.data?.organisations ?? [];
  const organisationId = chosen ?? organisations[0]?.id;
  return (
    <div className="grid gap-6">
      <p className="max-w-2xl text-slate-700">
        Koppla en organisations egen inloggning (till exempel Entra ID). Medlemmar med en adress i
        organisationens domäner loggar då in hos organisationen i stället för med lösenord.
      </p>
      {list.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          Det gick inte att hämta organisationerna. Försök igen senare.
        </p>
      ) : list.isSuccess && organisations.length === 0 ? (
        <p className="text-slate-700">Det finns inga organisationer ännu. Lägg upp en organisation först.</p>
      ) : null}
      {organisationId ? (
        <>
          <div className="max-w-md">
            <label htmlFor={selectId} className={labelClass}>
              Organisation
            </label>
            <select
              id={selectId}
              className={`${inputClass} mt-1`}
              value={organisationId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {organisations.map((organisation) => (
                <option key={organisation.id} value={organisation.id}>
                  {organisation.name}
                  {organisation.configured ? ' (inloggning kopplad)' : ''}
                </option>
              ))}
            </select>
          </div>
          <SsoSettingsForm path={ssoSettingsPath(organisationId)} />
        </>
      ) : null}
    </div>
  );
}
