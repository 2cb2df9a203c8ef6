import { describe, expect, it } from 'vitest';
import { createRulingMatcher, type RulingFacts } from '../domain/rulings';
import type { ChunkRecord } from '../ports';
import { babPassage } from '../testing/passages';
import { createChunkStore } from './chunk-store';
import { withCompanions } from './companions';
import type { Passage } from './passage';

const garage: RulingFacts = {
  id: 'HFD 2020 ref. 70',
  caseNumber: '4637-19',
  sfs: '2018:222',
  factTerms: [['garage'], ['elrullstol']],
  grantable: false,
  sections: ['2018:222 5 §'],
};
const record = (id: string, sectionReference: string, kind: string): ChunkRecord => {
  const {
    snippet: _s,
    score: _c,
    method: _m,
    subjectCoverage: _v,
    ...rest
  } = babPassage('', 'Text.', {
    id,
    sectionReference,
    section: null,
    kind,
  });
  return { ...rest, ordinal: 0 };
};
// The store as the database answers: chunks by law and reference.
const stored = [
  record('ruling', 'HFD 2020 ref. 70', 'case_summary'),
  record('bill', 'prop. 2017/18:80 s. 69', 'proposition'),
];
const store = {
  chunkIdsOfSections: async (sources: { sfs: string; reference: string }[]) =>
    stored
      .filter((chunk) => sources.some((source) => source.reference === chunk.sectionReference))
      .map((c) => c.id),
  chunks: async (ids: string[]) => stored.filter((chunk) => ids.includes(chunk.id)),
  chunkFacts: async () => [],
};
const deps = {
  store,
  chunkStore: createChunkStore(store),
  rulings: createRulingMatcher([garage]),
  commentary: new Map([
    ['2018:222 5 §', { section: '2018:222 5 §', sfs: '2018:222', reference: 'prop. 2017/18:80 s. 69' }],
  ]),
  commenting: new Map([['prop. 2017/18:80 s. 69', '2018:222 5 §']]),
};
const found: Passage[] = [
  babPassage('9', 'Vid byte av bostad …', { sectionReference: '9 §' }),
  babPassage('5', 'Bidrag lämnas …', { sectionReference: '5 §' }),
];
const ids = (passages: Passage[]) => passages.map((passage) => passage.id);

describe('withCompanions', () => {
  it('adds a ruling whose facts the question holds after the statutes, and its section leads', async () => {
    const passages = await withCompanions(deps, 'Garage för elrullstolen?', found, []);
    expect(ids(passages)).toEqual(['chunk-5', 'chunk-9', 'bill', 'ruling']);
    expect(passages[0]?.appliedBy).toBe('HFD 2020 ref. 70');
    // Described, the ruling tells which way it decided the grant.
    expect(passages.at(-1)?.grantable).toBe(false);
  });

  it('puts a ruling the question names first', async () => {
    const passages = await withCompanions(deps, 'Vad sa HFD i mål 4637-19?', found, []);
    expect(ids(passages)[0]).toBe('ruling');
    // Named, it is asked about rather than applied to the question's facts.
    expect(passages[0]?.grantable).toBeUndefined();
  });

  it('shows no ruling without its facts or its name, and the commentary of the first section found', async () => {
    const passages = await withCompanions(deps, 'Ett garage till bilen?', found, []);
    expect(ids(passages)).toEqual(['chunk-9', 'chunk-5']);
    const reordered = await withCompanions(deps, 'Ett garage till bilen?', [...found].reverse(), []);
    expect(ids(reordered)).toEqual(['chunk-5', 'chunk-9', 'bill']);
    expect(reordered.at(-1)?.commentsOn).toBe('2018:222 5 §');
  });
});
