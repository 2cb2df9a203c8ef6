import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { acceptInvitation } from '@/features/organisations/organisation-api';
import { ApiRequestError } from '@/lib/api';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** /organisation/inbjudan?token=…: the link of an invitation mail. */
export function OrganisationInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    // The licence now gives tool access: the subscription check must ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
  return (
    <section aria-labelledby="invitation-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Seo
        title="Inbjudan"
        path="/organisation/inbjudan"
        description="Anta en inbjudan till en organisation."
        noIndex
      />
      <h1 id="invitation-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Inbjudan till en organisation
      </h1>
      <div className="mt-6 grid gap-4">
        {accept.isSuccess ? (
          <>
            <p role="status" className="text-green-800">
              Du är nu {accept.data.role === 'org_admin' ? 'administratör för' : 'medlem i'}{' '}
              {accept.data.organisation_name}.
            </p>
            <Button asChild className="justify-self-start">
              {accept.data.role === 'org_admin' ? (
                <Link to="/organisation">Till organisationssidan</Link>
              ) : (
                <Link to="/">Använd verktyget</Link>
              )}
            </Button>
          </>
        ) : auth.status === 'anonymous' ? (
          <p>
            Logga in med den e-postadress som bjöds in, eller skapa ett konto med den, och öppna sedan länken
            i brevet igen.{' '}
            <Link to="/login" className="font-medium text-brand-700 underline">
              Logga in
            </Link>{' '}
            eller{' '}
            <Link to="/signup" className="font-medium text-brand-700 underline">
              skapa ett konto
            </Link>
            .
          </p>
        ) : (
          <>
            <p>Anta inbjudan för att gå med i organisationen med ditt konto.</p>
            {accept.isError ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                {accept.error instanceof ApiRequestError
                  ? accept.error.message
                  : 'Något gick fel. Försök igen.'}
              </p>
            ) : null}
            <Button
              className="justify-self-start"
              disabled={!token || accept.isPending || auth.status !== 'authenticated'}
              onClick={() => accept.mutate()}
            >
              Anta inbjudan
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
