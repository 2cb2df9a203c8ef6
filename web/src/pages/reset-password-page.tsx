import { useState } from 'react';
import { Seo } from '@/components/seo';
import { AuthCard } from '@/features/account/auth-card';
import { ResetConfirmation } from '@/features/account/reset/reset-confirmation';
import { ResetRequestForm } from '@/features/account/reset/reset-request-form';

export function ResetPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <Seo
        title="Återställ lösenord"
        path="/reset-password"
        description="Begär en länk för att välja ett nytt lösenord till ditt konto."
      />
      {sentTo === null ? (
        <AuthCard
          title="Återställ lösenord"
          description="Ange e-postadressen till ditt konto så skickar vi en länk där du kan välja ett nytt lösenord."
        >
          <ResetRequestForm onSent={setSentTo} />
        </AuthCard>
      ) : (
        <AuthCard title="E-post skickad">
          <ResetConfirmation email={sentTo} />
        </AuthCard>
      )}
    </>
  );
}
