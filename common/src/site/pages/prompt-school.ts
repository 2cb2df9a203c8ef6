import type { SiteContext, SitePage } from '../types';

export const promptSchoolPage = (_context: SiteContext): SitePage => ({
  key: 'prompt-school',
  path: '/promptskola',
  title: 'Promptskola',
  description: 'Lär dig ställa tydliga frågor med UKI-modellen.',
  sections: [],
});
