import { INVITATION_TEXTS } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { withReturnPath } from '@/features/auth/use-return-path';
import { acceptInvitation, fetchInvitationDetails } from '@/features/organisations/organisation-api';
import { ApiRequestError } from '@/lib/api';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const errorText = (error: Error) =>
  error instanceof ApiRequestError ? error.message : 'Något gick fel. Försök igen.';

/** /organisation/inbjudan?token=…: the link of an invitation mail. */
export function OrganisationInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const details = useQuery({
    queryKey: ['organisation-invitation', token],
    queryFn: () => fetchInvitationDetails(token),
    enabled: token !== '',
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (joined) => {
      // The licence now gives tool access, the role a menu link: both checks must ask again.
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      if (joined.role === 'org_admin') {
        // The administrator's work is on the organisation page; the link is used up anyway.
        toast({ title: INVITATION_TEXTS.joined(joined), variant: 'success' });
        await navigate('/organisation', { replace: true });
      }
    },
  });
  const here = `${location.pathname}${location.search}`;
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
              {INVITATION_TEXTS.joined(accept.data)}
            </p>
            <Button asChild className="justify-self-start">
              {accept.data.role === 'org_admin' ? (
                <Link to="/organisation">Till organisationssidan</Link>
              ) : (
                <Link to="/">Använd verktyget</Link>
              )}
            </Button>
          </>
        ) : !token || details.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            {details.error ? errorText(details.error) : INVITATION_TEXTS.invalid}
          </p>
        ) : details.isPending || auth.status === 'unknown' ? (
          <p role="status">Laddar...</p>
        ) : (
          <>
            <p className="text-lg font-medium text-slate-900">{INVITATION_TEXTS.offer(details.data)}</p>
            <p>{INVITATION_TEXTS.roleMeaning(details.data.role)}</p>
            {auth.status === 'anonymous' ? (
              <>
                <p>{INVITATION_TEXTS.signInFirst}</p>
                <div className="flex flex-wrap gap-3">
                  <Button asChild>
                    <Link to={withReturnPath('/login', here)}>Logga in</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={withReturnPath('/signup', here)}>Skapa ett konto</Link>
                  </Button>
                </div>
              </>
            ) : (
              <>
                {accept.isError ? (
                  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                    {errorText(accept.error)}
                  </p>
                ) : null}
                <Button
                  className="justify-self-start"
                  disabled={accept.isPending}
                  onClick={() => accept.mutate()}
                >
                  Anta inbjudan
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
