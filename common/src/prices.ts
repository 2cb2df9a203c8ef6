// Kept apart from the billing schemas so that texts showing a price do not load zod.

/** Prices in whole kronor, VAT included (spec 2 §9). */
export const PLAN_PRICES_SEK = { monthly: 299, yearly: 2495 } as const;
/** What a year of monthly payments costs more than the yearly plan: 12 · 299 − 2 495. */
export const YEARLY_SAVING_SEK = PLAN_PRICES_SEK.monthly * 12 - PLAN_PRICES_SEK.yearly;

const wholeKronor = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const withOre = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every amount in kronor, in the web and on the server's pages: a price '2 495 kr' (with the
 * non-breaking space Swedish uses between thousands), an amount with öre '59,80 kr' (always two
 * digits). `ore` shows them on whole amounts too, as a receipt does: '299,00 kr'.
 */
export const formatSek = (amount: number, { ore = false }: { ore?: boolean } = {}): string => {
  const rounded = Math.round(amount * 100) / 100;
  return `${(ore || !Number.isInteger(rounded) ? withOre : wholeKronor).format(rounded)} kr`;
};
