import { faqJsonLd, PRICE_FAQ, plansJsonLd } from '@app/common';
import { Seo } from '@/components/seo';
import { siteTexts } from '@/components/site-page-view';
import { CompetenceDevelopmentSection } from '@/features/billing/competence-development-section';
import { EmployerCard } from '@/features/billing/employer-card';
import { PriceFaq } from '@/features/billing/price-faq';
import { PricingPlans } from '@/features/billing/pricing-plans';
import { appConfig } from '@/lib/app-config';

export function PricingPage() {
  const page = siteTexts('pricing');
  return (
    <>
      <Seo
        title={page.title}
        path={page.path}
        description={page.description}
        jsonLd={[plansJsonLd(appConfig), faqJsonLd(PRICE_FAQ)]}
      />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Priser och prenumeration
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            Det är kostnadsfritt att registrera sig. För att använda verktyget behöver du en prenumeration.
            Ingen bindningstid – du kan säga upp den när du vill och har tillgång till slutet av den betalda
            perioden.
          </p>
        </div>
        <PricingPlans />
        <EmployerCard />
        <CompetenceDevelopmentSection />
        <PriceFaq />
      </div>
    </>
  );
}
