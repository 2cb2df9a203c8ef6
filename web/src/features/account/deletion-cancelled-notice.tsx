import { CircleCheck } from 'lucide-react';
import { useProfile } from './use-profile';

/**
 * Signing in within the 7 days cancels a pending deletion (spec 2 §2 profile). The session that
 * did it says so here; the server has also mailed it.
 */
export function DeletionCancelledNotice() {
  const profile = useProfile();
  if (!profile.data?.deletion_cancelled) {
    return null;
  }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
      <p
        role="status"
        className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 leading-relaxed text-emerald-950"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-800" />
        <span>
          <strong className="font-semibold">Raderingen av ditt konto är avbruten.</strong> Du loggade in igen
          innan kontot skulle raderas, så ditt konto och dina uppgifter finns kvar. Vi har också skickat en
          bekräftelse till din e-post.
        </span>
      </p>
    </div>
  );
}
