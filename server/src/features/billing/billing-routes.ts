import {
  CheckoutRequestSchema,
  PAID_TIERS,
  type PaidTier,
  RedirectUrlSchema,
  SubscriptionStatusSchema,
} from '@app/common';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { demoCheckoutPage, demoPortalPage, receiptPage } from './billing-pages';
import type { BillingProvider } from './billing-provider';
import {
  cancelDemoCheckout,
  completeDemoCheckout,
  findOpenCheckout,
  updateDemoSubscription,
} from './demo-provider';
import type { StripeSettings } from './stripe-provider';
import { handleStripeWebhook } from './stripe-webhook';
import { findPayment, findSubscription, paymentsOf } from './subscription-repository';
import { subscriptionStatus } from './subscription-status';

export type BillingDeps = {
  db: Db;
  logger: Logger;
  provider: BillingProvider;
  stripe: { client: Stripe; settings: StripeSettings } | undefined;
  publicUrl: string;
  productName: string;
  requireUser: MiddlewareHandler<AppEnv>;
};

const urlResponse = {
  200: {
    description: 'Where to send the user',
    content: { 'application/json': { schema: RedirectUrlSchema } },
  },
};

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
  responses: urlResponse,
});
const portalRoute = createRoute({
  method: 'post',
  path: '/billing/customer-portal',
  summary: 'Open the customer portal (customer-portal)',
  responses: urlResponse,
});

export const billingRoutes = (deps: BillingDeps) => {
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

  const providerCall = async (call: () => Promise<string>, failure: string) => {
    try {
      return await call();
    } catch (error) {
      deps.logger.error({ err: error, provider: deps.provider.kind }, 'payment provider call failed');
      throw new AppError('service_unavailable', failure);
    }
  };

  routes
    .openapi(checkRoute, async (c) =>
      c.json(subscriptionStatus(await findSubscription(deps.db, c.get('user').id)), 200),
    )
    .openapi(checkoutRoute, async (c) => {
      const url = await providerCall(
        () =>
          deps.provider.createCheckout({
            user: c.get('user'),
            tier: c.req.valid('json').tier,
            successUrl: `${deps.publicUrl}/?success=true`,
            cancelUrl: `${deps.publicUrl}/?canceled=true`,
          }),
        'Kunde inte starta betalningsprocessen. Försök igen.',
      );
      return c.json({ url }, 200);
    })
    .openapi(portalRoute, async (c) => {
      const url = await providerCall(
        () => deps.provider.createPortal({ user: c.get('user'), returnUrl: `${deps.publicUrl}/profile` }),
        'Kunde inte öppna kundportalen. Försök igen.',
      );
      return c.json({ url }, 200);
    });

  routes.get('/billing/receipts/:id', async (c) => {
    const receipt = await findPayment(deps.db, c.req.param('id'));
    if (!receipt || receipt.userId !== c.get('user').id) {
      throw new AppError('not_found');
    }
    return c.html(receiptPage(deps.productName, receipt, c.get('user').email));
  });

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
    const openCheckout = async (id: string, userId: string) => {
      const checkout = await findOpenCheckout(deps.db, id, userId);
      if (!checkout) {
        throw new AppError('not_found', 'Betalningen finns inte eller är redan avslutad.');
      }
      return checkout;
    };
    routes
      .get('/billing/demo/checkout/:id', async (c) =>
        c.html(demoCheckoutPage(deps.productName, await openCheckout(c.req.param('id'), c.get('user').id))),
      )
      .post('/billing/demo/checkout/:id/confirm', async (c) => {
        await completeDemoCheckout(deps.db, await openCheckout(c.req.param('id'), c.get('user').id));
        return c.redirect(`${deps.publicUrl}/?success=true`, 303);
      })
      .post('/billing/demo/checkout/:id/cancel', async (c) => {
        await cancelDemoCheckout(deps.db, (await openCheckout(c.req.param('id'), c.get('user').id)).id);
        return c.redirect(`${deps.publicUrl}/?canceled=true`, 303);
      })
      .get('/billing/demo/portal', async (c) => {
        const userId = c.get('user').id;
        return c.html(
          demoPortalPage(
            deps.productName,
            await findSubscription(deps.db, userId),
            await paymentsOf(deps.db, userId),
          ),
        );
      })
      .post('/billing/demo/portal/cancel', async (c) => {
        await updateDemoSubscription(deps.db, c.get('user').id, { cancelAtPeriodEnd: true });
        return c.redirect('/api/billing/demo/portal', 303);
      })
      .post('/billing/demo/portal/resume', async (c) => {
        await updateDemoSubscription(deps.db, c.get('user').id, { cancelAtPeriodEnd: false });
        return c.redirect('/api/billing/demo/portal', 303);
      })
      .post('/billing/demo/portal/switch/:tier', async (c) => {
        const tier = c.req.param('tier') as PaidTier;
        if (!PAID_TIERS.includes(tier)) {
          throw new AppError('validation');
        }
        await updateDemoSubscription(deps.db, c.get('user').id, { tier });
        return c.redirect('/api/billing/demo/portal', 303);
      });
  }
  return routes;
};
