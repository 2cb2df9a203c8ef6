import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Seo } from '@/components/seo';
import { AuthCard } from '@/features/account/auth-card';
import { InvalidResetLink } from '@/features/account/update-password/invalid-reset-link';
import { UpdatePasswordForm } from '@/features/account/update-password/update-password-form';

export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // better-auth redirects here with ?error=INVALID_TOKEN when the link is used or expired.
  const [rejected, setRejected] = useState(searchParams.has('error'));
  const usable = token !== null && token !== '' && !rejected;

  return (
    <>
      <Seo
        title="Välj nytt lösenord"
        path="/update-password"
        description="Ange och bekräfta ett nytt lösenord för ditt konto."
        noIndex
      />
      {usable ? (
        <AuthCard
          title="Välj nytt lösenord"
          description="Ange ditt nya lösenord två gånger. Det måste vara minst 6 tecken långt."
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
