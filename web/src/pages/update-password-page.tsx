import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { Seo } from '@/components/seo';
import { checkResetToken } from '@/features/account/account-api';
import { AuthCard } from '@/features/account/auth-card';
import { InvalidResetLink } from '@/features/account/update-password/invalid-reset-link';
import { UpdatePasswordForm } from '@/features/account/update-password/update-password-form';

export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // better-auth redirects here with ?error=INVALID_TOKEN when the link is used or expired.
  const [rejected, setRejected] = useState(searchParams.has('error'));
  const hasToken = token !== null && token !== '' && !rejected;
  // Checked on opening (without using the link up), so a dead link is told at once, not after the form.
  const check = useQuery({
    queryKey: ['reset-token-check', token],
    queryFn: () => checkResetToken(token ?? ''),
    enabled: hasToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A failed check (offline, too many checks) leaves it to the reset itself to say.
  const usable = hasToken && check.data !== false;

  return (
    <>
      <Seo
        title="Välj nytt lösenord"
        path="/update-password"
        description="Ange och bekräfta ett nytt lösenord för ditt konto."
        noIndex
      />
      {hasToken && check.isPending ? (
        <LoadingIndicator />
      ) : usable ? (
        <AuthCard
          title="Välj nytt lösenord"
          description="Ange ditt nya lösenord två gånger. Det måste vara minst 8 tecken och innehålla minst en stor bokstav och en siffra."
        >
          <UpdatePasswordForm token={token} onInvalidToken={() => setRejected(true)} />
        </AuthCard>
      ) : (
        <AuthCard title="Länken fungerar inte">
          <InvalidResetLink />
        </AuthCard>
      )}
    </>
  );
}
