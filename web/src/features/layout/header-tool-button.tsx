import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSubscription } from '@/features/billing/use-subscription';
import { TOOL_AREA_PATH } from '@/features/home/tool-area-id';

/** 'Använd verktyget' for subscribers and licence members: to the home page, where the tool takes focus. */
export function HeaderToolButton() {
  const subscription = useSubscription();
  if (subscription.loading || !subscription.toolAccess) {
    return null;
  }
  return (
    <Button asChild variant="secondary" className="h-9 px-3 sm:h-10 sm:px-4">
      <Link to={TOOL_AREA_PATH}>
        <MessagesSquare aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Använd verktyget</span>
      </Link>
    </Button>
  );
}
