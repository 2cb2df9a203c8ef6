import { PlaceholderPage } from '@/components/placeholder-page';

export function TechnicalInfoPage() {
  return (
    <PlaceholderPage
      title="Teknisk information"
      path="/teknisk-info"
      description="Så fungerar AI-tekniken, vilka källor svaren bygger på, hur tjänsten skyddas och vilken version som gäller."
    />
  );
}
