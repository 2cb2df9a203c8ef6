import { PlaceholderPage } from '@/components/placeholder-page';

export function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Integritetspolicy"
      path="/integritet"
      description="Hur vi samlar in, använder, lagrar och skyddar personuppgifter och vilka rättigheter du har."
    />
  );
}
