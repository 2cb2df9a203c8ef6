export { siteInfoRoutes } from './site-info-routes';
export { loadSiteInfo } from './site-info-service';
