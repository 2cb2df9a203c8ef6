import { ADMIN_FEEDBACK_PREVIEW_CHARS, type AdminUser } from '@app/common';

/** Spec 2 §2: question and detailed text cut to 100 characters in the feedback table. */
export const truncatePreview = (text: string | null): string => {
  if (!text) {
    return '–';
  }
  return text.length > ADMIN_FEEDBACK_PREVIEW_CHARS
    ? `${text.slice(0, ADMIN_FEEDBACK_PREVIEW_CHARS)}…`
    : text;
};

export const TIER_LABELS: Record<AdminUser['subscription_tier'], string> = {
  yearly: 'Årsplan',
  monthly: 'Månadsplan',
  free: 'Gratis',
};
