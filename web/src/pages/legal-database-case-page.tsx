import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useParams } from 'react-router';
import {
  fetchPublicCase,
  PUBLIC_LEGAL_CASES_QUERY_KEY,
} from '@/features/legal-database/public-legal-cases-api';
import { RulingView } from '@/features/legal-database/ruling-view';
import { ApiRequestError } from '@/lib/api';
import { NotFoundPage } from './not-found-page';

/** /rattsdatabas/praxis/{slug}: one ruling for everyone; a slug that names none is the app's 404 page. */
export function LegalDatabaseCasePage() {
  const { slug = '' } = useParams();
  const ruling = useQuery({
    queryKey: [...PUBLIC_LEGAL_CASES_QUERY_KEY, 'case', slug],
    queryFn: ({ signal }) => fetchPublicCase(slug, signal),
    meta: { errorShownByPage: true },
  });
  if (ruling.data) {
    return <RulingView ruling={ruling.data} />;
  }
  if (ruling.error instanceof ApiRequestError && ruling.error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <section aria-label="Rättsfall" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      {ruling.error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-950">
          {ruling.error.message}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-brand-700" />
          Hämtar rättsfallet...
        </p>
      )}
    </section>
  );
}
