import { describe, expect, it } from 'vitest';
import { LOADING_STEP_ORDER, laterStep } from './loading-steps';

describe('laterStep', () => {
  it('keeps the later of two steps, whichever comes first', () => {
    expect(laterStep('searching', 'analyzing')).toBe('analyzing');
    expect(laterStep('formulating', 'searching')).toBe('formulating');
    expect(laterStep('analyzing', 'analyzing')).toBe('analyzing');
    for (const step of LOADING_STEP_ORDER) {
      expect(laterStep(step, 'formulating')).toBe('formulating');
      expect(laterStep('searching', step)).toBe(step);
    }
  });
});
