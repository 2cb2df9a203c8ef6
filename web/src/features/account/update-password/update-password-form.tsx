import { UpdatePasswordSchema } from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/form/password-field';
import { useFormErrorToast } from '@/components/form/use-form-error-toast';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { PasswordRules } from '../fields/password-rules';
import { passwordIssueTitle } from '../password-issue-title';

type UpdateValues = z.input<typeof UpdatePasswordSchema>;

/** Spec 1 §9: the way to the login page after a successful update. */
export const REDIRECT_DELAY_MS = 2000;

const FAILED_TITLE = 'Fel uppstod';
const FIELD_ORDER = ['password', 'confirmPassword'] as const;
const issueTitle = (message: string) => passwordIssueTitle(message, FAILED_TITLE);

const FAILED_MESSAGE = 'Kunde inte uppdatera lösenordet.';
const INVALID_TOKEN_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

type UpdatePasswordFormProps = {
  token: string;
  onInvalidToken: () => void;
};

/** Sets a new password with the token from the reset link, then continues to /login. */
export function UpdatePasswordForm({ token, onInvalidToken }: UpdatePasswordFormProps) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateValues>({
    resolver: zodResolver(UpdatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const bothFilled = Boolean(password) && Boolean(confirmPassword);

  useEffect(() => {
    if (!done) {
      return;
    }
    const timer = window.setTimeout(() => void navigate('/login'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onValid = async (values: UpdateValues) => {
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.password, token });
      if (error) {
        toast({
          title: FAILED_TITLE,
          description: authErrorMessage(error, FAILED_MESSAGE),
          variant: 'destructive',
        });
        if (error.code && INVALID_TOKEN_CODES.has(error.code)) {
          onInvalidToken();
        }
        return;
      }
      toast({
        title: 'Lösenord uppdaterat!',
        description: 'Ditt lösenord har ändrats framgångsrikt.',
        variant: 'success',
      });
      setDone(true);
    } catch {
      toast({ title: FAILED_TITLE, description: FAILED_MESSAGE, variant: 'destructive' });
    }
  };

  const onInvalid = useFormErrorToast(errors, {
    key: 'update-password-form',
    title: issueTitle,
    order: FIELD_ORDER,
    fallback: FAILED_MESSAGE,
  });

  if (done) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 leading-relaxed text-emerald-950">
        Ditt lösenord har ändrats. Du skickas strax vidare till inloggningen.
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-busy={isSubmitting}
      className="grid gap-5"
    >
      <PasswordField
        label="Nytt lösenord"
        autoComplete="new-password"
        invalid={Boolean(errors.password)}
        details={(id) => <PasswordRules id={id} password={password} />}
        {...register('password')}
      />
      <PasswordField
        label="Bekräfta nytt lösenord"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={!bothFilled || isSubmitting}>
        <BusyIcon busy={isSubmitting} icon={KeyRound} />
        Uppdatera lösenord
      </Button>
    </form>
  );
}
