import type { SiteContext, SitePage } from '../types';

export const accessibilityPage = (_context: SiteContext): SitePage => ({
  key: 'accessibility',
  path: '/tillganglighet',
  title: 'Tillgänglighetsredogörelse',
  description: 'Hur tillgänglig tjänsten är och hur du meddelar brister.',
  sections: [],
});
