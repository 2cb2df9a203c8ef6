import type { Db } from '../../db/database';
import type { BillingProvider } from './billing-provider';
import { insertCheckout } from './demo-checkout-repository';

/** The embedded default: a local test-mode checkout and portal, no keys and no money. */
export const createDemoProvider = (db: Db, publicUrl: string): BillingProvider => ({
  kind: 'demo',
  createCheckout: async ({ user, tier }) =>
    `${publicUrl}/api/billing/demo/checkout/${await insertCheckout(db, user.id, tier)}`,
  createPortal: async () => `${publicUrl}/api/billing/demo/portal`,
  // Nothing is charged in the demo; the subscription row goes with the account.
  cancelSubscription: async () => undefined,
});
