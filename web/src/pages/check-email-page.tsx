import { LogIn, MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/account/auth-card';
import { checkEmailAddress, ResendVerification } from '@/features/account/check-email/resend-verification';

export function CheckEmailPage() {
  // Known when the sign-up form led here; a bare visit tells the same without the address.
  const email = checkEmailAddress(useLocation().state);
  return (
    <>
      <Seo
        title="Kontrollera din e-post"
        path="/check-email"
        description="Bekräfta ditt konto via länken som vi har skickat till din e-post."
        noIndex
      />
      <AuthCard
        title="Kontrollera din e-post"
        before={<MailCheck aria-hidden="true" className="mb-4 size-10 text-brand-700" />}
      >
        <div className="grid gap-4 leading-relaxed text-slate-700">
          {email ? (
            <p>
              Vi har skickat en verifieringslänk till <strong className="break-all">{email}</strong>. Klicka
              på länken i mejlet för att bekräfta ditt konto.
            </p>
          ) : (
            <p>
              Vi har skickat en verifieringslänk till din e-postadress. Klicka på länken i mejlet för att
              bekräfta ditt konto.
            </p>
          )}
          <p className="rounded-lg bg-brand-50 p-4 text-brand-900">
            Hittar du inte mejlet? Kontrollera mappen för skräppost eller spam. Det kan ta några minuter innan
            det kommer fram.
          </p>
          {email ? <ResendVerification email={email} /> : null}
          <Button asChild size="lg" className="mt-2">
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Gå till inloggningen
            </Link>
          </Button>
          <p className="text-center text-sm">
            <Link to="/" className="font-medium text-brand-700 underline">
              Tillbaka till startsidan
            </Link>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
