import type { SiteContext, SitePage } from '../types';

export const homePage = (context: SiteContext): SitePage => ({
  key: 'home',
  path: '/',
  title: context.productName,
  description: 'Källbaserade, kontrollerade svar om bostadsanpassningsbidrag för kommunala handläggare.',
  sections: [],
});
