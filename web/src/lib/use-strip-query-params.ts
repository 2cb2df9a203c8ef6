import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Removes the named query parameters from the address (replacing the entry, no new history step). */
export const useStripQueryParams = (names: readonly string[]): void => {
  const [searchParams, setSearchParams] = useSearchParams();
  const present = names.some((name) => searchParams.has(name));

  useEffect(() => {
    if (!present) {
      return;
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of names) {
          next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  }, [present, names, setSearchParams]);
};
