import { KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { authClient } from '@/lib/auth-client';
import { recordFailedSignIn } from '@/lib/security-monitor';
import { toast } from '@/lib/toast';
import { LOGIN_FAILED, UNEXPECTED_MESSAGE, UNEXPECTED_TITLE } from './login-messages';
import { useCompleteSignIn } from './use-complete-sign-in';

type Mode = 'totp' | 'backup';

const TOTP_PATTERN = /^\d{6}$/;

const validate = (mode: Mode, code: string): string | undefined => {
  if (mode === 'totp') {
    return TOTP_PATTERN.test(code) ? undefined : 'Ange den sexsiffriga koden från din autentiseringsapp.';
  }
  return code ? undefined : 'Ange en återställningskod.';
};

/** Second sign-in step for accounts with two-factor authentication: an app code or a recovery code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const completeSignIn = useCompleteSignIn();
  const [mode, setMode] = useState<Mode>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus follows the step: first the code field, and again when switching code type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mode swaps the input element the ref points to.
  useEffect(() => {
    inputRef.current?.focus();
  }, [mode]);

  const switchMode = () => {
    setMode((current) => (current === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = mode === 'totp' ? code.replace(/\s/g, '') : code.trim();
    const problem = validate(mode, trimmed);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      toast({ title: LOGIN_FAILED, description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const { error: authError } =
        mode === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: trimmed })
          : await authClient.twoFactor.verifyBackupCode({ code: trimmed });
      if (authError) {
        recordFailedSignIn(authError.status, 'two-factor');
        const message = authErrorMessage(authError, 'Koden kunde inte verifieras.');
        // At the field, where the user fixes it (and a screen reader hears it there), as well as in the toast.
        setError(message);
        setBusy(false);
        inputRef.current?.focus();
        toast({ title: LOGIN_FAILED, description: message, variant: 'destructive' });
        return;
      }
      await completeSignIn();
    } catch {
      toast({ title: UNEXPECTED_TITLE, description: UNEXPECTED_MESSAGE, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="grid gap-5">
      {mode === 'totp' ? (
        <TextField
          key="totp"
          ref={inputRef}
          label="Verifieringskod"
          hint="Ange den sexsiffriga koden från din autentiseringsapp."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      ) : (
        <TextField
          key="backup"
          ref={inputRef}
          label="Återställningskod"
          hint="Ange en av de återställningskoder du sparade när du aktiverade tvåstegsverifieringen. Varje kod kan bara användas en gång."
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      )}
      <Button type="submit" size="lg" disabled={busy}>
        <BusyIcon busy={busy} icon={ShieldCheck} />
        Verifiera
      </Button>
      <Button type="button" variant="outline" disabled={busy} onClick={switchMode}>
        <KeyRound aria-hidden="true" />
        {mode === 'totp' ? 'Använd en återställningskod' : 'Använd kod från autentiseringsappen'}
      </Button>
      <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
        Avbryt och logga in på nytt
      </Button>
    </form>
  );
}
