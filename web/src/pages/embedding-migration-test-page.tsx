import { PlaceholderPage } from '@/components/placeholder-page';

export function EmbeddingMigrationTestPage() {
  return (
    <PlaceholderPage
      title="Embedding Migration Test"
      path="/embedding-migration-test"
      description="Internt verktyg för att flytta embeddings till den nya tabellen och kontrollera status."
      noIndex
    />
  );
}
