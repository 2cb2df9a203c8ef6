import type { LucideIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/form/password-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';

type ConfirmPasswordFormProps = {
  submitLabel: string;
  icon: LucideIcon;
  busy: boolean;
  /** Server-side problem to show under the field (e.g. a wrong password). */
  error?: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/** Asks for the account password again before a security change. */
export function ConfirmPasswordForm({
  submitLabel,
  icon,
  busy,
  error,
  onSubmit,
  onCancel,
}: ConfirmPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) {
      onSubmit(password);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="grid gap-3">
      <PasswordField
        label="Bekräfta med ditt lösenord"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? 'Ange ditt lösenord' : error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          <BusyIcon busy={busy} icon={icon} />
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
