import { PlaceholderPage } from '@/components/placeholder-page';

export function DebugTestPage() {
  return (
    <PlaceholderPage
      title="Medical Chat Debug Tool"
      path="/debug-test"
      description="Internt verktyg för att testa chattfunktionen och granska råa svar."
      noIndex
    />
  );
}
