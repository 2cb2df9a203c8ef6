import { describe, expect, it } from 'vitest';
import { formatSek } from './prices';

// Intl's Swedish grouping separator is a non-breaking space.
const nbsp = '\u00a0';

describe('formatSek', () => {
  it('shows a whole price without öre, grouped in thousands', () => {
    expect(formatSek(299)).toBe('299 kr');
    expect(formatSek(2495)).toBe(`2${nbsp}495 kr`);
  });

  it('shows öre with a decimal comma and always two digits', () => {
    expect(formatSek(59.8)).toBe('59,80 kr');
    expect(formatSek(299 - 299 / 1.25)).toBe('59,80 kr');
  });

  it('shows öre on whole amounts too when asked, as a receipt does', () => {
    expect(formatSek(299, { ore: true })).toBe('299,00 kr');
    expect(formatSek(2495, { ore: true })).toBe(`2${nbsp}495,00 kr`);
  });
});
