import { ADMIN_FEEDBACK_PREVIEW_CHARS, type AdminFeedbackItem, type AdminUser } from '@app/common';

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

/**
 * Spec 2 §2: feedback without a user id is anonymous; one still linked to a user is historical,
 * kept from before it was made anonymous (here: until the account is erased).
 */
export const feedbackAuthor = (item: AdminFeedbackItem): { label: string; email: string | null } =>
  item.user_id === null ? { label: 'Anonym', email: null } : { label: 'Historisk', email: item.user_email };
