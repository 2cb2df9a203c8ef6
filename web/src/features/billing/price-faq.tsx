import { useState } from 'react';
import { FaqAccordionItem } from './faq-accordion-item';
import { PRICE_FAQ } from './price-faq-items';

/** Price questions in a single-open accordion: opening one closes the other. */
export function PriceFaq() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="price-faq-heading">
      <h2 id="price-faq-heading" className="text-2xl font-semibold text-slate-900">
        Vanliga frågor om priser
      </h2>
      <div className="mt-4 border-t border-slate-200">
        {PRICE_FAQ.map((item) => (
          <FaqAccordionItem
            key={item.id}
            item={item}
            open={openId === item.id}
            onOpenChange={(open) => setOpenId(open ? item.id : null)}
          />
        ))}
      </div>
    </section>
  );
}
