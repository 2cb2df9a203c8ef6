import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, LockKeyhole } from 'lucide-react';
import { useRef, useState } from 'react';
import { ProfileCard } from '@/components/profile-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ChangePasswordForm } from './change-password-form';
import { LogoutAndResetButton } from './logout-and-reset-button';
import { TwoFactorSection } from './two-factor-section';

/** Password change (collapsed by default), logout with a reset link, and two-factor authentication. */
export function SecurityCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The form (and the focused button in it) disappears on close; return focus to the toggle.
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <ProfileCard title="Lösenord och säkerhet" icon={LockKeyhole}>
      <div className="grid gap-6">
        <Collapsible.Root open={open} onOpenChange={setOpen} className="grid gap-4">
          <Collapsible.Trigger asChild ref={triggerRef}>
            <Button variant="outline" className="justify-self-start">
              Ändra lösenord
              <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content className="grid gap-6">
            <ChangePasswordForm onClose={close} />
            <LogoutAndResetButton />
          </Collapsible.Content>
        </Collapsible.Root>
        <div className="border-t border-slate-200 pt-5">
          <TwoFactorSection enabled={twoFactorEnabled} />
        </div>
      </div>
    </ProfileCard>
  );
}
