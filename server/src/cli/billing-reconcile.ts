// `npm run billing:reconcile`: re-reads every Stripe subscription we know of and corrects our
// copy, healing any webhook that was lost (Stripe keeps events for 30 days only).
import { and, eq, isNotNull } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { subscriptions } from '../db/schema';
import { createStripeClient } from '../features/billing/stripe-provider';
import { syncStripeSubscription } from '../features/billing/stripe-sync';

const config = loadConfig();
if (!config.stripe) {
  console.error('Stripe is not configured (STRIPE_SECRET_KEY and friends); nothing to reconcile.');
  process.exit(2);
}
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  const stripe = createStripeClient(config.stripe);
  const rows = await database.db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'stripe'), isNotNull(subscriptions.subscriptionId)));
  let failed = 0;
  for (const { subscriptionId } of rows) {
    try {
      await syncStripeSubscription(stripe, database.db, config.stripe, subscriptionId ?? '');
    } catch (error) {
      failed++;
      console.error(`${subscriptionId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.warn(`Reconciled ${rows.length - failed} of ${rows.length} Stripe subscriptions.`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await database.close();
}
