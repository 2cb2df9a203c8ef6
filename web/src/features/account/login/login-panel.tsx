import { TWO_FACTOR_STEP } from '@app/common';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrganisationSignIn } from '@/features/sso/organisation-sign-in';
import { AuthCard } from '../auth-card';
import { LoginForm } from './login-form';
import { TwoFactorStep } from './two-factor-step';

/**
 * /login: credentials first, then the two-factor step when the account requires it. A magic
 * link to such an account lands here with the step already open (the server holds the challenge).
 */
export function LoginPanel() {
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<'credentials' | 'two-factor'>(
    searchParams.get(TWO_FACTOR_STEP.param) === TWO_FACTOR_STEP.value ? 'two-factor' : 'credentials',
  );
  if (step === 'two-factor') {
    return (
      <AuthCard
        title="Tvåstegsverifiering"
        description="Ditt konto är skyddat med tvåstegsverifiering. Bekräfta inloggningen med en kod."
      >
        <TwoFactorStep onCancel={() => setStep('credentials')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Logga in"
      description="Logga in med e-post och lösenord, eller få en inloggningslänk via e-post."
    >
      <LoginForm onTwoFactorRequired={() => setStep('two-factor')} />
      <OrganisationSignIn />
    </AuthCard>
  );
}
