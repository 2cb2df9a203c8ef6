import type { SiteContext, SitePage } from '../types';

export const contactPage = (_context: SiteContext): SitePage => ({
  key: 'contact',
  path: '/kontakt',
  title: 'Kontakt',
  description: 'Skicka ett meddelande eller hitta andra sätt att nå oss.',
  sections: [],
});
