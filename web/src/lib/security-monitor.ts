import { type CHAT_INPUT_MESSAGES, productSlug } from '@app/common';
import { appConfig } from './app-config';

/** The spec's security-incident counters. The counts hold the incidents since the last audit. */
export type SecurityCounters = {
  rateLimitViolations: number;
  inputValidationFailures: number;
  authenticationFailures: number;
  suspiciousRequests: number;
  /** When the last audit ran (ms since the epoch), null before the first. */
  lastAudit: number | null;
};

type CountName = Exclude<keyof SecurityCounters, 'lastAudit'>;

export type SecurityIncidentType =
  | 'rateLimitViolation'
  | 'inputValidationFailure'
  | 'authenticationFailure'
  | 'suspiciousRequest'
  | 'auditWarning';

/**
 * Where an incident came from, as a fixed code: the log must never hold user text or personal data,
 * so free text cannot be passed here.
 */
export type SecurityIncidentDetail =
  | 'chat'
  | 'login'
  | 'two-factor'
  | 'http-401'
  | 'http-429'
  | `chat-input:${keyof typeof CHAT_INPUT_MESSAGES}`
  | `score:${number}`;

export type SecurityIncident = {
  type: SecurityIncidentType;
  timestamp: string;
  detail: SecurityIncidentDetail;
};

/** The spec's limits: an audit every 10 minutes, a warning below 70, at most 50 log entries. */
export const SECURITY_AUDIT = { intervalMs: 10 * 60_000, warningBelow: 70, logLimit: 50 } as const;

type CountedIncidentType = Exclude<SecurityIncidentType, 'auditWarning'>;

const COUNTER_OF: Record<CountedIncidentType, CountName> = {
  rateLimitViolation: 'rateLimitViolations',
  inputValidationFailure: 'inputValidationFailures',
  authenticationFailure: 'authenticationFailures',
  suspiciousRequest: 'suspiciousRequests',
};

/**
 * Points one incident takes off the score of 100. A suspicious input also counts as an input
 * validation failure, so it costs 14 in all. Below 70 means roughly three attack-shaped messages,
 * four failed sign-ins, seven rate-limit hits or sixteen mistyped messages within ten minutes.
 */
export const SCORE_DEDUCTIONS: Record<CountName, number> = {
  suspiciousRequests: 12,
  authenticationFailures: 10,
  rateLimitViolations: 5,
  inputValidationFailures: 2,
};

export const securityIncidentLogKey = (): string =>
  `${productSlug(appConfig.productName)}-security-incidents`;

type Counts = Record<CountName, number>;

const emptyCounts = (): Counts => ({
  rateLimitViolations: 0,
  inputValidationFailures: 0,
  authenticationFailures: 0,
  suspiciousRequests: 0,
});

// In memory for this page load; only the incident log is stored.
let counts = emptyCounts();
let lastAudit: number | null = null;

export const getSecurityCounters = (): SecurityCounters => ({ ...counts, lastAudit });

export const readSecurityIncidentLog = (): SecurityIncident[] => {
  try {
    const stored = window.localStorage.getItem(securityIncidentLogKey());
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? (parsed as SecurityIncident[]) : [];
  } catch {
    return [];
  }
};

/** Appends to the stored log, keeping the newest 50 entries. */
const appendIncident = (type: SecurityIncidentType, detail: SecurityIncidentDetail): void => {
  const incident: SecurityIncident = { type, timestamp: new Date().toISOString(), detail };
  try {
    const entries = [...readSecurityIncidentLog(), incident].slice(-SECURITY_AUDIT.logLimit);
    window.localStorage.setItem(securityIncidentLogKey(), JSON.stringify(entries));
  } catch {
    // Storage may be full, disabled or blocked; the counters still hold the incident.
  }
};

/** Counts the incident and appends it to the stored log. Never throws. */
export const recordSecurityIncident = (type: CountedIncidentType, detail: SecurityIncidentDetail): void => {
  counts[COUNTER_OF[type]] += 1;
  appendIncident(type, detail);
};

/** A rejected response from our server: 401 is a failed authentication, 429 a rate-limit violation. */
export const recordRejectedResponse = (status: number): void => {
  if (status === 401) {
    recordSecurityIncident('authenticationFailure', 'http-401');
  } else if (status === 429) {
    recordSecurityIncident('rateLimitViolation', 'http-429');
  }
};

/** A refused sign-in step. The sign-in limiter's 429 is a rate-limit violation; server faults are no incident. */
export const recordFailedSignIn = (status: number, detail: 'login' | 'two-factor'): void => {
  if (status >= 500) {
    return;
  }
  recordSecurityIncident(status === 429 ? 'rateLimitViolation' : 'authenticationFailure', detail);
};

export type SecurityAuditResult = { score: number; counts: Counts };

/**
 * Scores the incidents since the previous audit (100 minus SCORE_DEDUCTIONS per incident, at
 * least 0), sets lastAudit and starts the counts again, so one burst does not warn at every later audit.
 * Below 70 it warns in the console and in the incident log.
 */
export const runSecurityAudit = (now: number = Date.now()): SecurityAuditResult => {
  const audited = counts;
  const deduction = (Object.keys(SCORE_DEDUCTIONS) as CountName[]).reduce(
    (sum, name) => sum + audited[name] * SCORE_DEDUCTIONS[name],
    0,
  );
  const score = Math.max(0, 100 - deduction);
  counts = emptyCounts();
  lastAudit = now;
  if (score < SECURITY_AUDIT.warningBelow) {
    console.warn(`Security audit: score ${score} is below ${SECURITY_AUDIT.warningBelow}`, audited);
    appendIncident('auditWarning', `score:${score}`);
  }
  return { score, counts: audited };
};

/** Runs the audit every 10 minutes; returns the function that stops it. */
export const startSecurityAudits = (): (() => void) => {
  const timer = setInterval(() => runSecurityAudit(), SECURITY_AUDIT.intervalMs);
  return () => clearInterval(timer);
};

/** Forgets the counts, the last audit and the stored log. */
export const clearSecurityMonitor = (): void => {
  counts = emptyCounts();
  lastAudit = null;
  try {
    window.localStorage.removeItem(securityIncidentLogKey());
  } catch {
    // Nothing to clear when storage is unavailable.
  }
};
