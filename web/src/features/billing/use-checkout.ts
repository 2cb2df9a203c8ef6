import { postCreateCheckout } from './billing-api';
import { BILLING_TOASTS } from './billing-messages';
import { useRedirectAction } from './use-redirect-action';

/** Starts paying for a plan: create-checkout, then the payment page in the top window. */
export const useCheckout = () => {
  const { run, pending } = useRedirectAction(postCreateCheckout, BILLING_TOASTS.checkoutFailed);
  return { startCheckout: run, pendingTier: pending?.argument ?? null };
};
