import { Settings } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCustomerPortal } from './use-customer-portal';

/** Opens the customer portal: switch plan, cancel at period end, receipts. */
export function ManageSubscriptionButton({ className }: { className?: string }) {
  const { openPortal, opening } = useCustomerPortal();
  return (
    <Button
      variant="outline"
      className={cn('justify-self-start', className)}
      disabled={opening}
      aria-busy={opening}
      onClick={() => void openPortal()}
    >
      <BusyIcon busy={opening} icon={Settings} />
      Hantera prenumeration
    </Button>
  );
}
