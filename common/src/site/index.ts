export * from './pages';
export { SITE_FAQ } from './pages/faq';
export { PRICE_FAQ } from './pages/pricing';
export * from './types';
