import {
  type PaidTier,
  RedirectUrlSchema,
  type SubscriptionStatus,
  SubscriptionStatusSchema,
} from '@app/common';
import { apiPost } from '@/lib/api';

export const fetchSubscriptionStatus = (): Promise<SubscriptionStatus> =>
  apiPost('/api/billing/check-subscription', undefined, SubscriptionStatusSchema);

/** Where to pay: the demo 'Testbetalning' page or Stripe Checkout. */
export const postCreateCheckout = (tier: PaidTier): Promise<{ url: string }> =>
  apiPost('/api/billing/create-checkout', { tier }, RedirectUrlSchema);

export const postCustomerPortal = (): Promise<{ url: string }> =>
  apiPost('/api/billing/customer-portal', undefined, RedirectUrlSchema);
