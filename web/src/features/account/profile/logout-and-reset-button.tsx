import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useForgetSession } from '@/features/auth/use-forget-session';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { postLogoutAndReset } from '../account-api';

/** For a forgotten current password: the server mails a reset link and ends every session. */
export function LogoutAndResetButton() {
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await postLogoutAndReset();
    } catch (error) {
      setBusy(false);
      toast({
        title: 'Fel vid lösenordsåterställning',
        description:
          error instanceof ApiRequestError ? error.message : 'Ett oväntat fel uppstod. Försök igen senare.',
        variant: 'destructive',
      });
      return;
    }
    await forgetSession();
    toast({
      title: 'Utloggad och e-post skickad!',
      description: 'Du har loggats ut och en återställningslänk har skickats till din e-post.',
      variant: 'success',
    });
    await navigate('/login');
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm leading-relaxed text-slate-700">
        Kommer du inte ihåg ditt nuvarande lösenord? Då loggar vi ut dig överallt och skickar en länk där du
        kan välja ett nytt.
      </p>
      <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => void run()}>
        <BusyIcon busy={busy} icon={MailWarning} />
        Logga ut och skicka återställningslänk
      </Button>
    </div>
  );
}
