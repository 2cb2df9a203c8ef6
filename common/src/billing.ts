import { z } from 'zod';

/** Prices in whole kronor, VAT included (spec 2 §9). */
export const PLAN_PRICES_SEK = { monthly: 299, yearly: 2495 } as const;
/** What a year of monthly payments costs more than the yearly plan: 12 · 299 − 2 495. */
export const YEARLY_SAVING_SEK = PLAN_PRICES_SEK.monthly * 12 - PLAN_PRICES_SEK.yearly;

const sekFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });

/** '2 495 kr' (with the non-breaking space Swedish uses between thousands). */
export const formatSek = (amount: number): string => `${sekFormat.format(amount)} kr`;

export const PAID_TIERS = ['monthly', 'yearly'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const SubscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(['free', ...PAID_TIERS]),
  subscription_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CheckoutRequestSchema = z.object({
  tier: z.enum(PAID_TIERS, { error: 'Välj månads- eller årsprenumeration' }),
});

export const RedirectUrlSchema = z.object({ url: z.string() });
