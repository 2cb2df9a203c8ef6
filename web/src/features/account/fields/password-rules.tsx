import { PASSWORD_RULES } from '@app/common';
import { Circle, CircleCheck, CircleX } from 'lucide-react';

/**
 * The password rules the current value still breaks, updated as the user types (spec 1 §5). An empty
 * field (untouched, or reset after a change) lists them as plain requirements: it has failed nothing.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const failing = PASSWORD_RULES.filter((rule) => !rule.test(password));
  const judged = password !== '';
  return (
    <div id={id} aria-live="polite" className="mt-2 text-sm">
      {failing.length === 0 ? (
        <p className="flex items-center gap-1.5 text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          Lösenordet uppfyller alla krav.
        </p>
      ) : (
        <ul
          aria-label={judged ? 'Krav som inte är uppfyllda' : 'Krav på lösenordet'}
          className="grid gap-1 text-slate-700"
        >
          {failing.map((rule) => (
            <li key={rule.message} className="flex items-start gap-1.5">
              {judged ? (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              {rule.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
