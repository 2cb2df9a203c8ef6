import { Seo } from '@/components/seo';
import { EmbeddingTestView } from '@/features/embedding-test/embedding-test-view';

export function EmbeddingTestPage() {
  return (
    <>
      <Seo
        title="Embedding Test"
        path="/embedding-test"
        description="Intern testsida för embeddings."
        noIndex
      />
      <EmbeddingTestView />
    </>
  );
}
