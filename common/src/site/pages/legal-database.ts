import type { SiteContext, SitePage } from '../types';

export const legalDatabasePage = (_context: SiteContext): SitePage => ({
  key: 'legal-database',
  path: '/rattsdatabas',
  title: 'Öppen rättsdatabas',
  description: 'Den öppna databasen med domar om bostadsanpassningsbidrag.',
  sections: [],
});
