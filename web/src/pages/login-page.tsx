import { Seo } from '@/components/seo';
import { LoginPanel } from '@/features/account/login/login-panel';
import { SignedOutOnly } from '@/features/auth/signed-out-only';

export function LoginPage() {
  return (
    <>
      <Seo
        title="Logga in"
        path="/login"
        description="Logga in med e-post och lösenord eller få en inloggningslänk skickad till din e-post."
      />
      <SignedOutOnly>
        <LoginPanel />
      </SignedOutOnly>
    </>
  );
}
