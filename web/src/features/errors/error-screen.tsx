import { documentTitle } from '@app/common';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/lib/app-config';
import { TechnicalDetails } from './technical-details';

type ErrorScreenProps = {
  error: unknown;
  errorId: string;
  onRetry: () => void;
};

/** The global fallback screen (spec 2 §8): what happened, an error id for support, and two ways out. */
export function ErrorScreen({ error, errorId, onRetry }: ErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Moves screen-reader and keyboard focus to the message instead of leaving it on a vanished element.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="error-screen-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{documentTitle('Applikationsfel', appConfig.productName)}</title>
      <div className="rounded-xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
        <TriangleAlert aria-hidden="true" className="size-10 text-red-700" />
        <h1
          id="error-screen-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Applikationsfel
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Ett kritiskt fel uppstod i applikationen. Vi ber om ursäkt för besväret.
        </p>
        <p className="mt-4 text-sm text-slate-600">
          Fel-ID:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{errorId}</code>
        </p>
        <p className="mt-1 text-sm text-slate-600">Uppge fel-ID:t om du kontaktar oss om felet.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Försök igen
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Ladda om sidan
          </Button>
        </div>
        <TechnicalDetails error={error} />
      </div>
    </section>
  );
}
