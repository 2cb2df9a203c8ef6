import { faqJsonLd, siteFaq } from '@app/common';
import { FaqAccordion } from '@/components/faq-accordion';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { appConfig } from '@/lib/app-config';

export function FaqPage() {
  const items = siteFaq(appConfig);
  return (
    <SitePageView page={siteTexts('faq')} jsonLd={faqJsonLd(items)}>
      <div className="mt-10">
        <FaqAccordion items={items} headingLevel={2} />
      </div>
    </SitePageView>
  );
}
