import { ResetRequestSchema } from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';

type ResetValues = z.input<typeof ResetRequestSchema>;

const FAILED_TITLE = 'Fel uppstod';
const FAILED_MESSAGE = 'Kunde inte skicka återställningslänk.';

/** Asks the server to mail a reset link that lands on /update-password?token=… */
export function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(ResetRequestSchema), defaultValues: { email: '' } });

  const onValid = async ({ email }: ResetValues) => {
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/update-password' });
      if (error) {
        toast({
          title: FAILED_TITLE,
          description: authErrorMessage(error, FAILED_MESSAGE),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'E-post skickad!',
        description: 'Kontrollera din inkorg för återställningslänken.',
        variant: 'success',
      });
      onSent(email);
    } catch {
      toast({ title: FAILED_TITLE, description: FAILED_MESSAGE, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting} className="grid gap-5">
      <TextField
        label="E-postadress"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <BusyIcon busy={isSubmitting} icon={Send} />
        Skicka återställningslänk
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Tillbaka till inloggningen
        </Link>
      </p>
    </form>
  );
}
