import { OTHER_TOPIC, refusalFor } from '@app/common';
import type { AnnotatedSection } from '@app/engine';
import { composeExtractiveAnswer, createSubjectIndex } from '@app/engine';
import { babPassage } from '@app/engine/testing/passages';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './answer-verdict';

const SUBJECT = 'bostadsanpassningsbidrag';

const SECTION_3 =
  'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad. Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.';

const section3: AnnotatedSection = {
  sfs: '2018:222',
  asOf: 'SFS 2025:453',
  ref: '3 §',
  rule: 'Bidrag lämnas för anpassning av sökandens permanentbostad.',
  terms: ['permanentbostad', 'andrahandskontrakt', 'fritidshus'],
  situations: [
    {
      text: 'sökanden hyr lägenheten i andra hand på ett kort kontrakt',
      verdict: 'det beror på',
      answer: 'Det beror på hur långvarig upplåtelsen i andra hand är.',
      restsOn: ['2018:222 3 §'],
    },
    {
      text: 'sökanden vill anpassa sitt fritidshus',
      verdict: 'nej',
      answer: 'Nej, bidrag lämnas bara för anpassning av sökandens permanentbostad.',
      restsOn: ['2018:222 3 §'],
    },
    {
      text: 'sökanden bor permanent i sin bostadsrätt',
      verdict: 'ja',
      answer: 'Ja, en bostadsrätt som sökanden bor i permanent är en permanentbostad.',
      restsOn: ['2018:222 3 §'],
    },
  ],
  condition: 'om bostaden är sökandens permanentbostad',
  qualifies: [],
  commentary: [],
  pitfalls: [],
  seeAlso: [],
};
const guide = createSubjectIndex(
  [section3],
  [{ sfs: '2018:222', ref: '3 §', title: '3 §', headings: '', content: SECTION_3 }],
);

/** The verdict of what the extractive composer really answers. */
const composedVerdict = (question: string) =>
  verdictOf(composeExtractiveAnswer(question, [babPassage('3', SECTION_3)], guide), false);

describe('verdictOf', () => {
  it.each([
    ['Kan sökanden få bidrag för att anpassa sitt fritidshus?', 'nej'],
    ['Kan sökanden som bor permanent i sin bostadsrätt få bidrag?', 'ja'],
    ['Sökanden hyr lägenheten i andra hand på ett kort kontrakt. Kan bidrag lämnas?', 'beror'],
    // A yes/no question whose situation the annotation does not list: "Ja, om …" from a rule that grants.
    ['Kan bidrag lämnas till en person med funktionsnedsättning?', 'ja'],
    // …and "Det beror på om …" when the question offers a choice.
    ['Lämnas bidrag till sökanden eller till ägaren?', 'beror'],
    // Not a yes/no question: the rule, with no verdict.
    ['Vilken bostad lämnas bidrag för?', 'regel'],
  ])('reads the composer’s short answer to %j as %s', (question, verdict) => {
    expect(composedVerdict(question)).toBe(verdict);
  });

  it('reads only the short answer’s opening, not a later "Ja" or "Nej"', () => {
    const answer =
      '**Kort svar**\nBidrag lämnas för permanentbostaden (3 §).\n\n**Tänk på**\n- Nej, inte fritidshuset.';
    expect(verdictOf(answer, false)).toBe('regel');
    expect(verdictOf('**Kort svar**\nJag vet (3 §).', false)).toBe('regel');
  });

  it('tells the not-covered refusal with its pointer from the refusal for a question no source answers', () => {
    const pointer = 'Bygglov prövas enligt plan- och bygglagen.';
    expect(verdictOf(`${refusalFor(SUBJECT, 'Ansökan och handläggning', true)}\n\n${pointer}`, true)).toBe(
      'avstå',
    );
    expect(verdictOf(refusalFor(SUBJECT, OTHER_TOPIC), true)).toBe('ingen-information');
    expect(verdictOf(refusalFor(SUBJECT, 'Ansökan och handläggning'), true)).toBe('ingen-information');
  });
});

describe('verdictOf: a false premise corrected', () => {
  it('reads "Det finns ingen sådan regel" and "Nej, det finns ingen beloppsgräns" as ingen-regel', () => {
    expect(
      verdictOf('**Kort svar**\nDet finns ingen sådan regel. Bidraget lämnas med skälig kostnad.', false),
    ).toBe('ingen-regel');
    expect(verdictOf('**Kort svar**\nNej, det finns ingen beloppsgräns i lagen.', false)).toBe('ingen-regel');
    expect(verdictOf('**Kort svar**\nNej, bidrag lämnas inte.', false)).toBe('nej');
  });
});
