export { assertDomainsClaimable } from './organisation-domains';
export { findLicence, memberLicence } from './organisation-repository';
export { organisationRoutes } from './organisation-routes';
export { countOrganisationFeedback, countOrganisationQuestion, joinByDomain } from './organisation-service';
