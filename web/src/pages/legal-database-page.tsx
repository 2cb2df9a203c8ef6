import { SignUpAndContactLinks } from '@/components/sign-up-and-contact-links';
import { SitePageView, siteTexts } from '@/components/site-page-view';

/** The announcement of the open legal database, with the ways to take part (spec 2 §2). */
export function LegalDatabasePage() {
  return (
    <SitePageView
      page={siteTexts('legal-database')}
      footer={<SignUpAndContactLinks className="mt-6 flex flex-wrap gap-3" />}
    />
  );
}
