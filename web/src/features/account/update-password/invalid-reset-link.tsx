import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A reset link without a token, or one the server rejected as used or expired. */
export function InvalidResetLink() {
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 leading-relaxed text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Länken för att återställa lösenordet saknas, har redan använts eller har gått ut. Begär en ny länk för
        att välja ett nytt lösenord.
      </p>
      <Button asChild>
        <Link to="/reset-password">
          <RotateCcw aria-hidden="true" />
          Begär en ny återställningslänk
        </Link>
      </Button>
    </div>
  );
}
