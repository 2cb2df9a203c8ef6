import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { authClient } from '@/lib/auth-client';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { ConfirmPasswordForm } from './confirm-password-form';
import { TotpSetup } from './totp-setup';

type State =
  | { step: 'idle' }
  | { step: 'confirm-enable' }
  | { step: 'setup'; totpURI: string; backupCodes: string[] }
  | { step: 'confirm-disable' };

const UNEXPECTED = 'Ett oväntat fel uppstod. Försök igen senare.';

/** Turns TOTP two-factor authentication on (password → key and codes → app code) or off (password). */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();

  const finish = () => {
    setState({ step: 'idle' });
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };

  const start = (step: 'confirm-enable' | 'confirm-disable') => {
    setPasswordError(undefined);
    setState({ step });
  };

  const enable = async (password: string) => {
    setBusy(true);
    try {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error) {
        setPasswordError(error.code === 'INVALID_PASSWORD' ? 'Lösenordet är felaktigt.' : undefined);
        toast({
          title: 'Kunde inte aktivera tvåstegsverifiering',
          description: authErrorMessage(error, UNEXPECTED),
          variant: 'destructive',
        });
        return;
      }
      if (!('totpURI' in data)) {
        toast({
          title: 'Kunde inte aktivera tvåstegsverifiering',
          description: UNEXPECTED,
          variant: 'destructive',
        });
        return;
      }
      setState({ step: 'setup', totpURI: data.totpURI, backupCodes: data.backupCodes });
    } catch {
      toast({
        title: 'Kunde inte aktivera tvåstegsverifiering',
        description: UNEXPECTED,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const disable = async (password: string) => {
    setBusy(true);
    try {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) {
        setPasswordError(error.code === 'INVALID_PASSWORD' ? 'Lösenordet är felaktigt.' : undefined);
        toast({
          title: 'Kunde inte inaktivera tvåstegsverifiering',
          description: authErrorMessage(error, UNEXPECTED),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Tvåstegsverifiering inaktiverad',
        description: 'Du loggar nu in med bara e-post och lösenord.',
        variant: 'success',
      });
      finish();
    } catch {
      toast({
        title: 'Kunde inte inaktivera tvåstegsverifiering',
        description: UNEXPECTED,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Tvåstegsverifiering
      </h3>
      <p className="text-sm leading-relaxed text-slate-700">
        {enabled
          ? 'Tvåstegsverifiering är aktiverad. När du loggar in anger du också en kod från din autentiseringsapp.'
          : 'Tvåstegsverifiering är inte aktiverad. Skydda kontot bättre genom att också ange en kod från en autentiseringsapp när du loggar in.'}
      </p>
      {state.step === 'idle' ? (
        enabled ? (
          <Button variant="outline" className="justify-self-start" onClick={() => start('confirm-disable')}>
            <ShieldOff aria-hidden="true" />
            Inaktivera tvåstegsverifiering
          </Button>
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => start('confirm-enable')}>
            <ShieldCheck aria-hidden="true" />
            Aktivera tvåstegsverifiering
          </Button>
        )
      ) : null}
      {state.step === 'confirm-enable' ? (
        <ConfirmPasswordForm
          submitLabel="Fortsätt"
          icon={ShieldCheck}
          busy={busy}
          error={passwordError}
          onSubmit={(password) => void enable(password)}
          onCancel={() => setState({ step: 'idle' })}
        />
      ) : null}
      {state.step === 'confirm-disable' ? (
        <ConfirmPasswordForm
          submitLabel="Inaktivera"
          icon={ShieldOff}
          busy={busy}
          error={passwordError}
          onSubmit={(password) => void disable(password)}
          onCancel={() => setState({ step: 'idle' })}
        />
      ) : null}
      {state.step === 'setup' ? (
        <TotpSetup
          totpURI={state.totpURI}
          backupCodes={state.backupCodes}
          onEnabled={finish}
          onCancel={() => setState({ step: 'idle' })}
        />
      ) : null}
    </section>
  );
}
