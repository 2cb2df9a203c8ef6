import { ArrowRight, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStripQueryParams } from '@/lib/use-strip-query-params';
import { authLinkErrorNotice } from './auth-link-error';

const ERROR_PARAMS = ['error', 'error_description'] as const;

/**
 * A link from a mail that better-auth could not honour lands on the page with `?error=<code>`.
 * This says what happened, in Swedish, and where to go next; the code leaves the address.
 */
export function AuthLinkErrorNotice() {
  const [searchParams] = useSearchParams();
  // Kept from the first render: the address is cleaned right after.
  const [code, setCode] = useState(() => searchParams.get('error'));
  useStripQueryParams(ERROR_PARAMS);
  if (!code) {
    return null;
  }
  const notice = authLinkErrorNotice(code);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="grid flex-1 gap-2">
          <p>
            <strong className="font-semibold">{notice.title}.</strong> {notice.text}
          </p>
          <Link
            to={notice.action.to}
            className="inline-flex items-center gap-1 justify-self-start font-medium text-amber-950 underline underline-offset-2"
          >
            {notice.action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <button
          type="button"
          aria-label="Stäng meddelandet"
          onClick={() => setCode(null)}
          className="-m-1 rounded p-1 text-amber-900 hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
