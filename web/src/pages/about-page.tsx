import { PlaceholderPage } from '@/components/placeholder-page';
import { appConfig } from '@/lib/app-config';

export function AboutPage() {
  return (
    <PlaceholderPage
      title={`Om ${appConfig.productName}`}
      path={appConfig.aboutPath}
      description="Läs om syftet med tjänsten, vem som står bakom den och vilka värderingar som styr arbetet."
    />
  );
}
