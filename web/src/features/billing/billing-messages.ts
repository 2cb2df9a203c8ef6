import type { ToastInput } from '@/lib/toast';

/** The spec's subscription and payment toasts (spec 1 §8, spec 2 §8), letter for letter. */
export const BILLING_TOASTS = {
  loginRequired: {
    title: 'Inloggning krävs',
    description: 'Du måste logga in för att använda denna funktion.',
    variant: 'destructive',
  },
  checkoutFailed: {
    title: 'Fel',
    description: 'Kunde inte starta betalningsprocessen. Försök igen.',
    variant: 'destructive',
  },
  portalFailed: {
    title: 'Fel',
    description: 'Kunde inte öppna kundportalen. Försök igen.',
    variant: 'destructive',
  },
  /** For the tool's 403 subscription_required answers. */
  subscriptionRequired: {
    title: 'Prenumeration krävs',
    description: 'Du behöver en aktiv prenumeration för att använda denna funktion.',
    variant: 'destructive',
  },
  paymentSucceeded: {
    title: 'Betalning genomförd!',
    description: 'Tack för din prenumeration. Din åtkomst aktiveras inom kort.',
    variant: 'success',
  },
  paymentCanceled: {
    title: 'Betalning avbruten',
    description: 'Ingen betalning har genomförts. Du kan försöka igen när som helst.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export const UNKNOWN_ERROR_TEXT = 'Okänt fel';
export const SUBSCRIPTION_READ_ERROR = 'Kunde inte läsa prenumeration';
export const subscriptionCheckError = (message: string): string =>
  `Kunde inte kontrollera prenumeration: ${message || UNKNOWN_ERROR_TEXT}`;
