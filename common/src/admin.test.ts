import { describe, expect, it } from 'vitest';
import { AdminUsersQuerySchema, formatAdminDate } from './admin';

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
