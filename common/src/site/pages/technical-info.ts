import type { SiteContext, SitePage } from '../types';

export const technicalInfoPage = (_context: SiteContext): SitePage => ({
  key: 'technical-info',
  path: '/teknisk-info',
  title: 'Teknisk information',
  description: 'AI-tekniken, källorna, säkerheten och den aktuella versionen.',
  sections: [],
});
