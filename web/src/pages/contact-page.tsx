import { CONTACT_TYPE_PARAM, contactTypeFromParam } from '@app/common';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { ContactAddress } from '@/features/contact/contact-address';
import { ContactForm } from '@/features/contact/contact-form';
import { ContactThanks } from '@/features/contact/contact-thanks';

/** /kontakt (spec 2 §2, §5): the form, its thank-you panel, and the other ways to reach us. */
export function ContactPage() {
  const [params] = useSearchParams();
  const initialType = contactTypeFromParam(params.get(CONTACT_TYPE_PARAM));
  const [view, setView] = useState<'form' | 'thanks' | 'form-again'>('form');
  const showThanks = useCallback(() => setView('thanks'), []);
  const showFormAgain = useCallback(() => setView('form-again'), []);

  return (
    <SitePageView page={siteTexts('contact')} footer={<ContactAddress />}>
      <div className="mt-10">
        {view === 'thanks' ? (
          <ContactThanks onDone={showFormAgain} />
        ) : (
          <ContactForm
            key={initialType}
            initialType={initialType}
            focusOnMount={view === 'form-again'}
            onSent={showThanks}
          />
        )}
      </div>
    </SitePageView>
  );
}
