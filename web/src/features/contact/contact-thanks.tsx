import { CONTACT_SUCCESS_PANEL_MS } from '@app/common';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The thank-you panel after a sent message (spec 2 §4): back to the form after 5 seconds or on
 * its button. It takes focus, so a screen reader reads it at once.
 */
export function ContactThanks({ onDone }: { onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = window.setTimeout(onDone, CONTACT_SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-emerald-950"
    >
      <CircleCheck aria-hidden="true" className="size-8 text-emerald-700" />
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-3 text-2xl font-semibold tracking-tight">
        Tack för ditt meddelande!
      </h2>
      <p className="mt-2 leading-relaxed">
        Vi återkommer inom 1–2 arbetsdagar till den e-postadress du angav. Formuläret visas igen om en stund.
      </p>
      <Button variant="outline" className="mt-4" onClick={onDone}>
        <RotateCcw aria-hidden="true" />
        Skicka nytt meddelande
      </Button>
    </section>
  );
}
