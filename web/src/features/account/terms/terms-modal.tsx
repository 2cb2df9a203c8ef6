import * as Dialog from '@radix-ui/react-dialog';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { TermsSummary } from './terms-summary';

type TermsModalProps = {
  open: boolean;
  busy: boolean;
  onAccept: () => void;
};

const keepOpen = (event: Event) => event.preventDefault();

/**
 * Blocks the app until the terms are accepted: no close button, and Escape and clicks outside do
 * nothing (spec 1 §4). Accepting is possible only once the box is ticked.
 */
export function TermsModal({ open, busy, onAccept }: TermsModalProps) {
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">Användarvillkor</Dialog.Title>
          <Dialog.Description className="leading-relaxed text-slate-700">
            Innan du fortsätter behöver du godkänna användarvillkoren. Här är det viktigaste:
          </Dialog.Description>
          <TermsSummary />
          <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
              Jag har läst och godkänner användarvillkoren
            </label>
          </div>
          <Button size="lg" disabled={!agreed || busy} onClick={onAccept}>
            <BusyIcon busy={busy} icon={Check} />
            Acceptera och fortsätta
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
