import { PlaceholderPage } from '@/components/placeholder-page';

export function SourceTestPage() {
  return (
    <PlaceholderPage
      title="Test av källsökning"
      path="/source-test"
      description="Intern testsida som kör källsökningen för en fast fråga och visar de avsnitt och källor som hittas."
      noIndex
    />
  );
}
