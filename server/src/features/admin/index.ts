export { adminRoutes } from './admin-routes';
export { debugTestRoutes } from './debug-test-routes';
export { enhancedSearchRoutes } from './enhanced-search-routes';
