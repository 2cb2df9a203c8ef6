import type { SubscriptionStatus } from '@app/common';
import type { SubscriptionRow } from './subscription-repository';

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/**
 * Access lasts while the provider says active and the paid period has not ended: a cancelled
 * plan keeps access to its end date, an expired period ends it even before a webhook arrives.
 */
export const isSubscriptionActive = (row: SubscriptionRow | null, now = new Date()): boolean =>
  row !== null && ACTIVE_STATUSES.has(row.status) && row.currentPeriodEnd.getTime() > now.getTime();

/**
 * The tool's rule, one for the gate and for the check the web asks (spec 1 §6, README
 * "Subscriptions"): admins always, everyone else with an active subscription or licence.
 */
export const hasToolAccess = (input: {
  role: string | null | undefined;
  subscription: SubscriptionRow | null;
  licenceActive: boolean;
}): boolean => input.role === 'admin' || isSubscriptionActive(input.subscription) || input.licenceActive;

export const subscriptionStatus = (
  row: SubscriptionRow | null,
  now = new Date(),
): Omit<SubscriptionStatus, 'tool_access' | 'organisation_licence'> =>
  isSubscriptionActive(row, now) && row
    ? {
        subscribed: true,
        subscription_tier: row.tier,
        subscription_end: row.currentPeriodEnd.toISOString(),
        cancel_at_period_end: row.cancelAtPeriodEnd,
        scheduled_change:
          row.scheduledTier && row.scheduledChangeAt
            ? { tier: row.scheduledTier, at: row.scheduledChangeAt.toISOString() }
            : null,
      }
    : {
        subscribed: false,
        subscription_tier: 'free',
        subscription_end: null,
        cancel_at_period_end: false,
        scheduled_change: null,
      };
