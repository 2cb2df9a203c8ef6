import { describe, expect, it } from 'vitest';
import type { AnnotatedSection } from '../domain/annotations';
import { createSubjectIndex } from './subject-index';

const section = (sfs: string, ref: string, terms: string[], seeAlso: string[] = []): AnnotatedSection => ({
  sfs,
  asOf: 'test',
  ref,
  rule: `Regeln i ${ref} lag (${sfs}) som testet behöver.`,
  terms,
  situations: [],
  qualifies: [],
  commentary: [],
  pitfalls: [],
  seeAlso,
});

const OLD = '1992:1574';
const index = createSubjectIndex(
  [
    section('2018:222', '9 §', ['köpa en ny bostad', 'byta bostad', 'nybyggt hus']),
    section('2018:222', '12 §', ['återställa bostaden', 'ta bort anpassning']),
    section(OLD, '8 §', ['nybyggnad enligt äldre regler', 'uppföra hus'], ['2018:222 9 §']),
    section(
      OLD,
      '9 §',
      ['köp enligt äldre regler'],
      ['2018:222 9 §', '2018:222 Övergångsbestämmelser 2018:222'],
    ),
    section(OLD, '11 §', ['återställning enligt äldre regler'], ['2018:222 12 §']),
  ],
  ['2018:222 9 §', '2018:222 12 §', `${OLD} 8 §`, `${OLD} 9 §`, `${OLD} 11 §`].map((key) => {
    const [sfs = '', ...ref] = key.split(' ');
    return { sfs, ref: ref.join(' '), title: ref.join(' '), headings: '', content: '' };
  }),
);

describe('subject index: a repealed law found through the sections that replaced it', () => {
  it('ranks the old sections whose successor fits the question first, the best own match leading', () => {
    const question = 'Hur var det med bidrag när man köpte en ny bostad?';
    const hits = index.withPredecessors(index.rank(question), OLD);
    const [first, second] = hits.map((hit) => hit.key);
    expect([first, second].sort()).toEqual([`${OLD} 8 §`, `${OLD} 9 §`]);
    expect(first).toBe(`${OLD} 9 §`);
    const successor = hits.find((hit) => hit.key === '2018:222 9 §');
    expect(hits[0]?.score).toBeGreaterThan(successor?.score ?? Number.POSITIVE_INFINITY);
  });

  it("scores an old section as its own score plus its best successor's", () => {
    const ranked = index.rank('återställning av en bostad enligt äldre regler');
    const score = (hits: { key: string; score: number }[], key: string) =>
      hits.find((hit) => hit.key === key)?.score ?? 0;
    const hits = index.withPredecessors(ranked, OLD);
    expect(score(ranked, '2018:222 12 §')).toBeGreaterThan(0);
    expect(score(hits, `${OLD} 11 §`)).toBeCloseTo(
      score(ranked, `${OLD} 11 §`) + score(ranked, '2018:222 12 §'),
    );
  });

  it('takes no score from transitional provisions, which are no successor', () => {
    const hits = index.withPredecessors(
      [{ key: '2018:222 Övergångsbestämmelser 2018:222', score: 2, coverage: 1 }],
      OLD,
    );
    expect(hits.map((hit) => hit.key)).toEqual(['2018:222 Övergångsbestämmelser 2018:222']);
  });
});

describe('subject index: a question the repealed law describes best, not asked about that law', () => {
  it('gives the present-day successor at least the old section’s score', () => {
    const ranked = index.rank('återställning enligt äldre regler');
    const score = (hits: { key: string; score: number }[], key: string) =>
      hits.find((hit) => hit.key === key)?.score ?? 0;
    const hits = index.withSuccessors(ranked, OLD);
    expect(score(ranked, `${OLD} 11 §`)).toBeGreaterThan(score(ranked, '2018:222 12 §'));
    expect(score(hits, '2018:222 12 §')).toBeCloseTo(score(ranked, `${OLD} 11 §`));
    expect(score(hits, `${OLD} 11 §`)).toBeCloseTo(score(ranked, `${OLD} 11 §`));
  });

  it('leaves a successor that matches better, and a question the old law does not match, as they are', () => {
    const ranked = index.rank('ta bort anpassning och återställa bostaden');
    expect(index.withSuccessors(ranked, OLD)).toEqual(ranked);
    const unrelated = index.rank('byta bostad');
    expect(index.withSuccessors(unrelated, OLD)).toEqual(unrelated);
  });
});
