import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useAuth } from '@/features/auth/use-auth';
import { withReturnPath } from '@/features/auth/use-return-path';
import { PAYMENT_RECHECK_DELAY_MS } from './use-payment-return';
import { useSubscription } from './use-subscription';

/** How long a checkout's return waits for the provider to confirm the payment before giving up. */
const PAYMENT_CONFIRM_WAIT_MS = 10_000;

/**
 * The guard (a layout route) for pages only subscribers see (/valkommen): a visitor signs in first
 * and comes back, a user without a plan goes to the plans. Right after checkout (`?success=true`)
 * it re-checks for a while, since the provider's confirmation may arrive just after the user.
 */
export function SubscriberOnly() {
  const auth = useAuth();
  const subscription = useSubscription();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const justPaid = searchParams.get('success') === 'true';
  const [gaveUp, setGaveUp] = useState(false);
  const awaitingPayment = justPaid && subscription.subscribed === false && !gaveUp;
  const { refresh } = subscription;

  useEffect(() => {
    if (!awaitingPayment) {
      return;
    }
    const recheck = setInterval(() => void refresh(), PAYMENT_RECHECK_DELAY_MS);
    const stop = setTimeout(() => setGaveUp(true), PAYMENT_CONFIRM_WAIT_MS);
    return () => {
      clearInterval(recheck);
      clearTimeout(stop);
    };
  }, [awaitingPayment, refresh]);

  if (auth.status === 'unknown') {
    return <LoadingIndicator />;
  }
  if (auth.status === 'anonymous') {
    return <Navigate to={withReturnPath('/login', pathname)} replace />;
  }
  if (subscription.subscribed === true) {
    return <Outlet />;
  }
  if (subscription.subscribed === false && !awaitingPayment) {
    return <Navigate to="/pris" replace />;
  }
  if (subscription.error) {
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 py-12 text-slate-700 sm:px-6">
        {subscription.error}
      </p>
    );
  }
  return <LoadingIndicator />;
}
