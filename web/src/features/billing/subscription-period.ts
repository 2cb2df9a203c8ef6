import { formatDateSv } from '@app/common';

type Period = { subscription_end: string | null; cancel_at_period_end: boolean };

/** One sentence on when a plan renews or ends; null without an end date. */
export const periodSentence = ({ subscription_end, cancel_at_period_end }: Period): string | null => {
  if (!subscription_end) {
    return null;
  }
  const date = formatDateSv(subscription_end);
  return cancel_at_period_end
    ? `Prenumerationen avslutas den ${date}. Du har tillgång till tjänsten fram till dess.`
    : `Prenumerationen förnyas automatiskt den ${date}.`;
};
