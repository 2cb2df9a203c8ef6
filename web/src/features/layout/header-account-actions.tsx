import { LogIn } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { lazyComponent } from '@/lazy-page';

// Signed-in users only: the subscription check behind the tool button stays off the landing page.
const SignedInHeaderActions = lazyComponent(
  () => import('./signed-in-header-actions'),
  (m) => m.SignedInHeaderActions,
);

/**
 * Login button for visitors; the user menu (and 'Använd verktyget' for subscribers) when signed in;
 * nothing while the state is unknown.
 */
export function HeaderAccountActions() {
  const auth = useAuth();
  if (auth.status === 'unknown') {
    return null;
  }
  if (auth.status === 'authenticated') {
    return (
      <Suspense fallback={null}>
        <SignedInHeaderActions user={auth.user} />
      </Suspense>
    );
  }
  return (
    <Button asChild variant="primary" className="h-9 px-3 sm:h-10 sm:px-4">
      <Link to="/login">
        <LogIn aria-hidden="true" className="hidden sm:block" />
        Logga in
      </Link>
    </Button>
  );
}
