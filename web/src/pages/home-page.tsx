import { LoadingIndicator } from '@/components/loading-indicator';
import { Seo } from '@/components/seo';
import { useAuth } from '@/features/auth/use-auth';
import { usePaymentReturn } from '@/features/billing/use-payment-return';
import { AnonymousHome } from '@/features/home/anonymous-home';
import { SignedInHome } from '@/features/home/signed-in-home';
import { appConfig } from '@/lib/app-config';

const description =
  'Källbaserade svar om bostadsanpassningsbidrag för kommunala handläggare, med hänvisningar till lagar, förarbeten och praxis.';

export function HomePage() {
  const auth = useAuth();
  // Checkout returns here with success=true or canceled=true (spec 1 §2).
  usePaymentReturn();
  return (
    <>
      <Seo
        title="Stöd för kommunala handläggare"
        description={description}
        path="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: appConfig.productName,
          url: appConfig.publicUrl,
          inLanguage: 'sv-SE',
          description,
        }}
      />
      {auth.status === 'unknown' ? <LoadingIndicator /> : null}
      {auth.status === 'anonymous' ? <AnonymousHome /> : null}
      {/* Keyed by user: another user starts from a fresh check, never the previous user's state. */}
      {auth.status === 'authenticated' ? <SignedInHome key={auth.user.id} /> : null}
    </>
  );
}
