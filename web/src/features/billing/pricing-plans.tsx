import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { ActivePlanBanner } from './active-plan-banner';
import { planAction, planBadge } from './plan-actions';
import { PlanCard } from './plan-card';
import { PLANS } from './plans';
import { useCheckout } from './use-checkout';
import { useCustomerPortal } from './use-customer-portal';
import { useSubscription } from './use-subscription';

/** The two plans on /pris, with the active-plan banner for subscribers. */
export function PricingPlans() {
  const auth = useAuth();
  const subscription = useSubscription();
  const navigate = useNavigate();
  const { startCheckout, pendingTier } = useCheckout();
  const { openPortal, opening } = useCustomerPortal();

  const subscribed = subscription.subscribed === true;
  const currentTier = subscription.subscription_tier === 'free' ? null : subscription.subscription_tier;
  const viewer = subscription.loading ? 'unknown' : auth.status;

  return (
    <div className="grid gap-8">
      {subscribed ? <ActivePlanBanner {...subscription} /> : null}
      <div className="grid gap-8 md:grid-cols-2" aria-busy={subscription.loading}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            badge={planBadge(plan, subscribed, currentTier)}
            action={planAction({
              plan,
              viewer,
              subscribed,
              currentTier,
              pendingTier,
              portalOpening: opening,
              goToSignup: () => void navigate('/signup'),
              startCheckout: (tier) => void startCheckout(tier),
              openPortal: () => void openPortal(),
            })}
          />
        ))}
      </div>
    </div>
  );
}
