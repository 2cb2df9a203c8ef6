import { describe, expect, it } from 'vitest';
import { AdminUsersQuerySchema, feedbackAuthor, formatAdminDate } from './admin';
import { adminActionLabel, adminDetailRows } from './admin-audit-labels';

describe('formatAdminDate', () => {
  it("writes yyyy-MM-dd HH:mm in Swedish time, 'Aldrig' when empty and 'Okänt datum' when unparsable", () => {
    expect(formatAdminDate('2026-01-05T13:03:00Z')).toBe('2026-01-05 14:03');
    expect(formatAdminDate(null)).toBe('Aldrig');
    expect(formatAdminDate('')).toBe('Aldrig');
    expect(formatAdminDate('inte ett datum')).toBe('Okänt datum');
  });
});

describe('AdminUsersQuerySchema', () => {
  it('defaults to the newest accounts first, page 1', () => {
    expect(AdminUsersQuerySchema.parse({})).toEqual({ sort: 'created_at', direction: 'desc', page: 1 });
  });

  it('refuses a column that is not sortable, with a Swedish message', () => {
    const result = AdminUsersQuerySchema.safeParse({ sort: 'chat_interactions' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ogiltig sorteringskolumn.');
  });
});

describe('the audit log in words', () => {
  it('labels every action and an unknown one by its own name', () => {
    expect(adminActionLabel('clear_feedback')).toBe('Raderade all feedback');
    expect(adminActionLabel('scrape_stockholm_bab')).toBe('Hämtade rättsfall från Kammarrätten i Stockholm');
    expect(adminActionLabel('gammal_atgard')).toBe('Annan åtgärd (gammal_atgard)');
  });

  it('shows details as labelled Swedish values, not JSON', () => {
    expect(
      adminDetailRows({
        deletedCount: 1200,
        as: 'operator',
        domains: ['kommun.se', 'skola.kommun.se'],
        client_secret_changed: false,
        targetModel: null,
        method: 'extractive',
      }),
    ).toEqual([
      { label: 'Raderade', value: '1\u00a0200' },
      { label: 'I egenskap av', value: 'tjänstens administratör' },
      { label: 'Domäner', value: 'kommun.se, skola.kommun.se' },
      { label: 'Ny klienthemlighet', value: 'Nej' },
      { label: 'Till modell', value: '–' },
      { label: 'Sätt', value: 'Utdrag ur avgörandet' },
    ]);
  });
});

describe('feedbackAuthor', () => {
  it('names new feedback by its user, never "Historisk", and unlinked feedback anonymous', () => {
    expect(feedbackAuthor({ user_id: 'u', user_email: 'a@kommun.se' })).toBe('a@kommun.se');
    expect(feedbackAuthor({ user_id: null, user_email: null })).toBe('Anonym (kontot är raderat)');
  });
});
