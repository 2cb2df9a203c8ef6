export * from './pages';
export { type LandingItem, type LandingTestimonial, type LandingTexts, landingTexts } from './pages/home';
export * from './types';
