import { describe, expect, it } from 'vitest';
import { dedupeSources, type SourceIdentity } from './source-dedupe';

const source = (overrides: Partial<SourceIdentity>): SourceIdentity => ({
  origin: 'sfs/sfs-2018-222.md',
  url: 'https://www.riksdagen.se/x',
  sectionReference: '5 §',
  title: '5 § lag (2018:222) om bostadsanpassningsbidrag',
  richness: 10,
  ...overrides,
});
const dedupe = (items: SourceIdentity[]) => dedupeSources(items, (item) => item);

describe('dedupeSources', () => {
  it('merges the same file, URL and section, keeping the first position', () => {
    const result = dedupe([source({}), source({ sectionReference: '6 §' }), source({})]);
    expect(result.map((r) => r.sectionReference)).toEqual(['5 §', '6 §']);
  });

  it("prefers a title that does not start with 'Del N –'", () => {
    const result = dedupe([source({ title: 'Del 2 – 5 §', richness: 99 }), source({})]);
    expect(result).toHaveLength(1);
    expect(result[0]?.title).toBe('5 § lag (2018:222) om bostadsanpassningsbidrag');
  });

  it('keeps the richer record among equals', () => {
    const result = dedupe([source({ richness: 4 }), source({ richness: 40 })]);
    expect(result[0]?.richness).toBe(40);
  });

  it('keeps sources with different URLs or origins apart', () => {
    expect(dedupe([source({}), source({ url: null }), source({ origin: 'other.txt' })])).toHaveLength(3);
  });
});
