import {
  ORGANISATION_SIGN_IN_PROVIDER,
  SSO_ERROR_PARAM,
  SSO_LINK_CALLBACK,
  SSO_LINK_ERROR_CALLBACK,
  SSO_LINKED_PARAM,
  SSO_MESSAGES,
  ssoLinkErrorMessage,
  ssoProviderId,
} from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Building2, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProfileCard } from '@/components/profile-card';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { SSO_QUERY_KEY, startSso } from './sso-api';

const UNEXPECTED = 'Kopplingen kunde inte startas. Försök igen om en stund.';
const ORGANISATION_ACCOUNT = ssoProviderId('');

/** Whether the address's organisation has its own sign-in (404: it has not). */
const servedByOrganisation = (email: string) =>
  startSso(email).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) {
        return false;
      }
      throw error;
    },
  );

const hasOrganisationAccount = async () => {
  const { data, error } = await authClient.listAccounts();
  if (error) {
    throw new Error(error.message ?? UNEXPECTED);
  }
  return data.some((linked) => linked.providerId.startsWith(ORGANISATION_ACCOUNT));
};

/**
 * On the profile, when the account's organisation has its own sign-in: connects it to this
 * account, with the owner signed in (an existing account is never connected by the address
 * alone). The provider sends the browser back here with the outcome.
 */
export function OrganisationLinkCard({ email }: { email: string }) {
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const served = useQuery({
    queryKey: [...SSO_QUERY_KEY, 'served', email],
    queryFn: () => servedByOrganisation(email),
  });
  const linked = useQuery({
    queryKey: [...SSO_QUERY_KEY, 'linked'],
    queryFn: hasOrganisationAccount,
    enabled: served.data === true,
  });
  const returned = searchParams.has(SSO_ERROR_PARAM) ? ssoLinkErrorMessage(searchParams.get('error')) : null;
  if (served.data !== true) {
    return null;
  }

  const connect = async () => {
    setError(undefined);
    setBusy(true);
    const { error: failed } = await authClient.linkSocial({
      provider: ORGANISATION_SIGN_IN_PROVIDER,
      callbackURL: SSO_LINK_CALLBACK,
      errorCallbackURL: SSO_LINK_ERROR_CALLBACK,
    });
    // On success the client has already sent the browser on to the provider.
    if (failed) {
      setError(failed.message ?? UNEXPECTED);
      setBusy(false);
    }
  };

  return (
    <ProfileCard title="Organisationens inloggning" icon={Building2}>
      {searchParams.has(SSO_LINKED_PARAM) ? (
        <p
          role="status"
          className="mb-3 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950"
        >
          {SSO_MESSAGES.linked}
        </p>
      ) : null}
      {returned || error ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error ?? returned}
        </p>
      ) : null}
      {linked.data ? (
        <p className="leading-relaxed text-slate-800">
          Du kan logga in med din organisations konto. Inloggningen är kopplad till det här kontot.
        </p>
      ) : (
        <div className="grid gap-3">
          <p className="leading-relaxed text-slate-800">
            Din organisation har en egen inloggning. Koppla den till det här kontot för att kunna logga in med
            organisationens konto. Du loggar in hos organisationen med samma e-postadress som kontot har.
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={busy || linked.isPending}
            onClick={() => void connect()}
          >
            <BusyIcon busy={busy} icon={Link2} />
            Koppla organisationens inloggning
          </Button>
        </div>
      )}
    </ProfileCard>
  );
}
