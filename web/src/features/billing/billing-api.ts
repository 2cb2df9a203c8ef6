import {
  type PaidTier,
  RedirectUrlSchema,
  type SubscriptionStatus,
  SubscriptionStatusSchema,
} from '@app/common';
import { ACCOUNT_QUERY_KEY } from '@/features/account/account-api';
import { apiPost } from '@/lib/api';

/** Under the account key, so sign-out drops the cached status with the rest of the user's data. */
export const SUBSCRIPTION_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'subscription'] as const;

export const fetchSubscriptionStatus = (): Promise<SubscriptionStatus> =>
  apiPost('/api/billing/check-subscription', undefined, SubscriptionStatusSchema);

/** Where to pay: the demo 'Testbetalning' page or Stripe Checkout. */
export const postCreateCheckout = (tier: PaidTier): Promise<{ url: string }> =>
  apiPost('/api/billing/create-checkout', { tier }, RedirectUrlSchema);

export const postCustomerPortal = (): Promise<{ url: string }> =>
  apiPost('/api/billing/customer-portal', undefined, RedirectUrlSchema);
