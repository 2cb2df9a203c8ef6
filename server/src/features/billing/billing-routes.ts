import { CheckoutRequestSchema, PAID_TIERS, RedirectUrlSchema, SubscriptionStatusSchema } from '@app/common';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import {
  type BillingDeps,
  cancelDemoCheckout,
  changeDemoSubscription,
  checkSubscription,
  confirmDemoCheckout,
  openCustomerPortal,
  renderDemoCheckout,
  renderDemoPortal,
  renderDemoPortalConfirm,
  renderReceipt,
  startCheckout,
} from './billing-service';
import { handleStripeWebhook } from './stripe-webhook';

const redirectUrl = {
  description: 'Where to send the user',
  content: { 'application/json': { schema: RedirectUrlSchema } },
};
const page = { description: 'A server-rendered page', content: { 'text/html': { schema: z.string() } } };
const redirect = { description: 'Where the browser goes next' };
// A malformed id is a 400 from validation, never a database error.
const IdParams = z.object({ id: z.uuid() });

const checkRoute = createRoute({
  method: 'post',
  path: '/billing/check-subscription',
  summary: 'The signed-in user’s subscription (check-subscription)',
  responses: {
    200: { description: 'Status', content: { 'application/json': { schema: SubscriptionStatusSchema } } },
  },
});
const checkoutRoute = createRoute({
  method: 'post',
  path: '/billing/create-checkout',
  summary: 'Start a checkout for a plan (create-checkout)',
  request: { body: { required: true, content: { 'application/json': { schema: CheckoutRequestSchema } } } },
  responses: { 200: redirectUrl },
});
const portalRoute = createRoute({
  method: 'post',
  path: '/billing/customer-portal',
  summary: 'Open the customer portal (customer-portal)',
  responses: { 200: redirectUrl },
});
/** A page for one thing of the signed-in user's, found by its id. */
const pageById = <P extends string>(path: P, summary: string) =>
  createRoute({ method: 'get', path, summary, request: { params: IdParams }, responses: { 200: page } });
const receiptRoute = pageById('/billing/receipts/{id}', 'A receipt of the signed-in user, as a page');
const demoCheckoutRoute = pageById('/billing/demo/checkout/{id}', 'Demo provider: the test checkout page');
const demoCheckoutActionRoute = createRoute({
  method: 'post',
  path: '/billing/demo/checkout/{id}/{action}',
  summary: 'Demo provider: pay (confirm) or abandon (cancel) the test checkout',
  request: { params: IdParams.extend({ action: z.enum(['confirm', 'cancel']) }) },
  responses: { 303: redirect },
});
const demoPortalRoute = createRoute({
  method: 'get',
  path: '/billing/demo/portal',
  summary: 'Demo provider: the customer portal page',
  responses: { 200: page },
});
const demoPortalConfirmRoute = createRoute({
  method: 'get',
  path: '/billing/demo/portal/confirm/{change}',
  summary: 'Demo provider: ask before cancelling or switching plan, saying when it takes effect',
  request: { params: z.object({ change: z.enum(['cancel', ...PAID_TIERS]) }) },
  responses: { 200: page, 404: { description: 'No such change to make' } },
});
const demoPortalActionRoute = createRoute({
  method: 'post',
  path: '/billing/demo/portal/{action}',
  summary: 'Demo provider: cancel at period end, or resume',
  request: { params: z.object({ action: z.enum(['cancel', 'resume']) }) },
  responses: { 303: redirect },
});
const demoSwitchRoute = createRoute({
  method: 'post',
  path: '/billing/demo/portal/switch/{tier}',
  summary: 'Demo provider: switch plan from the next period',
  request: { params: z.object({ tier: z.enum(PAID_TIERS) }) },
  responses: { 303: redirect },
});

export const billingRoutes = (deps: BillingDeps & { requireUser: MiddlewareHandler<AppEnv> }) => {
  const routes = new OpenAPIHono<AppEnv>();
  for (const path of [
    '/billing/check-subscription',
    '/billing/create-checkout',
    '/billing/customer-portal',
  ]) {
    routes.use(path, deps.requireUser);
  }
  routes.use('/billing/demo/*', deps.requireUser);
  routes.use('/billing/receipts/*', deps.requireUser);

  routes
    .openapi(checkRoute, async (c) => c.json(await checkSubscription(deps, c.get('user')), 200))
    .openapi(checkoutRoute, async (c) =>
      c.json({ url: await startCheckout(deps, c.get('user'), c.req.valid('json').tier) }, 200),
    )
    .openapi(portalRoute, async (c) => c.json({ url: await openCustomerPortal(deps, c.get('user')) }, 200))
    .openapi(receiptRoute, async (c) =>
      c.html(await renderReceipt(deps, c.get('user'), c.req.valid('param').id)),
    );

  if (deps.stripe) {
    const stripe = deps.stripe;
    // The signature covers the raw bytes, so the body is read as text and parsed only after.
    routes.post('/billing/stripe/webhook', async (c) => {
      const result = await handleStripeWebhook(
        { stripe: stripe.client, db: deps.db, settings: stripe.settings },
        await c.req.text(),
        c.req.header('stripe-signature'),
      );
      return c.json({ received: true, result });
    });
  }

  if (deps.provider.kind === 'demo') {
    routes
      .openapi(demoCheckoutRoute, async (c) =>
        c.html(await renderDemoCheckout(deps, c.get('user').id, c.req.valid('param').id)),
      )
      .openapi(demoCheckoutActionRoute, async (c) => {
        const { id, action } = c.req.valid('param');
        const finish = action === 'confirm' ? confirmDemoCheckout : cancelDemoCheckout;
        return c.redirect(await finish(deps, c.get('user').id, id), 303);
      })
      .openapi(demoPortalRoute, async (c) => c.html(await renderDemoPortal(deps, c.get('user').id)))
      .openapi(demoPortalConfirmRoute, async (c) =>
        c.html(await renderDemoPortalConfirm(deps, c.get('user').id, c.req.valid('param').change)),
      )
      .openapi(demoPortalActionRoute, async (c) => {
        const cancelAtPeriodEnd = c.req.valid('param').action === 'cancel';
        return c.redirect(await changeDemoSubscription(deps, c.get('user').id, { cancelAtPeriodEnd }), 303);
      })
      .openapi(demoSwitchRoute, async (c) =>
        c.redirect(
          await changeDemoSubscription(deps, c.get('user').id, { tier: c.req.valid('param').tier }),
          303,
        ),
      );
  }
  return routes;
};
