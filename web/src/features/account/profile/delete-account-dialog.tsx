import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useForgetSession } from '@/features/auth/use-forget-session';
import { toast } from '@/lib/toast';
import { postDeletionRequest } from '../account-api';
import { BusyIcon } from '../busy-icon';

/** Confirmation before the deletion request; the server then signs the user out everywhere. */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await postDeletionRequest();
    } catch {
      setBusy(false);
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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
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
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                Avbryt
              </Button>
            </Dialog.Close>
            <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
              <BusyIcon busy={busy} icon={Trash2} />
              Ja, radera mitt konto
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
