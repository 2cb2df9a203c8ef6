import { Seo } from '@/components/seo';
import { SourceTestView } from '@/features/source-test/source-test-view';

export function SourceTestPage() {
  return (
    <>
      <Seo
        title="Test av källsökning"
        path="/source-test"
        description="Intern testsida som kör källsökningen för en fast fråga och visar de avsnitt och källor som hittas."
        noIndex
      />
      <SourceTestView />
    </>
  );
}
