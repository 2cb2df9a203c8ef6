/**
 * Addresses the e2e server gives the admin role (its ADMIN_EMAILS). An account can be made once
 * per run, so each spec that needs an admin takes its own address.
 */
export const E2E_ADMIN_EMAILS = {
  adminPanel: 'e2e-admin-panel@example.org',
  legalDatabase: 'e2e-admin-legal@example.org',
  internalPages: 'e2e-admin-internal@example.org',
  sourceTest: 'e2e-admin-source-test@example.org',
  debugTest: 'e2e-admin-debug-test@example.org',
  enhancedSearch: 'e2e-admin-enhanced-search@example.org',
  embeddingPages: 'e2e-admin-embedding@example.org',
  organisations: 'e2e-admin-organisations@example.org',
  adminOrg: 'e2e-admin-org@example.org',
  planSwitch: 'e2e-admin-plan-switch@example.org',
} as const;

/** Spec 2 §2: the seven admin routes. */
export const ADMIN_ROUTES = [
  '/admin',
  '/rattsdatabas-dev',
  '/debug-test',
  '/embedding-test',
  '/embedding-migration-test',
  '/source-test',
  '/enhanced-search',
] as const;
