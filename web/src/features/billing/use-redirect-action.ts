import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { ApiRequestError } from '@/lib/api';
import { logError } from '@/lib/error-log';
import { type ToastInput, toast } from '@/lib/toast';
import { BILLING_TOASTS } from './billing-messages';
import { redirectTopWindow, toSafeRedirectUrl } from './redirect-top-window';

type RedirectAction<A> = {
  /** Asks the server for the payment page and goes there; a toast explains any failure. */
  run: (argument: A) => Promise<void>;
  /** The run in progress (kept while the browser leaves for the payment page), else null. */
  pending: { argument: A } | null;
};

/**
 * Shared by checkout and the customer portal: login required, the server's url opened in the top
 * window, and the spec's toast when the call fails or brings no usable url.
 */
export const useRedirectAction = <A>(
  request: (argument: A) => Promise<{ url: string }>,
  failureToast: ToastInput,
): RedirectAction<A> => {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const [pending, setPending] = useState<{ argument: A } | null>(null);

  // Back from the payment page through the browser's page cache: the page returns as it was left.
  useEffect(() => {
    const resetOnRestore = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setPending(null);
      }
    };
    window.addEventListener('pageshow', resetOnRestore);
    return () => window.removeEventListener('pageshow', resetOnRestore);
  }, []);

  const run = useCallback(
    async (argument: A) => {
      if (!signedIn) {
        toast(BILLING_TOASTS.loginRequired);
        return;
      }
      setPending({ argument });
      try {
        const url = toSafeRedirectUrl((await request(argument)).url);
        if (!url) {
          throw new Error('The server sent no usable payment url');
        }
        redirectTopWindow(url);
      } catch (error) {
        setPending(null);
        if (error instanceof ApiRequestError && error.status === 401) {
          toast(BILLING_TOASTS.loginRequired);
          return;
        }
        // The toast below is the user's message; the log only keeps the cause.
        logError(error, { context: { source: 'billing-redirect' }, notify: false });
        toast(failureToast);
      }
    },
    [signedIn, request, failureToast],
  );

  return { run, pending };
};
