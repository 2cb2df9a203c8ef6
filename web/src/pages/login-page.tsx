import { PlaceholderPage } from '@/components/placeholder-page';

export function LoginPage() {
  return (
    <PlaceholderPage
      title="Logga in"
      path="/login"
      description="Logga in med e-post och lösenord eller få en inloggningslänk skickad till din e-post."
    />
  );
}
