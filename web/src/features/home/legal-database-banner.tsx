import { ArrowRight, Scale } from 'lucide-react';
import { Link } from 'react-router';

/** Leads to the open legal database, which spec 1 §1 announced as coming and which is now live. */
export function LegalDatabaseBanner() {
  return (
    <div className="border-b border-accent-100 bg-accent-100/60">
      <Link
        to="/rattsdatabas"
        className="group mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6"
      >
        <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700 sm:mt-0" />
        <span className="font-medium text-slate-900">
          Nyhet: den öppna rättsdatabasen – sök kostnadsfritt bland domarna, utan konto.{' '}
          <span className="inline-flex items-center gap-1 whitespace-nowrap text-accent-700 underline underline-offset-4 group-hover:no-underline">
            Till rättsdatabasen
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </span>
      </Link>
    </div>
  );
}
