// @vitest-environment jsdom
// happy-dom cannot make its localStorage fail through Storage.prototype.

import { describe, expect, it, vi } from 'vitest';
import { chatRateLimitKey, checkChatRateLimit, RATE_LIMIT_MESSAGES } from './chat-rate-limit';

describe('checkChatRateLimit', () => {
  it('needs 3 seconds between messages', () => {
    expect(checkChatRateLimit(10_000)).toEqual({ allowed: true });
    expect(checkChatRateLimit(12_999)).toEqual({ allowed: false, message: RATE_LIMIT_MESSAGES.interval });
    expect(checkChatRateLimit(13_000)).toEqual({ allowed: true });
  });

  it('allows 10 a minute, and counts again after 60 seconds', () => {
    for (let index = 0; index < 10; index += 1) {
      expect(checkChatRateLimit(index * 3000)).toEqual({ allowed: true });
    }
    expect(checkChatRateLimit(30_000)).toEqual({ allowed: false, message: RATE_LIMIT_MESSAGES.perMinute });
    expect(checkChatRateLimit(60_000)).toEqual({ allowed: true });
  });

  it('keeps its record in localStorage under a key with the product name', () => {
    checkChatRateLimit(5000);
    expect(chatRateLimitKey()).toContain('handlaggarstod');
    expect(JSON.parse(window.localStorage.getItem(chatRateLimitKey()) ?? '{}')).toMatchObject({
      lastSubmission: 5000,
      submissionCount: 1,
    });
  });

  it('allows sending when storage fails', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(checkChatRateLimit(1000)).toEqual({ allowed: true });
    expect(checkChatRateLimit(1001)).toEqual({ allowed: true });
    spy.mockRestore();
  });
});
