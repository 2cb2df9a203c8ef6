import { describe, expect, it } from 'vitest';
import { truncatePreview } from './admin-format';
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
