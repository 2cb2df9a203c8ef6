import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown instead of the form once the link is on its way. */
export function ResetConfirmation({ email }: { email: string }) {
  const textRef = useRef<HTMLDivElement>(null);

  // The form disappears; move focus to the news so keyboard and screen-reader users are not lost.
  useEffect(() => {
    textRef.current?.focus();
  }, []);

  return (
    <div className="grid gap-4">
      <div
        ref={textRef}
        tabIndex={-1}
        className="grid gap-3 leading-relaxed text-slate-700 focus:outline-none"
      >
        <p className="flex items-start gap-2 font-medium text-slate-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          Kontrollera din inkorg
        </p>
        <p>
          Om det finns ett konto för <strong className="break-all">{email}</strong> har vi skickat en länk där
          du kan välja ett nytt lösenord. Länken gäller en begränsad tid.
        </p>
        <p className="text-sm">Hittar du inte mejlet? Kontrollera mappen för skräppost eller spam.</p>
      </div>
      <Button asChild variant="outline">
        <Link to="/login">
          <ArrowLeft aria-hidden="true" />
          Tillbaka till inloggningen
        </Link>
      </Button>
    </div>
  );
}
