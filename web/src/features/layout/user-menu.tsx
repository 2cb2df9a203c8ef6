import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '@/features/auth/use-auth';
import { useSignOut } from '@/features/auth/use-sign-out';
import { RoleLinkIcon } from './role-link-icon';
import { useRoleLinks } from './use-role-links';

/** Header disclosure for a signed-in user: e-mail, profile link, the role's links and sign-out. */
export function UserMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signOut = useSignOut();
  const roleLinks = useRoleLinks();

  useEffect(() => {
    if (!open) {
      return;
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={triggerRef}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserRound aria-hidden="true" />
        <span className="hidden max-w-48 truncate sm:inline">{user.email}</span>
        <span className="sr-only sm:hidden">Konto</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-sm text-slate-600">{user.email}</p>
          <Link
            to="/profile"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-slate-900 hover:bg-slate-100"
          >
            <UserRound aria-hidden="true" className="size-4" />
            Min profil
          </Link>
          {roleLinks.map((link) => (
            <Link
              key={link.path}
              to={link.path}
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-slate-900 hover:bg-slate-100"
            >
              <RoleLinkIcon path={link.path} className="size-4" />
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              signOut();
            }}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-slate-900 hover:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logga ut
          </button>
        </div>
      ) : null}
    </div>
  );
}
