import { LoaderCircle, ShieldAlert } from 'lucide-react';
import { Seo } from '@/components/seo';
import { useProfile } from '@/features/account/use-profile';
import { useAuth } from '@/features/auth/use-auth';
import { LegalDatabaseDevView } from '@/features/legal-database-dev/legal-database-dev-view';

const PAGE = {
  title: 'Avancerad Rättsdatabas',
  path: '/rattsdatabas-dev',
  description:
    'Utvecklingsversion av rättsdatabasen med sökning, sammanfattningar och insamlingsverktyg för administratörer.',
};

/** /rattsdatabas-dev: checks the admin flag itself (spec 2 §2); the server guards every call too. */
export function LegalDatabaseDevPage() {
  const auth = useAuth();
  const profile = useProfile();
  const checking = auth.status === 'unknown' || (auth.status === 'authenticated' && profile.isPending);
  const isAdmin = auth.status === 'authenticated' && profile.data?.is_admin === true;
  return (
    <section aria-label={PAGE.title} className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Seo title={PAGE.title} description={PAGE.description} path={PAGE.path} noIndex />
      {checking ? (
        <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin text-brand-700" />
          <span>Kontrollerar behörighet...</span>
        </div>
      ) : isAdmin ? (
        <LegalDatabaseDevView />
      ) : (
        <div className="mx-auto grid max-w-xl justify-items-center gap-3 py-16 text-center">
          <ShieldAlert aria-hidden="true" className="size-10 text-red-700" />
          <h1 className="text-2xl font-bold text-slate-900">Åtkomst nekad</h1>
          <p className="text-slate-700">Du måste vara inloggad som administratör för att se den här sidan.</p>
        </div>
      )}
    </section>
  );
}
