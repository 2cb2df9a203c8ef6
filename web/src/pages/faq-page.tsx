import { PlaceholderPage } from '@/components/placeholder-page';

export function FaqPage() {
  return (
    <PlaceholderPage
      title="Vanliga frågor"
      path="/faq"
      description="Svar på vanliga frågor om konto, prenumeration, dataskydd och hur tjänsten fungerar."
    />
  );
}
