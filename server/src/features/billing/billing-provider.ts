import type { PaidTier } from '@app/common';

export type BillingUser = { id: string; email: string };

/** A payment provider: where to send the user to pay, where to manage the plan, and ending it. */
export type BillingProvider = {
  kind: 'demo' | 'stripe';
  createCheckout: (input: {
    user: BillingUser;
    tier: PaidTier;
    successUrl: string;
    cancelUrl: string;
  }) => Promise<string>;
  createPortal: (input: { user: BillingUser; returnUrl: string }) => Promise<string>;
  /** Ends the user's plan at once, so an erased account is never charged again. */
  cancelSubscription: (userId: string) => Promise<void>;
};
