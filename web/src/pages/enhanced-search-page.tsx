import { Seo } from '@/components/seo';
import { EnhancedSearchView } from '@/features/enhanced-search/enhanced-search-view';

export function EnhancedSearchPage() {
  return (
    <>
      <Seo
        title="Utökad sökning"
        path="/enhanced-search"
        description="Internt verktyg för att testa sökningar med utökad fråga, källor och poäng."
        noIndex
      />
      <EnhancedSearchView />
    </>
  );
}
