import { SitePageView, siteTexts } from '@/components/site-page-view';
import { VersionCard } from '@/features/site-info/version-card';

export function TechnicalInfoPage() {
  return <SitePageView page={siteTexts('technical-info')} footer={<VersionCard />} />;
}
