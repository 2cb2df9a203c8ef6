import type { SiteContext, SitePage } from '../types';

export const pricingPage = (_context: SiteContext): SitePage => ({
  key: 'pricing',
  path: '/pris',
  title: 'Priser',
  description: 'Års- och månadsprenumeration samt erbjudanden för arbetsgivare.',
  sections: [],
});
