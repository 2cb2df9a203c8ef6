import { useId } from 'react';

/** The one-time recovery codes, shown once while two-factor authentication is being set up. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const headingId = useId();
  if (codes.length === 0) {
    return null;
  }
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p id={headingId} className="font-medium text-amber-950">
        Återställningskoder
      </p>
      <p className="mt-1 text-sm leading-relaxed text-amber-950">
        Spara koderna på ett säkert ställe. Om du inte har tillgång till appen kan du logga in med en av dem.
        Varje kod fungerar en gång, och koderna visas bara nu.
      </p>
      <ul
        aria-labelledby={headingId}
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-slate-900">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
