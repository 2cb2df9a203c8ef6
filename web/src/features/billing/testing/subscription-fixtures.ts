import type { Profile, SubscriptionStatus } from '@app/common';
import { TEST_USER } from '@/features/auth/testing/fake-auth-client';

export const FREE_STATUS: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: 'free',
  subscription_end: null,
  cancel_at_period_end: false,
  scheduled_change: null,
  tool_access: false,
};

export const MONTHLY_STATUS: SubscriptionStatus = {
  subscribed: true,
  subscription_tier: 'monthly',
  subscription_end: '2026-08-15T10:00:00.000Z',
  cancel_at_period_end: false,
  scheduled_change: null,
  tool_access: true,
};

export const YEARLY_STATUS: SubscriptionStatus = {
  subscribed: true,
  subscription_tier: 'yearly',
  subscription_end: '2027-01-05T10:00:00.000Z',
  cancel_at_period_end: false,
  scheduled_change: null,
  tool_access: true,
};

/** A profile whose terms are accepted, so the terms modal stays shut in page tests. */
export const ACCEPTED_PROFILE: Profile = {
  email: TEST_USER.email,
  name: TEST_USER.name,
  created_at: '2026-01-05T13:03:00.000Z',
  last_login: null,
  chat_interactions: 0,
  terms_accepted_at: '2026-01-05T13:05:00.000Z',
  two_factor_enabled: false,
  is_admin: false,
  job_title: 'Handläggare',
  workplace: null,
  sign_in_count: 2,
  deletion_cancelled: false,
};

/** A promise the test settles when it wants to. */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
