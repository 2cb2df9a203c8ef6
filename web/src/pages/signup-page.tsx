import { Seo } from '@/components/seo';
import { AuthCard } from '@/features/account/auth-card';
import { BackLink } from '@/features/account/back-link';
import { SignupForm } from '@/features/account/signup/signup-form';
import { SignedOutOnly } from '@/features/auth/signed-out-only';

export function SignupPage() {
  return (
    <>
      <Seo
        title="Registrera dig"
        path="/signup"
        description="Skapa ett kostnadsfritt konto för att komma igång med tjänsten."
      />
      <SignedOutOnly>
        <AuthCard
          title="Registrera dig"
          description="Det är kostnadsfritt att registrera sig. För att använda verktyget behöver du sedan en prenumeration."
          before={<BackLink to="/">Tillbaka till startsidan</BackLink>}
        >
          <SignupForm />
        </AuthCard>
      </SignedOutOnly>
    </>
  );
}
