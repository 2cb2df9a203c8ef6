import { PlaceholderPage } from '@/components/placeholder-page';

export function LegalDatabasePage() {
  return (
    <PlaceholderPage
      title="Öppen rättsdatabas"
      path="/rattsdatabas"
      description="En kostnadsfri och öppen databas med rättsfall och ett API, som vi bygger för alla som behöver den."
    />
  );
}
