import { PlaceholderPage } from '@/components/placeholder-page';

export function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Återställ lösenord"
      path="/reset-password"
      description="Begär en länk för att välja ett nytt lösenord till ditt konto."
    />
  );
}
