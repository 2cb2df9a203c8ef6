import { useQuery } from '@tanstack/react-query';
import { Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api';

// The contact branch serves the operator's address (CONTACT_EMAIL) at GET /api/contact and reads
// it with `useContactDetails` under the same query key; at merge this local query gives way to it.
const ContactDetailsSchema = z.object({ email: z.string() });
const useContactEmail = () =>
  useQuery({
    queryKey: ['contact-details'],
    queryFn: ({ signal }) => apiGet('/api/contact', ContactDetailsSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

const MAIL_SUBJECT = 'Bokning av workshop';

/** Booking a workshop for a municipal team (spec 2 §2): by e-mail or the contact form. */
export function WorkshopPage() {
  const contact = useContactEmail();
  const email = contact.data?.email;
  return (
    <SitePageView
      page={siteTexts('workshop')}
      footer={
        <div className="mt-6 grid gap-4">
          <div className="flex flex-wrap gap-3">
            {email ? (
              <Button asChild size="lg">
                <a href={`mailto:${email}?subject=${encodeURIComponent(MAIL_SUBJECT)}`}>
                  <Mail aria-hidden="true" />
                  Skicka e-post till {email}
                </a>
              </Button>
            ) : null}
            <Button asChild size="lg" variant={email ? 'outline' : 'primary'}>
              <Link to="/kontakt?typ=workshop">
                <MessageSquare aria-hidden="true" />
                Använd kontaktformuläret
              </Link>
            </Button>
          </div>
          {contact.isError ? (
            <p className="text-slate-700">
              E-postadressen kunde inte hämtas just nu. Använd kontaktformuläret, så når meddelandet oss ändå.
            </p>
          ) : null}
        </div>
      }
    />
  );
}
