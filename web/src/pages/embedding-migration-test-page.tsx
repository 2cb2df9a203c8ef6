import { Seo } from '@/components/seo';
import { EmbeddingMigrationView } from '@/features/embedding-migration/embedding-migration-view';

export function EmbeddingMigrationTestPage() {
  return (
    <>
      <Seo
        title="Embedding Migration Test"
        path="/embedding-migration-test"
        description="Internt verktyg för att bädda in avsnitten på nytt med en annan embeddingmodell och kontrollera status."
        noIndex
      />
      <EmbeddingMigrationView />
    </>
  );
}
