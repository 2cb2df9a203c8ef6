import type { SiteContext, SitePage } from '../types';

export const workshopPage = (_context: SiteContext): SitePage => ({
  key: 'workshop',
  path: '/workshop',
  title: 'Workshop',
  description: 'Boka en workshop för din arbetsgrupp i kommunen.',
  sections: [],
});
