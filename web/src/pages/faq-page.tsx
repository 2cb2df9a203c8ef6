import { faqJsonLd, SITE_FAQ } from '@app/common';
import { FaqAccordion } from '@/components/faq-accordion';
import { SitePageView, siteTexts } from '@/components/site-page-view';

export function FaqPage() {
  return (
    <SitePageView page={siteTexts('faq')} jsonLd={faqJsonLd(SITE_FAQ)}>
      <div className="mt-10">
        <FaqAccordion items={SITE_FAQ} headingLevel={2} />
      </div>
    </SitePageView>
  );
}
