import { ChangePasswordSchema } from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
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

type ChangeValues = z.input<typeof ChangePasswordSchema>;

const FAILED_TITLE = 'Fel vid lösenordsuppdatering';
const FIELD_ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const issueTitle = (message: string) => passwordIssueTitle(message, FAILED_TITLE);

const FAILED_MESSAGE = 'Lösenordet kunde inte uppdateras. Försök igen.';
const EMPTY: ChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; other sessions are signed out when it succeeds. */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY });
  const typedPassword = useWatch({ control, name: 'newPassword' });

  const cancel = () => {
    reset(EMPTY);
    onClose();
  };

  const onValid = async ({ currentPassword, newPassword }: ChangeValues) => {
    try {
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      if (error?.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { message: 'Det nuvarande lösenordet du angav är felaktigt.' });
        setFocus('currentPassword');
        toast({
          title: 'Felaktigt nuvarande lösenord',
          description: 'Det nuvarande lösenordet du angav är felaktigt.',
          variant: 'destructive',
        });
        return;
      }
      if (error) {
        toast({
          title: FAILED_TITLE,
          description: authErrorMessage(error, FAILED_MESSAGE),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Lösenordet har uppdaterats!',
        description: 'Du har loggats ut från dina andra enheter.',
        variant: 'success',
      });
      cancel();
    } catch {
      toast({ title: FAILED_TITLE, description: FAILED_MESSAGE, variant: 'destructive' });
    }
  };

  const onInvalid = useFormErrorToast(errors, {
    key: 'change-password-form',
    title: issueTitle,
    order: FIELD_ORDER,
    fallback: FAILED_MESSAGE,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-busy={isSubmitting}
      className="grid gap-4"
    >
      <PasswordField
        label="Nuvarande lösenord"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="Nytt lösenord"
        autoComplete="new-password"
        invalid={Boolean(errors.newPassword)}
        details={(id) => <PasswordRules id={id} password={typedPassword} />}
        {...register('newPassword')}
      />
      <PasswordField
        label="Bekräfta nytt lösenord"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          <BusyIcon busy={isSubmitting} icon={KeyRound} />
          Uppdatera lösenord
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={cancel}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
