export type { BillingProvider } from './billing-provider';
export { billingRoutes } from './billing-routes';
export type { BillingDeps } from './billing-service';
export { createDemoProvider } from './demo-provider';
export { mayUseTool, requireToolAccess } from './require-tool-access';
export { createStripeClient, createStripeProvider } from './stripe-provider';
export { syncStripeSubscription } from './stripe-sync';
export { stripeSubscriptionIds } from './subscription-repository';
