import type { OrganisationLicence, ScheduledPlanChange, SubscriptionStatus } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { ApiRequestError } from '@/lib/api';
import { SUBSCRIPTION_QUERY_KEY } from '@/lib/query-keys';
import { fetchSubscriptionStatus } from './billing-api';
import { SUBSCRIPTION_READ_ERROR, subscriptionCheckError } from './billing-messages';

export type SubscriptionTier = SubscriptionStatus['subscription_tier'];

export type SubscriptionState = {
  /** null while unknown (auth or the check still loading, or the check failed). */
  subscribed: boolean | null;
  subscription_tier: SubscriptionTier;
  subscription_end: string | null;
  cancel_at_period_end: boolean;
  /** A plan switch waiting for the next period. */
  scheduled_change: ScheduledPlanChange | null;
  /** A member's licence from an organisation; it gives the tool while `active`. */
  organisation_licence: OrganisationLicence | null;
  /** The server's answer: its tool gate lets the user in (an admin, a subscriber or a licence member). */
  toolAccess: boolean;
  loading: boolean;
  error: string | null;
  /** Checks again with the server; does nothing while signed out. */
  refresh: () => Promise<void>;
};

const FREE = {
  subscription_tier: 'free',
  subscription_end: null,
  cancel_at_period_end: false,
  scheduled_change: null,
  organisation_licence: null,
  toolAccess: false,
} as const;

// The server answered with an error → its message; anything else (network, odd body) → a read error.
const errorText = (error: Error): string =>
  error instanceof ApiRequestError ? subscriptionCheckError(error.message) : SUBSCRIPTION_READ_ERROR;

/**
 * The signed-in user's subscription (spec 1 §3–§4). No check while auth is unknown; a visitor is
 * unsubscribed at once. The query is keyed by user id, so a check for an earlier user can never
 * overwrite the current user's state.
 */
export const useSubscription = (): SubscriptionState => {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  const query = useQuery({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, userId],
    queryFn: fetchSubscriptionStatus,
    enabled: userId !== null,
  });
  const { refetch } = query;

  const refresh = useCallback(async () => {
    if (userId !== null) {
      await refetch();
    }
  }, [refetch, userId]);

  if (auth.status === 'unknown') {
    return { subscribed: null, ...FREE, loading: true, error: null, refresh };
  }
  if (auth.status === 'anonymous') {
    return { subscribed: false, ...FREE, loading: false, error: null, refresh };
  }
  const error = query.error ? errorText(query.error) : null;
  if (!query.data) {
    return { subscribed: null, ...FREE, loading: query.isPending, error, refresh };
  }
  const licence = query.data.organisation_licence ?? null;
  return {
    ...query.data,
    organisation_licence: licence,
    toolAccess: query.data.tool_access,
    loading: false,
    error,
    refresh,
  };
};
