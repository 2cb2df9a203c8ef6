export { pruneContactMessages } from './contact-repository';
export { contactRoutes } from './contact-routes';
