import { EmailSchema, SSO_ERROR_PARAM, ssoErrorCallback, ssoErrorMessage } from '@app/common';
import { Building2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useReturnPath } from '@/features/auth/use-return-path';
import { ApiRequestError } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { startSso } from './sso-api';

const UNEXPECTED = 'Inloggningen kunde inte startas. Försök igen om en stund.';

/**
 * Sign-in with the organisation's own login (Entra ID or another OpenID provider): the address's
 * domain decides the provider, and the browser goes there and comes back signed in, to the
 * page's `?next=` when it names one on this site.
 */
export function OrganisationSignIn() {
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const returned = searchParams.has(SSO_ERROR_PARAM) ? ssoErrorMessage(searchParams.get('error')) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { providerId } = await startSso(parsed.data);
      const { error: failed } = await authClient.signIn.social({
        provider: providerId,
        // The server finds the organisation from the address; the provider gets it as a hint.
        loginHint: parsed.data,
        callbackURL: returnPath,
        errorCallbackURL: ssoErrorCallback(returnPath),
      });
      // On success the client has already sent the browser on to the provider.
      if (failed) {
        setError(failed.message ?? UNEXPECTED);
        setBusy(false);
      }
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : UNEXPECTED);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="organisation-sign-in" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="organisation-sign-in" className="text-lg font-semibold text-slate-900">
        Logga in med din organisation
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Om din kommun har kopplat sin egen inloggning skriver du din jobbadress och loggar in hos kommunen.
      </p>
      {returned ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {returned}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="mt-4 grid gap-4">
        <TextField
          label="Din e-post i organisationen"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="outline" size="lg" disabled={busy}>
          <BusyIcon busy={busy} icon={Building2} />
          Logga in med din organisation
        </Button>
      </form>
    </section>
  );
}
