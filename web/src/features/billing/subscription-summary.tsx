import { formatDateSv, licenceEndedMessage, planWithScheduledChange } from '@app/common';
import { ArrowRight, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SUBSCRIPTION_READ_ERROR } from './billing-messages';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { TIER_NAMES } from './plans';
import { useSubscription } from './use-subscription';

const termClass = 'text-sm font-medium text-slate-600';
const valueClass = '-mt-2 text-slate-900 sm:mt-0';

/** The profile card's content: plan, end date, cancellation note and the portal, or the way to /pris. */
export function SubscriptionSummary() {
  const subscription = useSubscription();

  if (subscription.loading) {
    return (
      <p role="status" className="text-slate-700">
        Kontrollerar prenumeration…
      </p>
    );
  }
  if (subscription.subscribed === null) {
    return (
      <div role="alert" className="grid gap-3 text-red-900">
        <p>{subscription.error ?? SUBSCRIPTION_READ_ERROR}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void subscription.refresh()}>
          <RotateCw aria-hidden="true" />
          Försök igen
        </Button>
      </div>
    );
  }
  const licence = subscription.organisation_licence;
  const licenceNote = licence ? (
    <p className="leading-relaxed text-slate-800">
      {licence.active
        ? `Du har tillgång till verktyget genom ${licence.organisation_name} till och med ${licence.period_end}.`
        : licenceEndedMessage(licence)}
    </p>
  ) : null;
  if (licence?.active && !subscription.subscribed) {
    return licenceNote;
  }
  if (!subscription.subscribed) {
    return (
      <div className="grid gap-3">
        {licenceNote}
        <p className="leading-relaxed text-slate-700">
          Du har ingen aktiv prenumeration. Med en prenumeration får du tillgång till verktyget.
        </p>
        <Link
          to="/pris"
          className="inline-flex items-center gap-1 justify-self-start font-medium text-brand-700 underline underline-offset-4"
        >
          Se prenumerationsalternativ
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    );
  }

  const cancelling = subscription.cancel_at_period_end;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className={termClass}>Nuvarande plan</dt>
        <dd className={valueClass}>
          {subscription.subscription_tier === 'free'
            ? TIER_NAMES.free
            : planWithScheduledChange(subscription.subscription_tier, subscription.scheduled_change)}
        </dd>
        {subscription.subscription_end ? (
          <>
            <dt className={termClass}>{cancelling ? 'Avslutas' : 'Förnyas'}</dt>
            <dd className={valueClass}>{formatDateSv(subscription.subscription_end)}</dd>
          </>
        ) : null}
      </dl>
      {cancelling ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm leading-relaxed text-amber-950">
          Prenumerationen avslutas vid periodens slut och förnyas inte. Du har tillgång till tjänsten fram
          till dess.
        </p>
      ) : null}
      <p className="text-sm leading-relaxed text-slate-600">
        I kundportalen kan du byta plan, säga upp prenumerationen och hämta kvitton. Där ser du när en ändring
        börjar gälla innan du bekräftar den.
      </p>
      <ManageSubscriptionButton />
    </div>
  );
}
