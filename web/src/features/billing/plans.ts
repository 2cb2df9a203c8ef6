import { areaWords, formatSek, type PaidTier, PLAN_PRICES_SEK, YEARLY_SAVING_SEK } from '@app/common';
import { appConfig } from '@/lib/app-config';
import type { SubscriptionTier } from './use-subscription';

export const TIER_NAMES: Record<SubscriptionTier, string> = {
  free: 'Ingen prenumeration',
  monthly: 'Månadsprenumeration',
  yearly: 'Årsprenumeration',
};

export type Plan = {
  tier: PaidTier;
  name: string;
  price: string;
  /** Spoken after the price: '/år' is read as 'per år'. */
  period: { short: string; spoken: string };
  notes: readonly string[];
};

const MONTHS_PER_YEAR = 12;

export const PLANS: readonly Plan[] = [
  {
    tier: 'yearly',
    name: TIER_NAMES.yearly,
    price: formatSek(PLAN_PRICES_SEK.yearly),
    period: { short: '/år', spoken: 'per år' },
    notes: [
      `Spara ${formatSek(YEARLY_SAVING_SEK)} jämfört med månadsbetalning`,
      `Motsvarar cirka ${formatSek(Math.round(PLAN_PRICES_SEK.yearly / MONTHS_PER_YEAR))} per månad`,
    ],
  },
  {
    tier: 'monthly',
    name: TIER_NAMES.monthly,
    price: formatSek(PLAN_PRICES_SEK.monthly),
    period: { short: '/mån', spoken: 'per månad' },
    notes: [`${formatSek(PLAN_PRICES_SEK.monthly * MONTHS_PER_YEAR)} per år`, 'Betala en månad i taget'],
  },
];

/** What every plan includes. */
export const PLAN_FEATURES: readonly string[] = [
  `Full tillgång till verktyget för ${areaWords(appConfig).subject}`,
  'Svar med hänvisningar till lagar, förarbeten och praxis',
  'Kvitto som din arbetsgivare kan ersätta',
  'Ingen bindningstid – säg upp när du vill',
  'Priserna är inklusive moms',
];
