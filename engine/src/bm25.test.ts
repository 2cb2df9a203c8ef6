import { describe, expect, it } from 'vitest';
import { bm25Idf, bm25ImpactSql, bm25Term } from './bm25';
import { RANKING } from './ranking-config';

describe('the BM25 kernel', () => {
  it('weighs a rare word above a common one, and never below zero', () => {
    expect(bm25Idf(100, 1)).toBeGreaterThan(bm25Idf(100, 50));
    expect(bm25Idf(100, 100)).toBeGreaterThan(0);
  });

  it('saturates the term frequency and favours the shorter entry', () => {
    const params = { k1: 1.2, b: 0.75 };
    expect(bm25Term(1, 10, 40, 40, params)).toBeLessThan(10 * bm25Term(1, 1, 40, 40, params));
    expect(bm25Term(1, 2, 20, 40, params)).toBeGreaterThan(bm25Term(1, 2, 80, 40, params));
  });

  it('gives the stored impacts the same formula in SQL as in memory', () => {
    const { k1, b, averageChunkLength } = RANKING.bm25.corpus;
    expect(bm25ImpactSql({ k1, b }, averageChunkLength)).toBe(
      'tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * len / 40.0))',
    );
    const impact = (tf: number, len: number) => (tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * len) / 40.0));
    expect(bm25Term(1, 3, 55, averageChunkLength, { k1, b })).toBeCloseTo(impact(3, 55), 12);
  });
});
