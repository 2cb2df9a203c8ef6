import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { postResendVerification } from '../account-api';

/** What the sign-up form hands /check-email in the history entry. */
export type CheckEmailState = { email: string };

export const checkEmailAddress = (state: unknown): string | null => {
  const email = (state as Partial<CheckEmailState> | null)?.email;
  return typeof email === 'string' && email ? email : null;
};

type Outcome = { ok: boolean; text: string };

/** Sends the verification mail again; the server limits how often. */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const resend = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await postResendVerification(email);
      setOutcome({ ok: true, text: `Vi har skickat ett nytt mejl till ${email}.` });
    } catch (error) {
      setOutcome({
        ok: false,
        text:
          error instanceof ApiRequestError
            ? error.message
            : 'Mejlet kunde inte skickas. Försök igen om en stund.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" disabled={busy} onClick={() => void resend()}>
        <BusyIcon busy={busy} icon={MailPlus} />
        Skicka mejlet igen
      </Button>
      <p role="status" className={outcome?.ok === false ? 'text-sm text-red-700' : 'text-sm text-slate-700'}>
        {outcome?.text}
      </p>
    </div>
  );
}
