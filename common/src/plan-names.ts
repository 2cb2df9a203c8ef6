// Kept apart from the billing schemas so that texts naming a plan do not load zod.
import { formatDateSv } from './dates';

type Tier = 'monthly' | 'yearly';

export const PLAN_NAMES: Record<Tier, string> = {
  monthly: 'Månadsprenumeration',
  yearly: 'Årsprenumeration',
};

/**
 * The plan as the profile, /admin and the portal name it, with a scheduled switch until it takes
 * effect: 'Månadsprenumeration – byter till årsprenumeration 27 december 2026'.
 */
export const planWithScheduledChange = (
  tier: Tier,
  change: { tier: Tier; at: string | Date } | null | undefined,
): string =>
  change && change.tier !== tier
    ? `${PLAN_NAMES[tier]} – byter till ${PLAN_NAMES[change.tier].toLowerCase()} ${formatDateSv(change.at)}`
    : PLAN_NAMES[tier];
