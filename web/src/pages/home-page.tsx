import { sitePageMeta } from '@app/common';
import { Suspense } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { Seo } from '@/components/seo';
import { AuthLinkErrorNotice } from '@/features/auth/auth-link-error-notice';
import { useAuth } from '@/features/auth/use-auth';
import { usePaymentReturn } from '@/features/billing/use-payment-return';
import { AnonymousHome } from '@/features/home/anonymous-home';
import { lazyComponent } from '@/lazy-page';
import { appConfig } from '@/lib/app-config';

// Its own chunk: the chat tool is most of the page's code, and visitors never see it.
const SignedInHome = lazyComponent(
  () => import('@/features/home/signed-in-home'),
  (m) => m.SignedInHome,
);

export function HomePage() {
  const auth = useAuth();
  const texts = sitePageMeta('home', appConfig);
  // Checkout returns here with success=true or canceled=true (spec 1 §2).
  usePaymentReturn();
  return (
    <>
      <Seo title={texts.title} description={texts.description} path={texts.path} />
      {/* Sign-in and verification links that failed land here with ?error=<code>. */}
      <AuthLinkErrorNotice />
      {auth.status === 'unknown' ? <LoadingIndicator /> : null}
      {auth.status === 'anonymous' ? <AnonymousHome /> : null}
      {/* Keyed by user: another user starts from a fresh check, never the previous user's state. */}
      {auth.status === 'authenticated' ? (
        <Suspense fallback={<LoadingIndicator />}>
          <SignedInHome key={auth.user.id} />
        </Suspense>
      ) : null}
    </>
  );
}
