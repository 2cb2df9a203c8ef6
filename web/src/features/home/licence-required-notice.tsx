import { licenceEndedMessage, type OrganisationLicence } from '@app/common';
import { ArrowRight, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Home for a signed-in user without an active plan (spec 1 §2, §6); a member whose organisation's
 * licence has ended is told which one and when.
 */
export function LicenceRequiredNotice({
  endedLicence = null,
}: {
  endedLicence?: OrganisationLicence | null;
}) {
  return (
    <section aria-labelledby="licence-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
        <KeyRound aria-hidden="true" className="size-8 text-brand-700" />
        <h1 id="licence-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Prenumeration krävs
        </h1>
        {endedLicence ? (
          <p role="alert" className="leading-relaxed font-medium text-slate-900">
            {licenceEndedMessage(endedLicence)}
          </p>
        ) : null}
        <p className="leading-relaxed text-slate-800">
          Ditt konto är klart, men verktyget kräver en licens. Du behöver en aktiv prenumeration för att
          använda chatten.
        </p>
        <Button asChild size="lg" className="justify-self-start">
          <Link to="/pris">
            Se prenumerationsalternativ
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
