export { createSecretBox } from './secret-box';
export { organisationSsoPlugin } from './sso-plugin';
export { ssoRoutes } from './sso-routes';
