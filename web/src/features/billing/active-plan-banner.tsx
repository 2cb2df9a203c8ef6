import { BadgeCheck } from 'lucide-react';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { TIER_NAMES } from './plans';
import { periodSentence } from './subscription-period';
import type { SubscriptionState } from './use-subscription';

type ActivePlanBannerProps = Pick<
  SubscriptionState,
  'subscription_tier' | 'subscription_end' | 'cancel_at_period_end'
>;

/** Shown on /pris to a subscriber: the active plan and the way to manage it. */
export function ActivePlanBanner(props: ActivePlanBannerProps) {
  const period = periodSentence(props);
  return (
    <section
      aria-labelledby="active-plan-heading"
      className="flex flex-col gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="grid gap-1">
          <h2 id="active-plan-heading" className="font-semibold">
            Du har en aktiv prenumeration: {TIER_NAMES[props.subscription_tier]}
          </h2>
          {period ? <p className="text-sm leading-relaxed">{period}</p> : null}
        </div>
      </div>
      <ManageSubscriptionButton className="shrink-0" />
    </section>
  );
}
