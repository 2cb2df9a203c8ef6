import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isBillingEventSeen, recordBillingEvent } from './billing-event-repository';
import type { StripeSettings } from './stripe-provider';
import { recordStripeInvoice, syncStripeSubscription } from './stripe-sync';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

type InvoiceWithSubscription = Stripe.Invoice & {
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } } } | null;
};

const invoiceSubscription = (invoice: InvoiceWithSubscription): string | null => {
  const ref = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
};

/**
 * Verifies the signature on the raw body, ignores events already handled, and brings the
 * subscription in line with Stripe. The event id is stored only after the work succeeded, so a
 * failure is retried by Stripe and a duplicate is recognised.
 */
export const handleStripeWebhook = async (
  deps: { stripe: Stripe; db: Db; settings: StripeSettings },
  rawBody: string,
  signature: string | undefined,
): Promise<'processed' | 'duplicate' | 'ignored'> => {
  let event: Stripe.Event;
  try {
    event = await deps.stripe.webhooks.constructEventAsync(
      rawBody,
      signature ?? '',
      deps.settings.webhookSecret,
    );
  } catch {
    throw new AppError('validation', 'Ogiltig signatur.');
  }
  if (await isBillingEventSeen(deps.db, event.id)) {
    return 'duplicate';
  }
  let subscriptionId: string | null = null;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    subscriptionId = (event.data.object as Stripe.Subscription).id;
  } else if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    subscriptionId =
      typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object as InvoiceWithSubscription;
    subscriptionId = invoiceSubscription(invoice);
    if (subscriptionId) {
      await syncStripeSubscription(deps.stripe, deps.db, deps.settings, subscriptionId);
      subscriptionId = null;
    }
    if (event.type === 'invoice.paid') {
      await recordStripeInvoice(deps.db, deps.settings, invoice);
    }
  } else {
    return 'ignored';
  }
  if (subscriptionId) {
    await syncStripeSubscription(deps.stripe, deps.db, deps.settings, subscriptionId);
  }
  await recordBillingEvent(deps.db, { eventId: event.id, provider: 'stripe', type: event.type });
  return 'processed';
};
