import type { AuthUser } from '@/features/auth/use-auth';
import { HeaderToolButton } from './header-tool-button';
import { UserMenu } from './user-menu';

/** The header's right side for a signed-in user: 'Använd verktyget' for subscribers, and the user menu. */
export function SignedInHeaderActions({ user }: { user: AuthUser }) {
  return (
    <>
      <HeaderToolButton />
      <UserMenu user={user} />
    </>
  );
}
