// `npm run billing:reconcile`: re-reads every Stripe subscription we know of and corrects our
// copy, healing any webhook that was lost (Stripe keeps events for 30 days only).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { createStripeClient, stripeSubscriptionIds, syncStripeSubscription } from '../features/billing';

const config = loadConfig();
if (!config.stripe) {
  console.error('Stripe is not configured (STRIPE_SECRET_KEY and friends); nothing to reconcile.');
  process.exit(2);
}
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  const stripe = createStripeClient(config.stripe);
  const ids = await stripeSubscriptionIds(database.db);
  let failed = 0;
  for (const subscriptionId of ids) {
    try {
      await syncStripeSubscription(stripe, database.db, config.stripe, subscriptionId);
    } catch (error) {
      failed++;
      console.error(`${subscriptionId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.warn(`Reconciled ${ids.length - failed} of ${ids.length} Stripe subscriptions.`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await database.close();
}
