import { PlaceholderPage } from '@/components/placeholder-page';

export function EmbeddingTestPage() {
  return (
    <PlaceholderPage
      title="Embedding Test"
      heading="Embedding Test Page"
      path="/embedding-test"
      description="Intern testsida för embeddings."
      noIndex
    />
  );
}
