import { PlaceholderPage } from '@/components/placeholder-page';

export function PromptSchoolPage() {
  return (
    <PlaceholderPage
      title="Promptskola"
      path="/promptskola"
      description="En guide till att skriva tydliga frågor med UKI-modellen: Uppgift, Krav och Instruktioner."
    />
  );
}
