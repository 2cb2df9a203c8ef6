import { AUTH_PAGE_META } from '@app/common';
import { Seo } from '@/components/seo';
import { AuthCard } from '@/features/account/auth-card';
import { BackLink } from '@/features/account/back-link';
import { SignupForm } from '@/features/account/signup/signup-form';
import { SignedOutOnly } from '@/features/auth/signed-out-only';

export function SignupPage() {
  return (
    <>
      <Seo
        title={AUTH_PAGE_META.signup.title}
        path={AUTH_PAGE_META.signup.path}
        description={AUTH_PAGE_META.signup.description}
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
