export * from './pages';
export * from './seo';
export * from './types';
