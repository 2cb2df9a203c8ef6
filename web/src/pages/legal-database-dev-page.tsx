import { PlaceholderPage } from '@/components/placeholder-page';

export function LegalDatabaseDevPage() {
  return (
    <PlaceholderPage
      title="Avancerad Rättsdatabas"
      path="/rattsdatabas-dev"
      description="Utvecklingsversion av rättsdatabasen med sökning, sammanfattningar och insamlingsverktyg för administratörer."
      noIndex
    />
  );
}
