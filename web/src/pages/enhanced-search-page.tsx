import { PlaceholderPage } from '@/components/placeholder-page';

export function EnhancedSearchPage() {
  return (
    <PlaceholderPage
      title="Utökad sökning"
      path="/enhanced-search"
      description="Internt verktyg för att testa sökningar med utökad fråga, källor och poäng."
      noIndex
    />
  );
}
