import { PlaceholderPage } from '@/components/placeholder-page';

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Användarvillkor"
      path="/anvandarvillkor"
      description="Villkoren för att använda tjänsten, bland annat om prenumeration, betalning, uppsägning och ångerrätt."
    />
  );
}
