import { describe, expect, it } from 'vitest';
import { feedbackAuthor, truncatePreview } from './admin-format';
import { nextSort } from './users-tab';

describe('nextSort', () => {
  it('toggles the same column and starts a new column descending', () => {
    const start = { column: 'created_at', direction: 'desc' } as const;
    expect(nextSort(start, 'created_at')).toEqual({ column: 'created_at', direction: 'asc' });
    expect(nextSort({ column: 'created_at', direction: 'asc' }, 'created_at')).toEqual(start);
    expect(nextSort({ column: 'created_at', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'desc',
    });
  });
});

describe('truncatePreview', () => {
  it('keeps 100 characters and marks the cut', () => {
    expect(truncatePreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncatePreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    expect(truncatePreview(null)).toBe('–');
  });
});

describe('feedbackAuthor', () => {
  const item = {
    id: '1',
    feedback_type: 'helpful',
    question: 'Fråga',
    answer: 'Svar',
    detailed_feedback: null,
    created_at: '2026-01-05T13:03:00Z',
  } as const;
  it('calls feedback without a user anonymous and a linked one historical', () => {
    expect(feedbackAuthor({ ...item, user_id: null, user_email: null })).toEqual({
      label: 'Anonym',
      email: null,
    });
    expect(feedbackAuthor({ ...item, user_id: 'u', user_email: 'a@kommun.se' })).toEqual({
      label: 'Historisk',
      email: 'a@kommun.se',
    });
  });
});
