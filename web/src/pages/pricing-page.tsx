import { PlaceholderPage } from '@/components/placeholder-page';

export function PricingPage() {
  return (
    <PlaceholderPage
      title="Priser"
      path="/pris"
      description="Jämför års- och månadsprenumeration och läs om erbjudanden för arbetsgivare och organisationer."
    />
  );
}
