import { useCallback } from 'react';
import { postCustomerPortal } from './billing-api';
import { BILLING_TOASTS } from './billing-messages';
import { useRedirectAction } from './use-redirect-action';

// Ignores the action's argument; the portal call has no body.
const requestPortal = () => postCustomerPortal();

/** Opens the customer portal (switch plan, cancel, receipts) in the top window. */
export const useCustomerPortal = () => {
  const { run, pending } = useRedirectAction(requestPortal, BILLING_TOASTS.portalFailed);
  const openPortal = useCallback(() => run(undefined), [run]);
  return { openPortal, opening: pending !== null };
};
