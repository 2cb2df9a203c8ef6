import type { SiteContext, SitePage } from '../types';

export const termsPage = (_context: SiteContext): SitePage => ({
  key: 'terms',
  path: '/anvandarvillkor',
  title: 'Användarvillkor',
  description: 'Villkoren för konto, prenumeration och betalning.',
  sections: [],
});
