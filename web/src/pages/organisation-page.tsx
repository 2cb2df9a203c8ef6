import { Link } from 'react-router';
import { Seo } from '@/components/seo';
import { useAuth } from '@/features/auth/use-auth';
import { OrganisationAdminView } from '@/features/organisations/organisation-admin-view';
import { useMyOrganisations } from '@/features/organisations/use-my-organisations';

/** /organisation: the organisation administrator's page (the server checks every request). */
export function OrganisationPage() {
  const auth = useAuth();
  const mine = useMyOrganisations();
  const organisation = mine.data?.administered[0];
  return (
    <section aria-labelledby="organisation-heading" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Seo
        title="Organisation"
        path="/organisation"
        description="Administrera organisationens licens och medlemmar."
        noIndex
      />
      <h1 id="organisation-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Organisation
      </h1>
      <div className="mt-6">
        {auth.status === 'anonymous' ? (
          <p>
            <Link to="/login" className="font-medium text-brand-700 underline">
              Logga in
            </Link>{' '}
            för att administrera din organisation.
          </p>
        ) : auth.status === 'unknown' || mine.isPending ? (
          <p role="status">Laddar...</p>
        ) : mine.isError ? (
          <p role="alert">Kunde inte hämta dina organisationer. Försök igen senare.</p>
        ) : organisation ? (
          <OrganisationAdminView id={organisation.id} />
        ) : (
          <p>Du administrerar ingen organisation.</p>
        )}
      </div>
    </section>
  );
}
