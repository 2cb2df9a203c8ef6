import { sitePageMetas } from './page-meta';
import type { SiteContext } from './types';

/**
 * The web app's route table beside the site registry's pages: the server answers 200 for these
 * addresses and 404 (with the app's not-found page) for every other, and the web router serves
 * exactly these (web/src/router.test.ts holds the two together).
 */

/** The sign-in and sign-up pages: public and indexable, with their own title and canonical link. */
export const AUTH_PAGE_META = {
  login: {
    path: '/login',
    title: 'Logga in',
    description: 'Logga in med e-post och lösenord eller få en inloggningslänk skickad till din e-post.',
  },
  signup: {
    path: '/signup',
    title: 'Registrera dig',
    description: 'Skapa ett kostnadsfritt konto för att komma igång med tjänsten.',
  },
} as const;

/** Account and organisation pages: personal, so kept out of search engines. */
export const PERSONAL_PAGE_PATHS = [
  '/check-email',
  '/reset-password',
  '/update-password',
  '/profile',
  '/organisation',
  '/organisation/inbjudan',
  '/valkommen',
] as const;

/** Admin and internal tool pages; robots.txt disallows them (their HTML says noindex too). */
export const INTERNAL_PAGE_PATHS = [
  '/admin',
  '/rattsdatabas-dev',
  '/debug-test',
  '/embedding-test',
  '/embedding-migration-test',
  '/source-test',
  '/enhanced-search',
] as const;

/** A ruling's page in the open legal database, by its case number's slug; the server looks the ruling up. */
export const LEGAL_CASE_PAGE_ROUTE = '/rattsdatabas/praxis/:slug';

/** Every fixed page address the web app serves: the registry's pages and the app's own. */
export const knownPagePaths = (context: SiteContext): string[] => [
  ...sitePageMetas(context).map((page) => page.path),
  ...Object.values(AUTH_PAGE_META).map((page) => page.path),
  ...PERSONAL_PAGE_PATHS,
  ...INTERNAL_PAGE_PATHS,
];
