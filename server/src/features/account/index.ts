export { accountRoutes } from './account-routes';
export { processDueDeletions, requestRetentionDeletions } from './account-service';
export { requireTermsAccepted, termsNotAccepted } from './require-terms';
