import * as Dialog from '@radix-ui/react-dialog';
import { LogIn, LogOut, UserPlus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { useSignOut } from '@/features/auth/use-sign-out';
import { RoleLinkIcon } from './role-link-icon';
import { useRoleLinks } from './use-role-links';

/**
 * Bottom of the side menu: sign-up and login for visitors; otherwise the signed-in user, the
 * profile, the role's links and sign-out.
 */
export function SideMenuAccount() {
  const auth = useAuth();
  const signOut = useSignOut();
  const roleLinks = useRoleLinks();

  if (auth.status === 'unknown') {
    return null;
  }

  if (auth.status === 'anonymous') {
    return (
      <div className="grid gap-2">
        <Dialog.Close asChild>
          <Button asChild>
            <Link to="/signup">
              <UserPlus aria-hidden="true" />
              Registrera dig
            </Link>
          </Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Button asChild variant="outline">
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Logga in
            </Link>
          </Button>
        </Dialog.Close>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <p className="truncate text-sm text-slate-700">
        Inloggad som <span className="font-medium text-slate-900">{auth.user.email}</span>
      </p>
      <Dialog.Close asChild>
        <Button asChild variant="outline">
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            Min profil
          </Link>
        </Button>
      </Dialog.Close>
      {roleLinks.map((link) => (
        <Dialog.Close key={link.path} asChild>
          <Button asChild variant="outline">
            <Link to={link.path}>
              <RoleLinkIcon path={link.path} />
              {link.label}
            </Link>
          </Button>
        </Dialog.Close>
      ))}
      <Dialog.Close asChild>
        <Button variant="outline" onClick={signOut}>
          <LogOut aria-hidden="true" />
          Logga ut
        </Button>
      </Dialog.Close>
    </div>
  );
}
