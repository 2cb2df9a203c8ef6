import type { SiteContext, SitePage } from '../types';

export const privacyPage = (_context: SiteContext): SitePage => ({
  key: 'privacy',
  path: '/integritet',
  title: 'Integritetspolicy',
  description: 'Hur vi behandlar och skyddar dina personuppgifter.',
  sections: [],
});
