// Kept apart from the billing schemas so that texts showing a price do not load zod.

/** Prices in whole kronor, VAT included (spec 2 §9). */
export const PLAN_PRICES_SEK = { monthly: 299, yearly: 2495 } as const;
/** What a year of monthly payments costs more than the yearly plan: 12 · 299 − 2 495. */
export const YEARLY_SAVING_SEK = PLAN_PRICES_SEK.monthly * 12 - PLAN_PRICES_SEK.yearly;

const sekFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });

/** '2 495 kr' (with the non-breaking space Swedish uses between thousands). */
export const formatSek = (amount: number): string => `${sekFormat.format(amount)} kr`;
