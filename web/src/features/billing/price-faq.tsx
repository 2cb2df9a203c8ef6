import { PRICE_FAQ } from '@app/common';
import { FaqAccordion } from '@/components/faq-accordion';

/** Price questions in a single-open accordion: opening one closes the other. */
export function PriceFaq() {
  return (
    <section aria-labelledby="price-faq-heading">
      <h2 id="price-faq-heading" className="text-2xl font-semibold text-slate-900">
        Vanliga frågor om priser
      </h2>
      <div className="mt-4">
        <FaqAccordion items={PRICE_FAQ} headingLevel={3} />
      </div>
    </section>
  );
}
