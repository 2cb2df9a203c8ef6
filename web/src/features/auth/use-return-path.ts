import { RETURN_PATH_PARAM, safeReturnPath } from '@app/common';
import { useSearchParams } from 'react-router';

/** Where /login and /signup return after signing in: their `?next=` path on this site, else the start page. */
export const useReturnPath = (): string => {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PATH_PARAM)) ?? '/';
};

/** A link to /login or /signup that comes back to `path` afterwards. */
export const withReturnPath = (page: '/login' | '/signup', path: string): string =>
  `${page}?${new URLSearchParams({ [RETURN_PATH_PARAM]: path })}`;
