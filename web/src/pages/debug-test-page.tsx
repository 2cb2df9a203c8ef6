import { Seo } from '@/components/seo';
import { DebugTestView } from '@/features/debug-test/debug-test-view';

export function DebugTestPage() {
  return (
    <>
      <Seo
        title="Medical Chat Debug Tool"
        path="/debug-test"
        description="Internt verktyg för att testa chattfunktionen och granska råa svar."
        noIndex
      />
      <DebugTestView />
    </>
  );
}
