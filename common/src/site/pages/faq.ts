import type { SiteContext, SitePage } from '../types';

export const faqPage = (_context: SiteContext): SitePage => ({
  key: 'faq',
  path: '/faq',
  title: 'Vanliga frågor',
  description: 'Svar på de vanligaste frågorna om tjänsten.',
  sections: [],
});
