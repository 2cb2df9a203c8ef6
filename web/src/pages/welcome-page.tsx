import { PlaceholderPage } from '@/components/placeholder-page';

export function WelcomePage() {
  return (
    <PlaceholderPage
      title="Välkommen"
      path="/valkommen"
      description="Tack för din prenumeration! Här får du tips för att komma igång med tjänsten."
      noIndex
    />
  );
}
