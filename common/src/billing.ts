import { z } from 'zod';
import { OrganisationLicenceSchema } from './organisations';

export const PAID_TIERS = ['monthly', 'yearly'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** A switch to another plan that takes effect at `at` (the start of the next period). */
export const ScheduledPlanChangeSchema = z.object({ tier: z.enum(PAID_TIERS), at: z.string() });
export type ScheduledPlanChange = z.infer<typeof ScheduledPlanChangeSchema>;

export const SubscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(['free', ...PAID_TIERS]),
  subscription_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  scheduled_change: ScheduledPlanChangeSchema.nullable(),
  /** Whether the server's tool gate lets the user in: admins always, else a plan or an active licence. */
  tool_access: z.boolean(),
  /** A member's licence from an organisation, which gives tool access while it is active. */
  organisation_licence: OrganisationLicenceSchema.nullable().optional(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CheckoutRequestSchema = z.object({
  tier: z.enum(PAID_TIERS, { error: 'Välj månads- eller årsprenumeration' }),
});

export const RedirectUrlSchema = z.object({ url: z.string() });
