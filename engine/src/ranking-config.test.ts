import { describe, expect, it } from 'vitest';
import { RANKING } from './ranking-config';

const objects = (value: object): object[] => [
  value,
  ...Object.values(value).flatMap((child) =>
    typeof child === 'object' && child !== null ? objects(child) : [],
  ),
];

describe('RANKING', () => {
  it('is frozen all the way down, so no module can tune it at run time', () => {
    expect(objects(RANKING).every((entry) => Object.isFrozen(entry))).toBe(true);
    expect(() => {
      (RANKING.fusion as { subject: number }).subject = 3;
    }).toThrow(TypeError);
    expect(RANKING.fusion.subject).toBe(2);
  });
});
