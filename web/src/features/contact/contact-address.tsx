import { Mail } from 'lucide-react';
import { useContactDetails } from './use-contact-details';

/** The address to write to directly (CONTACT_EMAIL), under "Andra sätt att nå oss". */
export function ContactAddress() {
  const details = useContactDetails();
  return (
    <div className="mt-4 flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {details.data ? (
        <p className="text-slate-800">
          E-post:{' '}
          <a href={`mailto:${details.data.email}`} className="font-medium text-brand-700 underline">
            {details.data.email}
          </a>
        </p>
      ) : (
        <p className="text-slate-700">
          {details.isError
            ? 'E-postadressen kunde inte hämtas just nu. Använd formuläret ovan, så når meddelandet oss ändå.'
            : 'Hämtar e-postadressen …'}
        </p>
      )}
    </div>
  );
}
