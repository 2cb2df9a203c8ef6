import { PlaceholderPage } from '@/components/placeholder-page';

export function CheckEmailPage() {
  return (
    <PlaceholderPage
      title="Kontrollera din e-post"
      path="/check-email"
      description="Bekräfta ditt konto via länken som vi har skickat till din e-post."
      noIndex
    />
  );
}
