// @vitest-environment jsdom
// happy-dom cannot make its localStorage fail through Storage.prototype.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSecurityMonitor,
  getSecurityCounters,
  readSecurityIncidentLog,
  recordFailedSignIn,
  recordRejectedResponse,
  recordSecurityIncident,
  runSecurityAudit,
  securityIncidentLogKey,
  startSecurityAudits,
} from './security-monitor';

const NO_INCIDENTS = {
  rateLimitViolations: 0,
  inputValidationFailures: 0,
  authenticationFailures: 0,
  suspiciousRequests: 0,
};

const repeat = (times: number, action: () => void) => {
  for (let index = 0; index < times; index += 1) {
    action();
  }
};

describe('security monitor', () => {
  beforeEach(() => {
    clearSecurityMonitor();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts each kind of incident and logs it with a fixed code under a key with the product name', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    recordSecurityIncident('rateLimitViolation', 'chat');
    recordSecurityIncident('inputValidationFailure', 'chat-input:tooShort');
    recordSecurityIncident('authenticationFailure', 'login');
    recordSecurityIncident('suspiciousRequest', 'chat-input:script');

    expect(getSecurityCounters()).toEqual({
      rateLimitViolations: 1,
      inputValidationFailures: 1,
      authenticationFailures: 1,
      suspiciousRequests: 1,
      lastAudit: null,
    });
    expect(securityIncidentLogKey()).toContain('handlaggarstod');
    expect(JSON.parse(window.localStorage.getItem(securityIncidentLogKey()) ?? '[]')).toEqual([
      { type: 'rateLimitViolation', timestamp: '2026-03-01T10:00:00.000Z', detail: 'chat' },
      {
        type: 'inputValidationFailure',
        timestamp: '2026-03-01T10:00:00.000Z',
        detail: 'chat-input:tooShort',
      },
      { type: 'authenticationFailure', timestamp: '2026-03-01T10:00:00.000Z', detail: 'login' },
      { type: 'suspiciousRequest', timestamp: '2026-03-01T10:00:00.000Z', detail: 'chat-input:script' },
    ]);
  });

  it('keeps the newest 50 log entries', () => {
    repeat(49, () => recordSecurityIncident('inputValidationFailure', 'chat-input:tooShort'));
    recordSecurityIncident('authenticationFailure', 'login');
    expect(readSecurityIncidentLog()).toHaveLength(50);

    recordSecurityIncident('rateLimitViolation', 'chat');
    const log = readSecurityIncidentLog();
    expect(log).toHaveLength(50);
    expect(log.filter((entry) => entry.type === 'inputValidationFailure')).toHaveLength(48);
    expect(log.slice(-2).map((entry) => entry.type)).toEqual(['authenticationFailure', 'rateLimitViolation']);
  });

  it('never throws when storage fails, and still counts', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });

    expect(() => recordSecurityIncident('suspiciousRequest', 'chat-input:html')).not.toThrow();
    expect(getSecurityCounters().suspiciousRequests).toBe(1);
    expect(readSecurityIncidentLog()).toEqual([]);
  });

  it('reads a damaged log as empty and starts it again', () => {
    window.localStorage.setItem(securityIncidentLogKey(), '{not json');
    expect(readSecurityIncidentLog()).toEqual([]);
    recordSecurityIncident('rateLimitViolation', 'chat');
    expect(readSecurityIncidentLog()).toHaveLength(1);
  });

  it('maps rejected responses: 401 to authentication, 429 to rate limit, others to nothing', () => {
    recordRejectedResponse(401);
    recordRejectedResponse(429);
    recordRejectedResponse(403);
    recordRejectedResponse(500);

    expect(getSecurityCounters()).toMatchObject({ authenticationFailures: 1, rateLimitViolations: 1 });
    expect(readSecurityIncidentLog().map((entry) => entry.detail)).toEqual(['http-401', 'http-429']);
  });

  it('counts refused sign-ins as authentication failures, the limiter as rate limit, server faults as nothing', () => {
    recordFailedSignIn(401, 'login');
    recordFailedSignIn(403, 'login');
    recordFailedSignIn(400, 'two-factor');
    recordFailedSignIn(429, 'login');
    recordFailedSignIn(503, 'login');

    expect(getSecurityCounters()).toMatchObject({ authenticationFailures: 3, rateLimitViolations: 1 });
    expect(readSecurityIncidentLog()).toHaveLength(4);
  });
});

describe('runSecurityAudit', () => {
  beforeEach(() => {
    clearSecurityMonitor();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('scores 100 without incidents, sets lastAudit and logs nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(runSecurityAudit(5000)).toEqual({ score: 100, counts: NO_INCIDENTS });
    expect(getSecurityCounters().lastAudit).toBe(5000);
    expect(warn).not.toHaveBeenCalled();
    expect(readSecurityIncidentLog()).toEqual([]);
  });

  it.each([
    ['3 failed sign-ins', 70, 'authenticationFailure', 3],
    ['4 failed sign-ins', 60, 'authenticationFailure', 4],
    ['6 rate-limit hits', 70, 'rateLimitViolation', 6],
    ['7 rate-limit hits', 65, 'rateLimitViolation', 7],
    ['15 invalid messages', 70, 'inputValidationFailure', 15],
    ['16 invalid messages', 68, 'inputValidationFailure', 16],
    ['9 suspicious requests', 0, 'suspiciousRequest', 9],
  ] as const)('scores %s as %i', (_label, score, type, times) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    repeat(times, () => recordSecurityIncident(type, 'chat'));
    expect(runSecurityAudit().score).toBe(score);
  });

  it('warns below 70 in the console and the log, with counts only', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    repeat(3, () => {
      recordSecurityIncident('inputValidationFailure', 'chat-input:script');
      recordSecurityIncident('suspiciousRequest', 'chat-input:script');
    });

    expect(runSecurityAudit().score).toBe(58);
    expect(warn).toHaveBeenCalledWith('Security audit: score 58 is below 70', {
      ...NO_INCIDENTS,
      inputValidationFailures: 3,
      suspiciousRequests: 3,
    });
    expect(readSecurityIncidentLog().at(-1)).toEqual({
      type: 'auditWarning',
      timestamp: '2026-03-01T10:00:00.000Z',
      detail: 'score:58',
    });
  });

  it('scores the incidents since the previous audit only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    repeat(5, () => recordSecurityIncident('authenticationFailure', 'login'));
    expect(runSecurityAudit(1000).score).toBe(50);

    expect(getSecurityCounters()).toEqual({ ...NO_INCIDENTS, lastAudit: 1000 });
    expect(runSecurityAudit(2000).score).toBe(100);
  });
});

describe('startSecurityAudits', () => {
  beforeEach(() => {
    clearSecurityMonitor();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('audits every 10 minutes until stopped', () => {
    vi.useFakeTimers({ now: 0 });
    const stop = startSecurityAudits();

    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(getSecurityCounters().lastAudit).toBeNull();
    vi.advanceTimersByTime(1);
    expect(getSecurityCounters().lastAudit).toBe(10 * 60_000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(getSecurityCounters().lastAudit).toBe(20 * 60_000);

    stop();
    vi.advanceTimersByTime(30 * 60_000);
    expect(getSecurityCounters().lastAudit).toBe(20 * 60_000);
  });
});
