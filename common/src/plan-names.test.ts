import { describe, expect, it } from 'vitest';
import { planWithScheduledChange } from './plan-names';

describe('planWithScheduledChange', () => {
  it('names the plan alone without a switch', () => {
    expect(planWithScheduledChange('monthly', null)).toBe('Månadsprenumeration');
  });

  it('adds the switch and its date, in Swedish time', () => {
    expect(planWithScheduledChange('monthly', { tier: 'yearly', at: '2026-12-26T23:30:00.000Z' })).toBe(
      'Månadsprenumeration – byter till årsprenumeration 27 december 2026',
    );
  });
});
