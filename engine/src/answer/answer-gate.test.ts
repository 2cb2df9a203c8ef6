import { describe, expect, it } from 'vitest';
import { createNotCoveredMatcher } from '../domain/not-covered';
import type { Retrieval } from '../retrieval/passage';
import { babPassage } from '../testing/passages';
import { decideAnswerability } from './answer-gate';

const notCovered = createNotCoveredMatcher([
  {
    name: 'Bygglov',
    terms: ['bygglov', 'pbl'],
    pointer: 'Bygglov prövas av byggnadsnämnden enligt plan- och bygglagen.',
  },
]);

const retrieval = (coverage: number): Retrieval => ({
  passages: [babPassage('8', 'Bostadsanpassningsbidrag lämnas inte …', { subjectCoverage: coverage })],
  paragraphSection: null,
  expandedQuery: '',
});

describe('decideAnswerability', () => {
  it('refuses a question that asks about a matter the sources do not cover, with its pointer', () => {
    expect(decideAnswerability('Behövs bygglov för en ramp vid entrén?', retrieval(0.5), notCovered)).toEqual(
      {
        answerable: false,
        pointers: ['Bygglov prövas av byggnadsnämnden enligt plan- och bygglagen.'],
      },
    );
  });

  it('answers a question that names such a matter only while setting the scene', () => {
    const question =
      'Huset byggdes 2021 och borde ha följt tillgänglighetskraven i PBL. Kan vi neka breddning av dörren?';
    expect(decideAnswerability(question, retrieval(0.5), notCovered)).toEqual({ answerable: true });
  });

  it('reads the whole question when no sentence ends with a question mark', () => {
    expect(decideAnswerability('Bygglov för ramp vid entrén', retrieval(0.5), notCovered).answerable).toBe(
      false,
    );
  });

  it('refuses when no annotated section speaks to the question', () => {
    expect(decideAnswerability('Vad tycker du om vädret?', retrieval(0.05), notCovered)).toEqual({
      answerable: false,
      pointers: [],
    });
  });
});
