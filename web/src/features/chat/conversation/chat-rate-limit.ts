import { productSlug } from '@app/common';
import { appConfig } from '@/lib/app-config';

/** Spec 1 §5, §9: at least 3 s between messages, at most 10 a minute. The server checks the same. */
export const CLIENT_RATE_LIMIT = { minIntervalMs: 3000, perMinute: 10, windowMs: 60_000 } as const;

export const RATE_LIMIT_MESSAGES = {
  interval: 'Vänta några sekunder mellan meddelanden.',
  perMinute: 'För många meddelanden denna minut. Vänta en stund.',
} as const;

export const chatRateLimitKey = (): string => `${productSlug(appConfig.productName)}-chat-rate-limit`;

/** The stored record (spec 1 §3), with the start of the counting minute. */
type RateLimitRecord = { lastSubmission: number; submissionCount: number; windowStart: number };

const readRecord = (): RateLimitRecord | null => {
  const raw = window.localStorage.getItem(chatRateLimitKey());
  if (!raw) {
    return null;
  }
  const parsed = JSON.parse(raw) as Partial<RateLimitRecord>;
  if (typeof parsed.lastSubmission !== 'number' || typeof parsed.submissionCount !== 'number') {
    return null;
  }
  return {
    lastSubmission: parsed.lastSubmission,
    submissionCount: parsed.submissionCount,
    windowStart: typeof parsed.windowStart === 'number' ? parsed.windowStart : parsed.lastSubmission,
  };
};

export type RateLimitResult = { allowed: true } | { allowed: false; message: string };

/**
 * Checks the client limit and, when the message may go, counts it. The count starts again 60 s
 * after the first message of the minute. If storage fails, sending is allowed (spec 1 §5).
 */
export const checkChatRateLimit = (now: number = Date.now()): RateLimitResult => {
  try {
    const record = readRecord();
    if (
      record &&
      now - record.lastSubmission < CLIENT_RATE_LIMIT.minIntervalMs &&
      now >= record.lastSubmission
    ) {
      return { allowed: false, message: RATE_LIMIT_MESSAGES.interval };
    }
    const windowExpired =
      !record || now - record.windowStart >= CLIENT_RATE_LIMIT.windowMs || now < record.windowStart;
    const count = windowExpired ? 0 : record.submissionCount;
    if (count >= CLIENT_RATE_LIMIT.perMinute) {
      return { allowed: false, message: RATE_LIMIT_MESSAGES.perMinute };
    }
    const next: RateLimitRecord = {
      lastSubmission: now,
      submissionCount: count + 1,
      windowStart: windowExpired ? now : record.windowStart,
    };
    window.localStorage.setItem(chatRateLimitKey(), JSON.stringify(next));
    return { allowed: true };
  } catch {
    return { allowed: true };
  }
};
