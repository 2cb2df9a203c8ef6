import { PlaceholderPage } from '@/components/placeholder-page';

export function SignupPage() {
  return (
    <PlaceholderPage
      title="Registrera dig"
      path="/signup"
      description="Skapa ett kostnadsfritt konto för att komma igång med tjänsten."
    />
  );
}
