export { syncBundledLegalCases } from './bundled-legal-cases';
export { legalCaseRoutes } from './legal-case-routes';
export { legalCasePageHead, legalCaseSitemapEntries } from './public-legal-case-pages';
export { publicLegalCaseRoutes } from './public-legal-case-routes';
export type { ScrapeJobs } from './scrape-jobs';
export { createScrapeJobs } from './scrape-jobs';
