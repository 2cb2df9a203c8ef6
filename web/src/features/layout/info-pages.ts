import { type SitePageKey, sitePageMeta } from '@app/common';
import { appConfig } from '@/lib/app-config';

export type InfoPage = {
  path: string;
  title: string;
  description: string;
};

/**
 * The information pages of the side menu, in menu order: spec 1 §2's nine, then the open legal
 * database and the accessibility statement (issue 28).
 */
const MENU_PAGE_KEYS: readonly SitePageKey[] = [
  'about',
  'technical-info',
  'prompt-school',
  'workshop',
  'privacy',
  'terms',
  'faq',
  'contact',
  'pricing',
  'legal-database',
  'accessibility',
];

/** Their paths, titles and descriptions come from the site registry, as the pages' own do. */
export const INFO_PAGES: readonly InfoPage[] = MENU_PAGE_KEYS.map((key) => {
  const { path, title, description } = sitePageMeta(key, appConfig);
  return { path, title, description };
});
