import { type SsoSettings, SsoSettingsInputSchema } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { fetchSsoSettings, SSO_QUERY_KEY, saveSsoSettings } from './sso-api';

const SAVE_FAILED = 'Det gick inte att spara inloggningen. Försök igen.';

const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);

/** The sign-in may serve only the domains the service's administrator gave the organisation. */
const domainsHint = (allowed: string[]) =>
  allowed.length > 0
    ? `Välj bland organisationens domäner, med kommatecken emellan: ${allowed.join(', ')}`
    : 'Organisationen har inga e-postdomäner än. Tjänstens administratör lägger till dem under Organisationer.';

function SettingsFields({ path, saved }: { path: string; saved: SsoSettings }) {
  const queryClient = useQueryClient();
  const [issuer, setIssuer] = useState(saved.issuer);
  const [clientId, setClientId] = useState(saved.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(saved.domains.join(', '));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => {
      const parsed = SsoSettingsInputSchema.safeParse({
        issuer,
        clientId,
        ...(clientSecret ? { clientSecret } : {}),
        domains: splitDomains(domains),
      });
      if (!parsed.success) {
        throw new Error(parsed.error.issues[0]?.message);
      }
      return saveSsoSettings(path, parsed.data);
    },
    onSuccess: (settings) => {
      setError(undefined);
      setClientSecret('');
      queryClient.setQueryData([...SSO_QUERY_KEY, path], settings);
      void queryClient.invalidateQueries({ queryKey: SSO_QUERY_KEY });
      toast({
        title: 'Inloggningen sparad',
        description: 'Medlemmarna kan nu logga in med organisationens konto.',
        variant: 'success',
      });
    },
    onError: (failed) => setError(failed.message || SAVE_FAILED),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={save.isPending} className="grid max-w-2xl gap-4">
      <div>
        <p className="text-sm font-medium text-slate-900">
          Omdirigerings-URI att registrera hos identitetstjänsten
        </p>
        <code className="mt-1 block break-all rounded-md bg-slate-100 p-2 text-sm text-slate-900">
          {saved.redirectUri}
        </code>
      </div>
      <TextField
        label="Utfärdare (issuer)"
        hint="Till exempel https://login.microsoftonline.com/<katalog-id>/v2.0"
        value={issuer}
        onChange={(event) => setIssuer(event.target.value)}
      />
      <TextField label="Klient-id" value={clientId} onChange={(event) => setClientId(event.target.value)} />
      <TextField
        label="Klienthemlighet"
        type="password"
        autoComplete="off"
        hint={saved.configured ? 'Lämna tomt för att behålla den sparade hemligheten.' : undefined}
        value={clientSecret}
        onChange={(event) => setClientSecret(event.target.value)}
      />
      <TextField
        label="E-postdomäner"
        hint={domainsHint(saved.allowedDomains)}
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
      />
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        <BusyIcon busy={save.isPending} icon={Save} />
        Spara inloggningen
      </Button>
    </form>
  );
}

/**
 * An organisation's OpenID provider: issuer, client id, secret (write-only) and e-mail domains.
 * `path` is the operator's address for one organisation or the organisation administrator's own.
 */
export function SsoSettingsForm({ path }: { path: string }) {
  const settings = useQuery({
    queryKey: [...SSO_QUERY_KEY, path],
    queryFn: ({ signal }) => fetchSsoSettings(path, signal),
  });
  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin text-brand-700" />
        Hämtar inloggningen...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        {settings.error.message || 'Det gick inte att hämta inloggningen. Försök igen senare.'}
      </p>
    );
  }
  return <SettingsFields key={path} path={path} saved={settings.data} />;
}
