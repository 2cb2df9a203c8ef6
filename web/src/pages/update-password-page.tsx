import { PlaceholderPage } from '@/components/placeholder-page';

export function UpdatePasswordPage() {
  return (
    <PlaceholderPage
      title="Välj nytt lösenord"
      path="/update-password"
      description="Ange och bekräfta ett nytt lösenord för ditt konto."
      noIndex
    />
  );
}
