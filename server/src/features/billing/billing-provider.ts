import type { PaidTier } from '@app/common';

export type BillingUser = { id: string; email: string };

/** A payment provider: where to send the user to pay, and where to manage the plan. */
export type BillingProvider = {
  kind: 'demo' | 'stripe';
  createCheckout: (input: {
    user: BillingUser;
    tier: PaidTier;
    successUrl: string;
    cancelUrl: string;
  }) => Promise<string>;
  createPortal: (input: { user: BillingUser; returnUrl: string }) => Promise<string>;
};
