import { describe, expect, it } from 'vitest';
import { dedupeSources } from './source-dedupe';

const source = (overrides: Partial<Parameters<typeof dedupeSources>[0][number]>) => ({
  title: '5 § lag (2018:222) om bostadsanpassningsbidrag',
  source: 'Lag (2018:222) om bostadsanpassningsbidrag',
  file_name: 'sfs/sfs-2018-222.md',
  source_url: 'https://www.riksdagen.se/x',
  section_reference: '5 §',
  snippet: 'Bidrag lämnas.',
  ...overrides,
});

describe('dedupeSources', () => {
  it('merges the same file, URL and section, keeping the first position', () => {
    const result = dedupeSources([source({}), source({ section_reference: '6 §' }), source({})]);
    expect(result.map((r) => r.section_reference)).toEqual(['5 §', '6 §']);
  });

  it("prefers a title that does not start with 'Del N –'", () => {
    const result = dedupeSources([source({ title: 'Del 2 – 5 §', snippet: 'längre text här' }), source({})]);
    expect(result).toHaveLength(1);
    expect(result[0]?.title).toBe('5 § lag (2018:222) om bostadsanpassningsbidrag');
  });

  it('keeps the richer record among equals', () => {
    const result = dedupeSources([
      source({ snippet: 'kort' }),
      source({ snippet: 'en betydligt längre text' }),
    ]);
    expect(result[0]?.snippet).toBe('en betydligt längre text');
  });

  it('keeps sources with different URLs apart', () => {
    expect(dedupeSources([source({}), source({ source_url: null })])).toHaveLength(2);
  });
});
