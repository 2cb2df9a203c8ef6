import type { PaidTier } from '@app/common';
import type { PlanAction, PlanBadge } from './plan-card';
import type { Plan } from './plans';

type ActionInput = {
  plan: Plan;
  /** Signed in, signed out, or not yet known (auth or the subscription check still loading). */
  viewer: 'unknown' | 'anonymous' | 'authenticated';
  subscribed: boolean;
  currentTier: PaidTier | null;
  pendingTier: PaidTier | null;
  portalOpening: boolean;
  goToSignup: () => void;
  startCheckout: (tier: PaidTier) => void;
  openPortal: () => void;
};

export const planBadge = (plan: Plan, subscribed: boolean, currentTier: PaidTier | null): PlanBadge => {
  if (subscribed) {
    return plan.tier === currentTier ? 'current' : null;
  }
  return plan.tier === 'yearly' ? 'recommended' : null;
};

/**
 * What a plan's button does: visitors register first, users without a plan pay, subscribers
 * switch plan in the portal (a second checkout would mean paying twice), their own plan is disabled.
 */
export const planAction = (input: ActionInput): PlanAction => {
  const { plan } = input;
  const choose = `Välj ${plan.name.toLowerCase()}`;
  if (input.viewer === 'unknown') {
    return { label: choose, onSelect: () => undefined, disabled: true, busy: false };
  }
  if (input.viewer === 'anonymous') {
    return { label: choose, onSelect: input.goToSignup, disabled: false, busy: false };
  }
  if (input.subscribed) {
    if (plan.tier === input.currentTier) {
      return { label: 'Din nuvarande plan', onSelect: () => undefined, disabled: true, busy: false };
    }
    return {
      label: `Byt till ${plan.name.toLowerCase()}`,
      onSelect: input.openPortal,
      disabled: input.portalOpening,
      busy: input.portalOpening,
    };
  }
  return {
    label: choose,
    onSelect: () => input.startCheckout(plan.tier),
    disabled: input.pendingTier !== null,
    busy: input.pendingTier === plan.tier,
  };
};
