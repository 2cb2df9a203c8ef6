import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';

type SubscriptionCheckErrorProps = { message: string; onRetry: () => Promise<void> };

/** The check failed and nothing is known: say so and offer another try. */
export function SubscriptionCheckError({ message, onRetry }: SubscriptionCheckErrorProps) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div role="alert" className="grid gap-4 rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
        <h1 className="text-xl font-semibold">{message}</h1>
        <p>Det gick inte att se om du har en aktiv prenumeration just nu.</p>
        <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => void retry()}>
          <BusyIcon busy={busy} icon={RotateCw} />
          Försök igen
        </Button>
      </div>
    </div>
  );
}
