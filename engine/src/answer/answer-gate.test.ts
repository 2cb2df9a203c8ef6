import { describe, expect, it } from 'vitest';
import { createConceptMatcher } from '../domain/not-covered';
import type { Retrieval } from '../retrieval/passage';
import { createSubjectIndex } from '../retrieval/subject-index';
import { babPassage } from '../testing/passages';
import { decideAnswerability, splitUncoveredParts } from './answer-gate';

const notCovered = createConceptMatcher([
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

// The words the sources know: one annotated section with its statute text.
const { unknownShare } = createSubjectIndex(
  [
    {
      sfs: '2018:222',
      asOf: 'SFS 2025:453',
      ref: '8 §',
      rule: 'Bidrag lämnas inte för åtgärder som behövs på grund av eftersatt underhåll.',
      terms: [
        'eftersatt underhåll',
        'fuktskada',
        'ramp vid entrén',
        'bredda dörren',
        'neka breddning av dörr',
      ],
      situations: [],
      qualifies: [],
      commentary: [],
      pitfalls: [],
      seeAlso: [],
    },
  ],
  [
    {
      sfs: '2018:222',
      ref: '8 §',
      title: '8 §',
      headings: '',
      content:
        'Bostadsanpassningsbidrag lämnas inte om de sökta åtgärderna behöver utföras på grund av eftersatt underhåll.',
    },
  ],
);

describe('decideAnswerability', () => {
  it('refuses a question that asks about a matter the sources do not cover, with its pointer', () => {
    expect(
      decideAnswerability('Behövs bygglov för en ramp vid entrén?', retrieval(0.5), notCovered, unknownShare),
    ).toEqual({
      answerable: false,
      pointers: ['Bygglov prövas av byggnadsnämnden enligt plan- och bygglagen.'],
    });
  });

  it('answers a question that names such a matter only while setting the scene', () => {
    const question =
      'Huset byggdes 2021 och borde ha följt tillgänglighetskraven i PBL. Kan vi neka breddning av dörren?';
    expect(decideAnswerability(question, retrieval(0.5), notCovered, unknownShare)).toEqual({
      answerable: true,
    });
  });

  it('reads the whole question when no sentence ends with a question mark', () => {
    expect(
      decideAnswerability('Bygglov för ramp vid entrén', retrieval(0.5), notCovered, unknownShare).answerable,
    ).toBe(false);
  });

  it('refuses a question whose asked words stand in no source, whatever word it shares with one', () => {
    expect(
      decideAnswerability('Vad heter huvudstaden i Frankrike?', retrieval(0.5), notCovered, unknownShare),
    ).toEqual({
      answerable: false,
      pointers: [],
    });
    // Names and modal verbs are not what is asked: the rest is known.
    expect(
      decideAnswerability(
        'Kan Anders få bidrag för att bredda dörren?',
        retrieval(0.5),
        notCovered,
        unknownShare,
      ),
    ).toEqual({ answerable: true });
  });

  it('refuses when no annotated section speaks to the question', () => {
    expect(
      decideAnswerability('Vad tycker du om vädret?', retrieval(0.05), notCovered, unknownShare),
    ).toEqual({
      answerable: false,
      pointers: [],
    });
  });
});

describe('splitUncoveredParts', () => {
  const pointer = 'Bygglov prövas av byggnadsnämnden enligt plan- och bygglagen.';

  it('keeps the parts the sources cover and gives the pointer for the part they do not', () => {
    expect(
      splitUncoveredParts(
        'Brukaren sitter i rullstol. Kan vi bevilja en ramp till entrén, och behövs bygglov för den?',
        notCovered,
      ),
    ).toEqual({
      question: 'Brukaren sitter i rullstol. Kan vi bevilja en ramp till entrén?',
      pointers: [pointer],
    });
  });

  it('leaves a question whole when all its parts, or none, are about the uncovered matter', () => {
    const covered = 'Kan vi bevilja en ramp till entrén, och vad krävs i så fall?';
    expect(splitUncoveredParts(covered, notCovered)).toEqual({ question: covered, pointers: [] });
    // "vem beslutar om det?" points back to the bygglov it follows.
    const uncovered = 'Behövs bygglov för rampen, och vem beslutar om det?';
    expect(splitUncoveredParts(uncovered, notCovered)).toEqual({ question: uncovered, pointers: [] });
  });
});
