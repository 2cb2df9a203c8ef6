import { LoadingIndicator } from '@/components/loading-indicator';
import { Seo } from '@/components/seo';
import { useAuth } from '@/features/auth/use-auth';
import { LandingHero } from '@/features/home/landing-hero';
import { LegalDatabaseBanner } from '@/features/home/legal-database-banner';
import { appConfig } from '@/lib/app-config';

const description =
  'Källbaserade svar om bostadsanpassningsbidrag för kommunala handläggare, med hänvisningar till lagar, förarbeten och praxis.';

export function HomePage() {
  const auth = useAuth();
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
      {auth.status === 'unknown' ? (
        <LoadingIndicator />
      ) : (
        <>
          <LegalDatabaseBanner />
          <LandingHero />
        </>
      )}
    </>
  );
}
