import { AUTH_PAGE_META } from '@app/common';
import { Seo } from '@/components/seo';
import { LoginPanel } from '@/features/account/login/login-panel';
import { SignedOutOnly } from '@/features/auth/signed-out-only';

export function LoginPage() {
  return (
    <>
      <Seo
        title={AUTH_PAGE_META.login.title}
        path={AUTH_PAGE_META.login.path}
        description={AUTH_PAGE_META.login.description}
      />
      <SignedOutOnly>
        <LoginPanel />
      </SignedOutOnly>
    </>
  );
}
