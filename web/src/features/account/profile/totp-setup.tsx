import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { RecoveryCodes } from './recovery-codes';
import { TotpQrCode } from './totp-qr-code';
import { totpSecretFrom } from './totp-secret';

type TotpSetupProps = {
  totpURI: string;
  backupCodes: readonly string[];
  onEnabled: () => void;
  onCancel: () => void;
};

const CODE_PATTERN = /^\d{6}$/;

/** Second step of enabling: add the key to an app, keep the recovery codes, confirm with a code. */
export function TotpSetup({ totpURI, backupCodes, onEnabled, onCancel }: TotpSetupProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secret = totpSecretFrom(totpURI);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(trimmed)) {
      setError('Ange den sexsiffriga koden från din autentiseringsapp.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { error: authError } = await authClient.twoFactor.verifyTotp({ code: trimmed });
      if (authError) {
        const message = authErrorMessage(authError, 'Koden kunde inte verifieras.');
        setError(message);
        toast({
          title: 'Tvåstegsverifieringen aktiverades inte',
          description: message,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Tvåstegsverifiering aktiverad',
        description: 'Från och med nu anger du en kod från appen när du loggar in.',
        variant: 'success',
      });
      onEnabled();
    } catch {
      toast({
        title: 'Tvåstegsverifieringen aktiverades inte',
        description: 'Ett oväntat fel uppstod. Försök igen senare.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-5 rounded-lg border border-slate-200 p-4">
      <h4 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Lägg till kontot i din autentiseringsapp
      </h4>
      <ol className="ml-5 grid list-decimal gap-2 text-sm leading-relaxed text-slate-700">
        <li>Öppna en autentiseringsapp, till exempel Microsoft Authenticator eller Google Authenticator.</li>
        <li>
          Skanna QR-koden med appen. Går det inte, välj att lägga till ett konto manuellt och ange nyckeln
          nedan, eller klistra in länken.
        </li>
        <li>Skriv in den sexsiffriga kod som appen visar.</li>
      </ol>
      <TotpQrCode totpURI={totpURI} />
      <dl className="grid gap-3 text-sm">
        {secret ? (
          <div>
            <dt className="font-medium text-slate-900">Nyckel</dt>
            <dd>
              <code className="mt-1 block rounded bg-slate-100 px-3 py-2 font-mono break-all text-slate-900">
                {secret}
              </code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-slate-900">Länk för autentiseringsappen</dt>
          <dd>
            <code className="mt-1 block rounded bg-slate-100 px-3 py-2 font-mono break-all text-slate-900">
              {totpURI}
            </code>
          </dd>
        </div>
      </dl>
      <RecoveryCodes codes={backupCodes} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="grid gap-3">
        <TextField
          label="Kod från autentiseringsappen"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            <BusyIcon busy={busy} icon={ShieldCheck} />
            Bekräfta och aktivera
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
            Avbryt
          </Button>
        </div>
      </form>
    </div>
  );
}
