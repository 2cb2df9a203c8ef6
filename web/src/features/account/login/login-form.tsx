import { LoginSchema, MagicLinkSchema } from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useFormErrorToast } from '@/components/form/use-form-error-toast';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { useReturnPath } from '@/features/auth/use-return-path';
import { authClient } from '@/lib/auth-client';
import { recordFailedSignIn } from '@/lib/security-monitor';
import { toast } from '@/lib/toast';
import { LOGIN_FAILED, UNEXPECTED_MESSAGE, UNEXPECTED_TITLE } from './login-messages';
import { useCompleteSignIn } from './use-complete-sign-in';

type LoginValues = z.input<typeof LoginSchema>;

const LOGIN_FIELDS = ['email', 'password'] as const;

const MAGIC_LINK_FAILED = 'Kunde inte skicka inloggningslänk';

type LoginFormProps = {
  /** The password was right and the account has two-factor authentication on. */
  onTwoFactorRequired: () => void;
};

const needsTwoFactor = (data: object | null): boolean =>
  data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect === true;

/** E-mail and password sign-in, plus a magic link to the same address (spec 1 §2/§8). */
export function LoginForm({ onTwoFactorRequired }: LoginFormProps) {
  const completeSignIn = useCompleteSignIn();
  const returnPath = useReturnPath();
  const [sendingLink, setSendingLink] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const busy = isSubmitting || sendingLink;

  const onValid = async ({ email, password }: LoginValues) => {
    try {
      const { data, error } = await authClient.signIn.email({ email, password });
      if (error) {
        recordFailedSignIn(error.status, 'login');
        toast({
          title: LOGIN_FAILED,
          description: authErrorMessage(error, 'Ogiltiga uppgifter'),
          variant: 'destructive',
        });
        return;
      }
      if (needsTwoFactor(data)) {
        onTwoFactorRequired();
        return;
      }
      await completeSignIn();
    } catch {
      toast({ title: UNEXPECTED_TITLE, description: UNEXPECTED_MESSAGE, variant: 'destructive' });
    }
  };

  const onInvalid = useFormErrorToast(errors, {
    key: 'login-form',
    title: LOGIN_FAILED,
    order: LOGIN_FIELDS,
    fallback: 'Ogiltiga uppgifter',
  });

  const sendMagicLink = async () => {
    const parsed = MagicLinkSchema.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'E-post krävs';
      setError('email', { message });
      setFocus('email');
      toast({ title: MAGIC_LINK_FAILED, description: message, variant: 'destructive' });
      return;
    }
    clearErrors('email');
    setSendingLink(true);
    try {
      const { error } = await authClient.signIn.magicLink({
        email: parsed.data.email,
        callbackURL: returnPath,
      });
      if (error) {
        toast({
          title: MAGIC_LINK_FAILED,
          description: authErrorMessage(error, UNEXPECTED_MESSAGE),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Inloggningslänk skickad!',
        description: 'Kolla din e-post och klicka på länken för att logga in.',
        variant: 'success',
      });
    } catch {
      toast({ title: MAGIC_LINK_FAILED, description: UNEXPECTED_MESSAGE, variant: 'destructive' });
    } finally {
      setSendingLink(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={busy} className="grid gap-5">
      <TextField
        label="E-postadress"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-1">
        <PasswordField
          label="Lösenord"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/reset-password" className="justify-self-end text-sm font-medium text-brand-700 underline">
          Glömt lösenordet?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        <BusyIcon busy={isSubmitting} icon={LogIn} />
        Logga in
      </Button>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        eller
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button type="button" variant="outline" size="lg" disabled={busy} onClick={() => void sendMagicLink()}>
        <BusyIcon busy={sendingLink} icon={Mail} />
        Skicka inloggningslänk till e-post
      </Button>
      <p className="text-center text-sm text-slate-700">
        Har du inget konto?{' '}
        <Link to="/signup" className="font-medium text-brand-700 underline">
          Registrera dig
        </Link>
      </p>
    </form>
  );
}
