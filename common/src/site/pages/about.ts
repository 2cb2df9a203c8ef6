import type { SiteContext, SitePage } from '../types';

export const aboutPage = (context: SiteContext): SitePage => ({
  key: 'about',
  path: context.aboutPath,
  title: `Om ${context.productName}`,
  description: 'Syftet med tjänsten, vem som står bakom den och våra värderingar.',
  sections: [],
});
