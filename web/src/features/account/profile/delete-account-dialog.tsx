import { DeletionRequestSchema } from '@app/common';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '@/components/form/password-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useForgetSession } from '@/features/auth/use-forget-session';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { postDeletionRequest } from '../account-api';

/** A wrong password (400) or too many of them (429): said under the field, the dialog stays open. */
const passwordProblem = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 429)
    ? error.message
    : undefined;

/** Confirmation with the password before the deletion request; the server then signs the user out everywhere. */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const changeOpen = (next: boolean) => {
    if (busy) {
      return;
    }
    setOpen(next);
    setPassword('');
    setError(undefined);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeletionRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await postDeletionRequest(parsed.data);
    } catch (failure) {
      setBusy(false);
      const problem = passwordProblem(failure);
      if (problem) {
        setError(problem);
        return;
      }
      toast({
        title: 'Fel vid kontoborttagning',
        description: 'Ett fel uppstod. Kontakta support för hjälp.',
        variant: 'destructive',
      });
      return;
    }
    setOpen(false);
    await forgetSession();
    toast({
      title: 'Begäran mottagen',
      description:
        'Ditt konto och dina uppgifter raderas efter 7 dagar. Vill du avbryta borttagningen loggar du in igen innan dess.',
      variant: 'success',
    });
    await navigate('/');
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Radera mitt konto
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Vill du radera ditt konto?
          </Dialog.Title>
          <Dialog.Description className="leading-relaxed text-slate-700">
            Ditt konto och dina uppgifter raderas efter 7 dagar. Du loggas ut direkt. Om du ångrar dig kan du
            avbryta borttagningen genom att logga in igen innan de 7 dagarna har gått.
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void confirm(event)} aria-busy={busy} className="grid gap-4">
            <PasswordField
              label="Bekräfta med ditt lösenord"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  Avbryt
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={busy}>
                <BusyIcon busy={busy} icon={Trash2} />
                Ja, radera mitt konto
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
