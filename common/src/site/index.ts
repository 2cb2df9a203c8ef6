export * from './area-words';
export * from './page-meta';
export * from './pages';
export { siteFaq } from './pages/faq';
// The landing page's texts alone, so the home page's chunk does not carry every page's text.
export {
  homePage,
  type LandingItem,
  type LandingTestimonial,
  type LandingTexts,
  landingTexts,
} from './pages/home';
export { PRICE_FAQ } from './pages/pricing';
export * from './routes';
export * from './seo';
export * from './types';
