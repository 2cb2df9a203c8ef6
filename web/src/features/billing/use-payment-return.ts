import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useStripQueryParams } from '@/lib/use-strip-query-params';
import { BILLING_TOASTS } from './billing-messages';

/** The provider may need a moment to confirm the payment (spec 1 §9). */
export const PAYMENT_RECHECK_DELAY_MS = 2000;

const RETURN_PARAMS = ['success', 'canceled', 'session_id'] as const;

type PaymentOutcome = 'success' | 'canceled';

const outcomeOf = (params: URLSearchParams): PaymentOutcome | null => {
  if (params.get('success') === 'true') {
    return 'success';
  }
  return params.get('canceled') === 'true' ? 'canceled' : null;
};

/**
 * On the page checkout returns to: success=true or canceled=true gives the spec's message, a paid
 * checkout re-checks the subscription after 2 s, and the parameters leave the address.
 */
export const usePaymentReturn = (): void => {
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  // Optional: the layout also renders in tests without a QueryClientProvider.
  const queryClient = useContext(QueryClientContext);
  const handledKey = useRef<string | null>(null);
  const outcome = outcomeOf(searchParams);

  useEffect(() => {
    // StrictMode runs effects twice for the same address; one message is enough.
    if (!outcome || handledKey.current === key) {
      return;
    }
    handledKey.current = key;
    if (outcome === 'canceled') {
      toast(BILLING_TOASTS.paymentCanceled);
      return;
    }
    toast(BILLING_TOASTS.paymentSucceeded);
    // Not cleared on unmount: the check is still wanted if the user moves on within 2 s.
    setTimeout(() => {
      void queryClient?.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    }, PAYMENT_RECHECK_DELAY_MS);
  }, [outcome, key, queryClient]);

  useStripQueryParams(RETURN_PARAMS);
};
